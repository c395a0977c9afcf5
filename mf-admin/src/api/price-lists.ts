import type { AdminPriceList, HistoryAnswer, ListAnswer, PriceListChange, PriceListInput } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The price lists section's calls (packages/contracts/src/api/admin/price-lists.ts): saved definitions in
// `accounts`. The PDF comes with the documents issue; there is no call for it yet.

export function listPriceLists(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminPriceList>> {
  return adminApi.get('/api/admin/price-lists', { query }, { signal });
}

export function getPriceList(id: string, signal?: AbortSignal): Promise<AdminPriceList> {
  return adminApi.get('/api/admin/price-lists/:id', { params: { id } }, { signal });
}

export function createPriceList(body: PriceListInput): Promise<AdminPriceList> {
  return adminApi.post('/api/admin/price-lists', { body });
}

/** 409 when someone saved the list after `body.version` was read. */
export function changePriceList(id: string, body: PriceListChange): Promise<AdminPriceList> {
  return adminApi.patch('/api/admin/price-lists/:id', { params: { id }, body });
}

export async function deletePriceList(id: string): Promise<void> {
  await adminApi.delete('/api/admin/price-lists/:id', { params: { id } });
}

export function priceListHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/price-lists/:id/history', { params: { id }, query }, { signal });
}
