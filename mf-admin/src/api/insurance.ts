import type {
  AdminPolicy,
  Claim,
  ClaimInput,
  InsuranceExtension,
  InsuranceShopSale,
  ListAnswer,
  Payout,
  PayoutInput,
  PolicyClaims,
  PolicyRegistrationInput,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The insured bikes section's calls (packages/contracts/src/api/insurance.ts): policies, claims and payouts in `cms`.

export function listPolicies(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminPolicy>> {
  return adminApi.get('/api/admin/insurance/policies', { query }, { signal });
}

export function getPolicy(id: string, signal?: AbortSignal): Promise<AdminPolicy> {
  return adminApi.get('/api/admin/insurance/policies/:id', { params: { id } }, { signal });
}

/** Registers a sold bike with the insurer; the buyer gets the certificate by e-mail. */
export function registerPolicy(input: PolicyRegistrationInput): Promise<AdminPolicy> {
  return adminApi.post('/api/admin/insurance/policies', { body: input });
}

/** A policy's claims with their payouts and what remains of its sum. */
export function getPolicyClaims(id: string, signal?: AbortSignal): Promise<PolicyClaims> {
  return adminApi.get('/api/admin/insurance/policies/:id/claims', { params: { id } }, { signal });
}

/** Records a claim, reported to the insurer (a theft needs the police report within 48 hours). */
export function recordClaim(id: string, input: ClaimInput): Promise<Claim> {
  return adminApi.post('/api/admin/insurance/policies/:id/claims', { params: { id }, body: input });
}

/** Records the insurer's payout on a claim: never more than the remaining sum. */
export function recordPayout(id: string, claimId: string, input: PayoutInput): Promise<Payout> {
  return adminApi.post('/api/admin/insurance/policies/:id/claims/:claimId/payouts', {
    params: { id, claimId },
    body: input,
  });
}

/** The insurance extensions bought in the shop, applied or waiting for staff. */
export function listExtensions(query: ListState, signal: AbortSignal): Promise<ListAnswer<InsuranceExtension>> {
  return adminApi.get('/api/admin/insurance/extensions', { query }, { signal });
}

/** The bikes the shop shipped with their frames, and how their insurance stands. */
export function listShopSales(query: ListState, signal: AbortSignal): Promise<ListAnswer<InsuranceShopSale>> {
  return adminApi.get('/api/admin/insurance/shop-sales', { query }, { signal });
}

/** A refused registration sent to the insurer again (422 for any other). */
export function retryShopSale(frameNumber: string): Promise<InsuranceShopSale> {
  return adminApi.post('/api/admin/insurance/shop-sales/:frameNumber/retry', { params: { frameNumber } });
}
