import type {
  AdminPromoCode,
  HistoryAnswer,
  IndividualDiscount,
  IndividualDiscountChange,
  IndividualDiscountInput,
  ListAnswer,
  PromoCodeChange,
  PromoCodeInput,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The discounts section's calls (packages/contracts/src/api/admin/discounts.ts): promo codes in `orders`,
// individual discounts of dealers and groups in `accounts`.

type HistoryQuery = { page: number; limit: number };

export function listPromoCodes(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminPromoCode>> {
  return adminApi.get('/api/admin/promo-codes', { query }, { signal });
}

export function getPromoCode(id: string, signal?: AbortSignal): Promise<AdminPromoCode> {
  return adminApi.get('/api/admin/promo-codes/:id', { params: { id } }, { signal });
}

export function createPromoCode(body: PromoCodeInput): Promise<AdminPromoCode> {
  return adminApi.post('/api/admin/promo-codes', { body });
}

/** 409 when someone saved the code after `body.version` was read. */
export function changePromoCode(id: string, body: PromoCodeChange): Promise<AdminPromoCode> {
  return adminApi.patch('/api/admin/promo-codes/:id', { params: { id }, body });
}

/** 422 for a code used in orders: staff switch it off instead. */
export async function deletePromoCode(id: string): Promise<void> {
  await adminApi.delete('/api/admin/promo-codes/:id', { params: { id } });
}

export function promoCodeHistory(id: string, query: HistoryQuery, signal: AbortSignal): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/promo-codes/:id/history', { params: { id }, query }, { signal });
}

export function listDiscounts(query: ListState, signal: AbortSignal): Promise<ListAnswer<IndividualDiscount>> {
  return adminApi.get('/api/admin/discounts', { query }, { signal });
}

export function getDiscount(id: string, signal?: AbortSignal): Promise<IndividualDiscount> {
  return adminApi.get('/api/admin/discounts/:id', { params: { id } }, { signal });
}

export function createDiscount(body: IndividualDiscountInput): Promise<IndividualDiscount> {
  return adminApi.post('/api/admin/discounts', { body });
}

export function changeDiscount(id: string, body: IndividualDiscountChange): Promise<IndividualDiscount> {
  return adminApi.patch('/api/admin/discounts/:id', { params: { id }, body });
}

export async function deleteDiscount(id: string): Promise<void> {
  await adminApi.delete('/api/admin/discounts/:id', { params: { id } });
}

export function discountHistory(id: string, query: HistoryQuery, signal: AbortSignal): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/discounts/:id/history', { params: { id }, query }, { signal });
}
