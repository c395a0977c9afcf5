import type { ProductSearchHit, Proposal, ProposalInput } from '@shop/contracts';
import { adminApi } from './client';

// Staff proposals (packages/contracts/src/api/admin/proposals.ts, issue 23): a request answered on its own
// order number, a draft changed, the proposal sent.

export function getProposal(id: string, signal?: AbortSignal): Promise<{ proposal: Proposal }> {
  return adminApi.get('/api/admin/proposals/:id', { params: { id } }, { signal });
}

/** A request's first answer (`requestId`), or a proposal from scratch: a draft. */
export function createProposal(body: ProposalInput): Promise<{ proposal: Proposal }> {
  return adminApi.post('/api/admin/proposals', { body });
}

export function updateProposal(id: string, body: ProposalInput): Promise<{ proposal: Proposal }> {
  return adminApi.put('/api/admin/proposals/:id', { params: { id }, body });
}

/** E-mails the customer the proposal's link. */
export function sendProposal(id: string): Promise<{ proposal: Proposal }> {
  return adminApi.post('/api/admin/proposals/:id/send', { params: { id } });
}

/** The catalogue's products by name, SKU or id, for a line of an offer. */
export function searchProducts(q: string, signal?: AbortSignal): Promise<{ items: ProductSearchHit[] }> {
  return adminApi.get('/api/admin/search/products', { query: { q } }, { signal });
}
