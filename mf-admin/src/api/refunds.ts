import type { AdminRefund, AdminRefundSent, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The refunds section's calls (packages/contracts/src/api/admin/refunds.ts): kept by `payments`.

export function listRefunds(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminRefund>> {
  return adminApi.get('/api/admin/refunds', { query }, { signal });
}

export function getRefund(id: string, signal?: AbortSignal): Promise<AdminRefund> {
  return adminApi.get('/api/admin/refunds/:id', { params: { id } }, { signal });
}

/** Once: 422 for a refund not waiting for staff; 400 on `accountNumber` when a transfer has no account. */
export function markRefundSent(id: string, body: AdminRefundSent): Promise<AdminRefund> {
  return adminApi.post('/api/admin/refunds/:id/sent', { params: { id }, body });
}
