import type { AdminTransaction, AdminTransactionCreate, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The transactions section's calls (packages/contracts/src/api/admin/transactions.ts): payment attempts in
// `payments`.

export function listTransactions(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminTransaction>> {
  return adminApi.get('/api/admin/transactions', { query }, { signal });
}

/** Money of an order recorded by hand (`transactions.create`): 422 for a refund beyond what was paid. */
export function recordTransaction(body: AdminTransactionCreate): Promise<AdminTransaction> {
  return adminApi.post('/api/admin/transactions', { body });
}
