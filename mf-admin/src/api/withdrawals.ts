import type {
  AdminWithdrawalDetail,
  AdminWithdrawalGoods,
  AdminWithdrawalRefund,
  AdminWithdrawalSummary,
  ListAnswer,
  WithdrawalsDashboard,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The withdrawals section's calls (packages/contracts/src/api/admin/withdrawals.ts): kept by `orders`.

export function listWithdrawals(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminWithdrawalSummary>> {
  return adminApi.get('/api/admin/withdrawals', { query }, { signal });
}

export function getWithdrawal(id: string, signal?: AbortSignal): Promise<AdminWithdrawalDetail> {
  return adminApi.get('/api/admin/withdrawals/:id', { params: { id } }, { signal });
}

/** 409 when the withdrawal changed since the screen showed it. */
export function recordWithdrawalGoods(id: string, body: AdminWithdrawalGoods): Promise<AdminWithdrawalDetail> {
  return adminApi.post('/api/admin/withdrawals/:id/goods', { params: { id }, body });
}

/** Asked once: a second call answers the refund already asked. */
export function refundWithdrawal(id: string, body: AdminWithdrawalRefund): Promise<AdminWithdrawalDetail> {
  return adminApi.post('/api/admin/withdrawals/:id/refund', { params: { id }, body });
}

export function withdrawalsFigures(signal: AbortSignal): Promise<WithdrawalsDashboard> {
  return adminApi.get('/api/admin/dashboard/withdrawals', {}, { signal });
}
