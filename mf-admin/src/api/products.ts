import type { AdminProduct, AdminProductChange, AdminProductRow, HistoryAnswer, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The products section's calls (packages/contracts/src/api/admin/products.ts): products in `catalog`.

export function listProducts(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminProductRow>> {
  return adminApi.get('/api/admin/products', { query }, { signal });
}

export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return adminApi.get('/api/admin/products/:id', { params: { id } }, { signal });
}

/** Saves the fields sent at the version read; 409 when someone saved the product meanwhile. */
export function changeProduct(id: string, body: AdminProductChange): Promise<AdminProduct> {
  return adminApi.patch('/api/admin/products/:id', { params: { id }, body });
}

export function productHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/products/:id/history', { params: { id }, query }, { signal });
}
