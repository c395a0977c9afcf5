import type { OrderDetail, Proposal, ProposalAccept } from '@shop/contracts';
import { api } from '@shop/platform';

// A proposal (issue 23) as its customer, or whoever holds the e-mailed link, reads and answers it.

const query = (token?: string) => (token ? { t: token } : {});

export const proposalApi = {
  get: (id: string, token?: string, signal?: AbortSignal): Promise<{ proposal: Proposal }> =>
    api.get('/api/proposals/:id', { params: { id }, query: query(token) }, { signal }),
  accept: (id: string, token: string | undefined, body: ProposalAccept): Promise<{ order: OrderDetail }> =>
    api.post('/api/proposals/:id/accept', { params: { id }, query: query(token), body }),
  reject: (id: string, token?: string): Promise<{ proposal: Proposal }> =>
    api.post('/api/proposals/:id/reject', { params: { id }, query: query(token) }),
};
