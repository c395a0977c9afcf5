import type {
  AdminShop,
  AdminShopChangeRequest,
  HistoryAnswer,
  ListAnswer,
  ShopChange,
  ShopChangeRequest,
  ShopConfig,
  ShopInput,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The shops section's calls (packages/contracts/src/api/admin/shops.ts): store locator entries in `cms`.

export function listShops(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminShop>> {
  return adminApi.get('/api/admin/shops', { query }, { signal });
}

export function getShop(id: string, signal?: AbortSignal): Promise<AdminShop> {
  return adminApi.get('/api/admin/shops/:id', { params: { id } }, { signal });
}

export function createShop(body: ShopInput): Promise<AdminShop> {
  return adminApi.post('/api/admin/shops', { body });
}

/** 409 when someone saved the shop after `body.version` was read. */
export function changeShop(id: string, body: ShopChange): Promise<AdminShop> {
  return adminApi.patch('/api/admin/shops/:id', { params: { id }, body });
}

export async function deleteShop(id: string): Promise<void> {
  await adminApi.delete('/api/admin/shops/:id', { params: { id } });
}

export function shopHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/shops/:id/history', { params: { id }, query }, { signal });
}

/** The shop's configuration; its map tiles (null: no tile server) back the pin picker. */
export function shopConfig(signal?: AbortSignal): Promise<ShopConfig> {
  return adminApi.get('/api/config', {}, { signal });
}

/** Dealers' pending changes to their shops, oldest first. */
export function listShopChangeRequests(signal?: AbortSignal): Promise<{ items: AdminShopChangeRequest[] }> {
  return adminApi.get('/api/admin/shop-change-requests', {}, { signal });
}

/** Approves (applied to the shop) or rejects a pending change; 409 when someone decided it meanwhile. */
export function decideShopChangeRequest(id: number, decision: 'approve' | 'reject'): Promise<ShopChangeRequest> {
  return decision === 'approve'
    ? adminApi.post('/api/admin/shop-change-requests/:id/approve', { params: { id: String(id) } })
    : adminApi.post('/api/admin/shop-change-requests/:id/reject', { params: { id: String(id) } });
}
