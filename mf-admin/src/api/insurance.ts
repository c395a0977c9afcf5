import type { AdminPolicy, ListAnswer, PolicyRegistrationInput } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The insured bikes section's calls (packages/contracts/src/api/insurance.ts): policies in `cms`.

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
