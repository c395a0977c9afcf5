import type { AdminPromotion, HistoryAnswer, ListAnswer, PromotionChange, PromotionInput } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The automatic promotions of the discounts section (packages/contracts/src/api/admin/promotions.ts), in `orders`.

export function listPromotions(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminPromotion>> {
  return adminApi.get('/api/admin/promotions', { query }, { signal });
}

export function getPromotion(id: string, signal?: AbortSignal): Promise<AdminPromotion> {
  return adminApi.get('/api/admin/promotions/:id', { params: { id } }, { signal });
}

/** 400 with a field error for each rule that cannot work (no condition, unknown product, …). */
export function createPromotion(body: PromotionInput): Promise<AdminPromotion> {
  return adminApi.post('/api/admin/promotions', { body });
}

/** 409 when someone saved the promotion after `body.version` was read. */
export function changePromotion(id: string, body: PromotionChange): Promise<AdminPromotion> {
  return adminApi.patch('/api/admin/promotions/:id', { params: { id }, body });
}

export async function deletePromotion(id: string): Promise<void> {
  await adminApi.delete('/api/admin/promotions/:id', { params: { id } });
}

export function promotionHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/promotions/:id/history', { params: { id }, query }, { signal });
}
