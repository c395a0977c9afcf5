import { staffIdentity, type TestService } from '@shop/service-kit/testing';
import { expect } from 'vitest';
import type { WarehouseContext } from '../context';
import type * as schema from '../db/schema';

// What the warehouse's tests share: a warehouse and an item made through the admin routes, as staff would.

export type WarehouseTestService = TestService<typeof schema, WarehouseContext>;

/**
 * What every warehouse test starts the service with: the start's catch-up of paid orders never reaches an
 * orders service running on this machine (fetch refuses port 1 at once, as the kit does for cms), and no
 * reconciliation runs on its own during a test.
 */
export const testEnv = { ORDERS_URL: 'http://127.0.0.1:1', WAREHOUSE_SYNC_INTERVAL_SECONDS: '3600' };

export const manager = staffIdentity('warehouse_manager');
export const employee = staffIdentity('warehouse_employee', '00000000-0000-4000-8000-0000000000b2');

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

export async function newWarehouse(service: WarehouseTestService, code = `W-${unique()}`): Promise<string> {
  const answer = await service.call('POST', '/api/admin/warehouse/warehouses', {
    identity: manager,
    body: { code, name: `Magazyn ${code}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

export async function newItem(
  service: WarehouseTestService,
  warehouseId: string,
  fields: { sku?: string; type?: 'product_variant' | 'part' | 'other'; unit?: string } = {},
): Promise<{ id: string; sku: string }> {
  const sku = fields.sku ?? `SKU-${unique()}`;
  const answer = await service.call('POST', '/api/admin/warehouse/items', {
    identity: manager,
    body: { warehouseId, type: fields.type ?? 'other', sku, name: `Rzecz ${sku}`, unit: fields.unit ?? 'pc' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id, sku };
}

export const operate = (service: WarehouseTestService, body: Record<string, unknown>, identity = employee) =>
  service.call('POST', '/api/admin/warehouse/operations', { identity, body: { reason: 'test', ...body } });

export async function quantityOf(service: WarehouseTestService, itemId: string): Promise<number> {
  const answer = await service.call('GET', `/api/admin/warehouse/items/${itemId}`, { identity: manager });
  return answer.body.quantity;
}
