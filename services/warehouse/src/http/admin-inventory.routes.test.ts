import { staffIdentity, startTestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseService } from '../service';
import {
  manager,
  newItem,
  newWarehouse,
  operate,
  quantityOf,
  testEnv,
  type WarehouseTestService,
} from '../testing/inventory';

let warehouse: WarehouseTestService;
let main: string;
let second: string;

beforeAll(async () => {
  warehouse = await startTestService(warehouseService, { env: testEnv });
  main = await newWarehouse(warehouse);
  second = await newWarehouse(warehouse);
}, 120_000);
afterAll(() => warehouse?.stop());

const journal = async (itemId: string) =>
  (
    await warehouse.call('GET', `/api/admin/warehouse/operations?filters[itemId]=${itemId}&dir=asc`, {
      identity: manager,
    })
  ).body;

describe('warehouses', () => {
  it('lists them, refuses a taken code and checks who asks', async () => {
    const list = await warehouse.call('GET', '/api/admin/warehouse/warehouses?sort=code&dir=asc', {
      identity: staffIdentity('sales_employee'),
    });
    expect(list.status).toBe(403);
    const listed = await warehouse.call('GET', '/api/admin/warehouse/warehouses?sort=code', {
      identity: staffIdentity('admin'),
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining([main, second]));
    const code = listed.body.items.find((w: { id: string }) => w.id === main).code;
    const taken = await warehouse.call('POST', '/api/admin/warehouse/warehouses', {
      identity: manager,
      body: { code, name: 'Drugi' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ code: 'Taka wartość już istnieje' });
  });
});

describe('inventory operations', () => {
  it('a receipt adds, an issue takes, each with who and why', async () => {
    const item = await newItem(warehouse, main);
    expect(await quantityOf(warehouse, item.id)).toBe(0);
    const receipt = await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 10, reference: 'MAN-1' });
    expect(receipt.status).toBe(201);
    expect(receipt.body.operations[0]).toMatchObject({
      source: 'receipt',
      change: 10,
      quantityAfter: 10,
      actorName: 'Ewa Nowak',
    });
    expect((await operate(warehouse, { source: 'issue', itemId: item.id, quantity: 4 })).status).toBe(201);
    expect(await quantityOf(warehouse, item.id)).toBe(6);
    const { items } = await journal(item.id);
    expect(items.map((o: { change: number }) => o.change)).toEqual([10, -4]);
  });

  it('refuses going below zero, and writes nothing', async () => {
    const item = await newItem(warehouse, main);
    await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 2 });
    const refused = await operate(warehouse, { source: 'issue', itemId: item.id, quantity: 3 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ quantity: 'Na stanie jest tylko 2' });
    expect(await quantityOf(warehouse, item.id)).toBe(2);
    expect((await journal(item.id)).total).toBe(1);
  });

  it('refuses fractions of pieces but takes them for kilograms', async () => {
    const bolts = await newItem(warehouse, main, { unit: 'pc' });
    const grease = await newItem(warehouse, main, { unit: 'kg' });
    const half = await operate(warehouse, { source: 'receipt', itemId: bolts.id, quantity: 1.5 });
    expect(half.status).toBe(400);
    expect(half.body.error.fields).toEqual({ quantity: 'Wpisz liczbę całkowitą' });
    expect((await operate(warehouse, { source: 'receipt', itemId: grease.id, quantity: 2.25 })).status).toBe(201);
    expect((await operate(warehouse, { source: 'consumption', itemId: grease.id, quantity: 0.75 })).status).toBe(201);
    expect(await quantityOf(warehouse, grease.id)).toBe(1.5);
  });

  it('refuses bad input with clear errors', async () => {
    const item = await newItem(warehouse, main);
    const cases: [Record<string, unknown>, number][] = [
      [{ source: 'receipt', itemId: item.id, quantity: -1 }, 400],
      [{ source: 'receipt', itemId: item.id, quantity: 0 }, 400],
      [{ source: 'receipt', itemId: item.id, quantity: 1.0001 }, 400],
      [{ source: 'stolen', itemId: item.id, quantity: 1 }, 400],
      [{ source: 'receipt', itemId: crypto.randomUUID(), quantity: 1 }, 404],
      [{ source: 'transfer', itemId: item.id, quantity: 1 }, 400],
      [{ source: 'adjustment', itemId: item.id, quantity: 1 }, 400],
      [{ source: 'transfer', itemId: item.id, quantity: 1, toWarehouseId: crypto.randomUUID() }, 404],
    ];
    for (const [body, status] of cases)
      expect((await operate(warehouse, body)).status, JSON.stringify(body)).toBe(status);
    expect((await journal(item.id)).total).toBe(0);
  });

  it('a transfer takes here and adds there, both or neither', async () => {
    const item = await newItem(warehouse, main);
    await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 5 });
    const moved = await operate(warehouse, { source: 'transfer', itemId: item.id, quantity: 3, toWarehouseId: second });
    expect(moved.status).toBe(201);
    const [a, b] = moved.body.operations;
    expect(a.transferId).toBe(b.transferId);
    const there = moved.body.operations.find((o: { warehouseId: string }) => o.warehouseId === second);
    expect(there).toMatchObject({ change: 3, quantityAfter: 3, sku: item.sku });
    expect(await quantityOf(warehouse, item.id)).toBe(2);
    const tooMuch = await operate(warehouse, {
      source: 'transfer',
      itemId: item.id,
      quantity: 3,
      toWarehouseId: second,
    });
    expect(tooMuch.status).toBe(422);
    expect(await quantityOf(warehouse, there.itemId)).toBe(3);
  });

  it('only staff who may record operations record them', async () => {
    const item = await newItem(warehouse, main);
    const body = { source: 'receipt', itemId: item.id, quantity: 1 };
    expect((await operate(warehouse, body, staffIdentity('sales_employee'))).status).toBe(403);
    expect((await operate(warehouse, body, staffIdentity('factory_employee'))).status).toBe(403);
    expect((await operate(warehouse, body, { app: 'storefront', role: 'GUEST' })).status).toBe(403);
  });

  it('lists the journal with filters', async () => {
    const item = await newItem(warehouse, second);
    await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 7 });
    await operate(warehouse, { source: 'issue', itemId: item.id, quantity: 1 });
    const issues = await warehouse.call(
      'GET',
      `/api/admin/warehouse/operations?filters[source]=issue&filters[sku]=${item.sku}`,
      {
        identity: manager,
      },
    );
    expect(issues.body.total).toBe(1);
    expect(issues.body.items[0]).toMatchObject({ source: 'issue', change: -1, sku: item.sku });
  });
});

describe('stock count', () => {
  it('turns every difference into an adjustment, in one go', async () => {
    const a = await newItem(warehouse, main);
    const b = await newItem(warehouse, main);
    const c = await newItem(warehouse, main);
    for (const item of [a, b, c]) await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 5 });
    const count = await warehouse.call('POST', '/api/admin/warehouse/counts', {
      identity: manager,
      body: {
        warehouseId: main,
        lines: [
          { itemId: a.id, counted: 3 },
          { itemId: b.id, counted: 5 },
          { itemId: c.id, counted: 8 },
        ],
      },
    });
    expect(count.status).toBe(201);
    expect(count.body.adjustments.map((o: { sku: string; change: number }) => [o.sku, o.change])).toEqual(
      expect.arrayContaining([
        [a.sku, -2],
        [c.sku, 3],
      ]),
    );
    expect(count.body.adjustments).toHaveLength(2);
    expect(await quantityOf(warehouse, c.id)).toBe(8);
  });

  it('refuses an item of another warehouse or a fraction of pieces, and changes nothing', async () => {
    const here = await newItem(warehouse, main);
    const elsewhere = await newItem(warehouse, second);
    await operate(warehouse, { source: 'receipt', itemId: here.id, quantity: 5 });
    const wrong = await warehouse.call('POST', '/api/admin/warehouse/counts', {
      identity: manager,
      body: {
        warehouseId: main,
        lines: [
          { itemId: here.id, counted: 1 },
          { itemId: elsewhere.id, counted: 1 },
        ],
      },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.fields).toEqual({ 'lines.1.itemId': 'Tego nie ma w tym magazynie' });
    const half = await warehouse.call('POST', '/api/admin/warehouse/counts', {
      identity: manager,
      body: { warehouseId: main, lines: [{ itemId: here.id, counted: 2.5 }] },
    });
    expect(half.status).toBe(400);
    expect(await quantityOf(warehouse, here.id)).toBe(5);
    const employeeCount = await warehouse.call('POST', '/api/admin/warehouse/counts', {
      identity: staffIdentity('sales_manager'),
      body: { warehouseId: main, lines: [{ itemId: here.id, counted: 1 }] },
    });
    expect(employeeCount.status).toBe(403);
  });
});
