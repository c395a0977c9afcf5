import type { AdminTransaction, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The transactions section's calls (packages/contracts/src/api/admin/transactions.ts): payment attempts in
// `payments`.

export function listTransactions(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminTransaction>> {
  return adminApi.get('/api/admin/transactions', { query }, { signal });
}
