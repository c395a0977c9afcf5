import type { AdminGiftCard, AdminGiftCardDetail, GiftCardVoid, HistoryAnswer, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The gift cards section's calls (packages/contracts/src/api/gift-cards.ts): cards in `orders`.

export function listGiftCards(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminGiftCard>> {
  return adminApi.get('/api/admin/gift-cards', { query }, { signal });
}

export function getGiftCard(id: string, signal?: AbortSignal): Promise<AdminGiftCardDetail> {
  return adminApi.get('/api/admin/gift-cards/:id', { params: { id } }, { signal });
}

/** Voids an active card at the version read (409 when changed meanwhile). */
export function voidGiftCard(id: string, body: GiftCardVoid): Promise<AdminGiftCardDetail> {
  return adminApi.post('/api/admin/gift-cards/:id/void', { params: { id }, body });
}

export function giftCardHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/gift-cards/:id/history', { params: { id }, query }, { signal });
}
