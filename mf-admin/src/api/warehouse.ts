import type {
  InventoryItem,
  InventoryItemFields,
  InventoryOperation,
  ListAnswer,
  NewInventoryOperation,
  StockCount,
  StockCountResult,
  StockSyncRun,
  Warehouse,
  WarehouseFields,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The warehouse section's calls (packages/contracts/src/api/admin/warehouse.ts), answered by `warehouse`.

export function listWarehouses(query: ListState, signal: AbortSignal): Promise<ListAnswer<Warehouse>> {
  return adminApi.get('/api/admin/warehouse/warehouses', { query }, { signal });
}

/** Every active warehouse, by code: what the forms choose from. */
export async function activeWarehouses(signal: AbortSignal): Promise<Warehouse[]> {
  const answer = await adminApi.get(
    '/api/admin/warehouse/warehouses',
    { query: { limit: 200, sort: 'code', dir: 'asc', filters: { active: 'true' } } },
    { signal },
  );
  return answer.items;
}

export function createWarehouse(body: WarehouseFields): Promise<Warehouse> {
  return adminApi.post('/api/admin/warehouse/warehouses', { body });
}

export function listItems(query: ListState, signal: AbortSignal): Promise<ListAnswer<InventoryItem>> {
  return adminApi.get('/api/admin/warehouse/items', { query }, { signal });
}

/** Every item of one warehouse, by SKU (a count covers at most 500). */
export async function itemsOfWarehouse(warehouseId: string, signal?: AbortSignal): Promise<InventoryItem[]> {
  const answer = await adminApi.get(
    '/api/admin/warehouse/items',
    { query: { limit: 200, sort: 'sku', dir: 'asc', filters: { warehouseId } } },
    { signal },
  );
  return answer.items;
}

export function createItem(body: InventoryItemFields): Promise<InventoryItem> {
  return adminApi.post('/api/admin/warehouse/items', { body });
}

export function listOperations(query: ListState, signal: AbortSignal): Promise<ListAnswer<InventoryOperation>> {
  return adminApi.get('/api/admin/warehouse/operations', { query }, { signal });
}

export function recordOperation(body: NewInventoryOperation): Promise<{ operations: InventoryOperation[] }> {
  return adminApi.post('/api/admin/warehouse/operations', { body });
}

export function recordCount(body: StockCount): Promise<StockCountResult> {
  return adminApi.post('/api/admin/warehouse/counts', { body });
}

export async function stockSyncRuns(signal: AbortSignal): Promise<StockSyncRun[]> {
  return (await adminApi.get('/api/admin/warehouse/stock-sync', {}, { signal })).runs;
}
