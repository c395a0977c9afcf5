import type {
  AdminProduct,
  AdminProductBulk,
  AdminProductBulkAnswer,
  AdminProductChange,
  AdminProductInput,
  AdminProductRow,
  HistoryAnswer,
  ListAnswer,
} from '@shop/contracts';
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

/** A new product with its options, variants and first prices. */
export function createProduct(body: AdminProductInput): Promise<AdminProduct> {
  return adminApi.post('/api/admin/products', { body });
}

/** A hidden copy of the product under a new id. */
export function duplicateProduct(id: string): Promise<AdminProduct> {
  return adminApi.post('/api/admin/products/:id/duplicate', { params: { id } });
}

/** Refused (409) while a placed order holds one of its variants. */
export async function deleteProduct(id: string): Promise<void> {
  await adminApi.delete('/api/admin/products/:id', { params: { id } });
}

/** One change for many products, all or nothing. */
export function bulkChangeProducts(body: AdminProductBulk): Promise<AdminProductBulkAnswer> {
  return adminApi.post('/api/admin/products/bulk', { body });
}
