import {
  type EventDefinition,
  FramesShipped,
  OrderCreated,
  OrderUpdated,
  SellableStockChanged,
  ShipmentUpdated,
  WithdrawalGoodsReceived,
} from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { createTestDatabase, postgresAvailable, staffIdentity, startTestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblies, inventoryItems, productionModels, warehouses } from '../db/schema';
import { applyOperation } from '../domain/operations';
import { warehouseService } from '../service';
import { testEnv } from '../testing/inventory';
import { expectCall, quantityOf, type WarehouseTestService } from './factory.test-support';

// A paid order's fulfilment on PostgreSQL: made once from orders' events, picked into shipments (stock issued
// against the order, refused when short or more than ordered), moved until delivered with orders told each
// time, and an order cancelled after picking gets its stock back once. Bikes picked with their frame numbers:
// only frames the factory completed as the line's model, one shipment at a time, told to cms when they leave.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let service: WarehouseTestService;
const packer = staffIdentity('warehouse_employee', '00000000-0000-4000-8000-0000000000e1');

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_fulfilment');
  service = (await startTestService(warehouseService, {
    databaseUrl: database.url,
    env: testEnv,
  })) as WarehouseTestService;
});
afterAll(async () => {
  await service?.stop();
  await database?.drop();
});

async function publish<E extends EventDefinition>(event: E, data: unknown) {
  await service.context.bus.publish(event.subject, {
    id: crypto.randomUUID(),
    type: event.type,
    occurredAt: new Date().toISOString(),
    source: event.source,
    data,
  });
}

const money = { amount: 499900, currency: 'PLN' };

/** A warehouse holding `stock` bikes of `sku`, and an order of `quantity` of them, paid (events twice). */
async function paidOrder(tag: string, { stock, quantity }: { stock: number; quantity: number }) {
  const { db } = service.context;
  const [warehouse] = await db
    .insert(warehouses)
    .values({ code: `W-${tag}`, name: `Magazyn ${tag}` })
    .returning();
  const sku = `EB-${tag}`;
  const [item] = await db
    .insert(inventoryItems)
    .values({ warehouseId: warehouse!.id, type: 'product_variant', sku, name: 'Zefir City', unit: 'pc' })
    .returning();
  await db.transaction((tx) =>
    applyOperation(
      tx,
      { id: 'system', name: 'test' },
      { itemId: item!.id, source: 'receipt', change: stock, reason: 'dostawa' },
    ),
  );
  const orderId = crypto.randomUUID();
  const number = `ZF/2026/${tag}`;
  const created = {
    orderId,
    number,
    token: 't'.repeat(32),
    customerId: null,
    email: 'anna@example.pl',
    language: 'pl',
    type: 'STANDARD',
    status: 'reserved',
    paymentMethod: 'online_tpay',
    deliveryMethod: 'COURIER',
    total: money,
    items: [{ name: 'Zefir City', quantity, unitPrice: money, sku }],
    referralCode: null,
    path: '/pl/zamowienie/1',
  };
  const updated = { orderId, number, token: 't'.repeat(32), email: 'anna@example.pl', language: 'pl', path: '/pl/z' };
  await publish(OrderCreated, created);
  await publish(OrderUpdated, { ...updated, status: 'in_progress', paymentStatus: 'paid' });
  await publish(OrderUpdated, { ...updated, status: 'in_progress', paymentStatus: 'paid' });
  await service.eventsIdle();
  const list = await expectCall(service, packer, 'GET', `/api/admin/warehouse/fulfilments?filters[q]=${tag}`, 200);
  expect(list.total).toBe(1);
  return { fulfilment: list.items[0], warehouseId: warehouse!.id, itemId: item!.id, orderId, updated };
}

async function told(orderId: string) {
  const rows = await service.context.db
    .select()
    .from(outbox)
    .where(eq(outbox.type, ShipmentUpdated.type))
    .orderBy(outbox.seq);
  return rows
    .map(
      (row) =>
        (row.envelope as { data: { orderId: string; status: string; trackingUrl: string | null; delivered: boolean } })
          .data,
    )
    .filter((data) => data.orderId === orderId);
}

describe.skipIf(!available)('fulfilment and shipments', () => {
  it('makes one fulfilment per paid order, ships it and tells orders with the tracking link', async () => {
    const { fulfilment, warehouseId, itemId, orderId } = await paidOrder('A1', { stock: 3, quantity: 2 });
    expect(fulfilment).toMatchObject({ status: 'pending', lines: [{ sku: 'EB-A1', ordered: 2, picked: 0 }] });
    const lineId = fulfilment.lines[0].id;
    const path = `/api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`;
    const picked = await expectCall(service, packer, 'POST', path, 201, {
      warehouseId,
      carrier: 'inpost',
      lines: [{ lineId, quantity: 2 }],
    });
    expect(await quantityOf(service, itemId)).toBe(1);
    const shipment = picked.shipments[0];
    expect(shipment).toMatchObject({ status: 'created', nextStatuses: ['shipped', 'cancelled'] });
    const move = (from: string, to: string, status: number, extra = {}) =>
      expectCall(service, packer, 'POST', `/api/admin/warehouse/shipments/${shipment.id}/status`, status, {
        from,
        to,
        ...extra,
      });
    const untracked = await move('created', 'shipped', 422);
    expect(untracked.error.message).toBe('Wpisz numer przesyłki, zanim paczka zostanie nadana.');
    const shipped = await move('created', 'shipped', 200, { trackingNumber: '620012345678901234567890' });
    expect(shipped.status).toBe('fulfilled');
    expect(shipped.shipments[0].trackingUrl).toBe(
      'https://inpost.pl/sledzenie-przesylek?number=620012345678901234567890',
    );
    await move('shipped', 'in_transit', 200);
    await move('in_transit', 'shipped', 422);
    await move('in_transit', 'delivered', 200);
    const events = await told(orderId);
    expect(events.map((event) => event.status)).toEqual(['created', 'shipped', 'in_transit', 'delivered']);
    expect(events.at(-1)).toMatchObject({ delivered: true, trackingUrl: expect.stringContaining('inpost.pl') });
  });

  it('refuses picking more than ordered or more than the shelf holds, writing nothing', async () => {
    const { fulfilment, warehouseId, itemId } = await paidOrder('B1', { stock: 1, quantity: 2 });
    const path = `/api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`;
    const lineId = fulfilment.lines[0].id;
    const tooMany = await expectCall(service, packer, 'POST', path, 422, {
      warehouseId,
      carrier: 'dpd',
      lines: [{ lineId, quantity: 3 }],
    });
    expect(tooMany.error.message).toBe('Więcej sztuk, niż zamówienie jeszcze potrzebuje: Zefir City.');
    const short = await expectCall(service, packer, 'POST', path, 422, {
      warehouseId,
      carrier: 'dpd',
      lines: [{ lineId, quantity: 2 }],
    });
    expect(short.error.message).toBe('Za mało towaru w magazynie: Zefir City.');
    await expectCall(service, packer, 'POST', path, 400, {
      warehouseId,
      carrier: 'dpd',
      lines: [{ lineId, quantity: 1.5 }],
    });
    await expectCall(service, packer, 'POST', path, 404, {
      warehouseId: crypto.randomUUID(),
      carrier: 'dpd',
      lines: [{ lineId, quantity: 1 }],
    });
    expect(await quantityOf(service, itemId)).toBe(1);
    const detail = await expectCall(service, packer, 'GET', `/api/admin/warehouse/fulfilments/${fulfilment.id}`, 200);
    expect(detail.shipments).toEqual([]);
  });

  it('gives picked stock back once when the order is cancelled after picking', async () => {
    const { fulfilment, warehouseId, itemId, updated } = await paidOrder('C1', { stock: 2, quantity: 2 });
    const lineId = fulfilment.lines[0].id;
    await expectCall(service, packer, 'POST', `/api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`, 201, {
      warehouseId,
      carrier: 'dhl',
      lines: [{ lineId, quantity: 2 }],
    });
    expect(await quantityOf(service, itemId)).toBe(0);
    await publish(OrderUpdated, { ...updated, status: 'cancelled', paymentStatus: 'paid' });
    await publish(OrderUpdated, { ...updated, status: 'cancelled', paymentStatus: 'paid' });
    await service.eventsIdle();
    expect(await quantityOf(service, itemId)).toBe(2);
    const detail = await expectCall(service, packer, 'GET', `/api/admin/warehouse/fulfilments/${fulfilment.id}`, 200);
    expect(detail).toMatchObject({ status: 'released', shipments: [{ status: 'cancelled' }], lines: [{ picked: 0 }] });
  });

  it('cancels an unpicked fulfilment with its order, and lets only shipment rights in', async () => {
    const { fulfilment, updated } = await paidOrder('D1', { stock: 1, quantity: 1 });
    await publish(OrderUpdated, { ...updated, status: 'cancelled', paymentStatus: 'paid' });
    await service.eventsIdle();
    const detail = await expectCall(service, packer, 'GET', `/api/admin/warehouse/fulfilments/${fulfilment.id}`, 200);
    expect(detail.status).toBe('cancelled');
    await expectCall(service, staffIdentity('factory_employee'), 'GET', '/api/admin/warehouse/fulfilments', 403);
  });

  it('picks bikes with their frames, refuses a frame not completed as the model, and tells cms when they leave', async () => {
    const { fulfilment, warehouseId, itemId, orderId } = await paidOrder('F1', { stock: 3, quantity: 2 });
    await completedFrames(warehouseId, 'EB-F1', ['F1FRAME0001', 'F1FRAME0002']);
    await completedFrames(warehouseId, 'EB-OTHER-F1', ['F1FRAME0004']);
    await completedFrames(warehouseId, 'EB-F1', ['F1FRAME0003'], 'packaging');
    const lineId = fulfilment.lines[0].id;
    const path = `/api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`;
    const pick = (frameNumbers: string[]) => ({
      warehouseId,
      carrier: 'dpd',
      trackingNumber: 'DPD123',
      lines: [{ lineId, quantity: 2, frameNumbers }],
    });

    const short = await expectCall(service, packer, 'POST', path, 400, pick(['F1FRAME0001']));
    expect(short.error.fields).toEqual({
      'lines.0.frameNumbers': 'Podaj numer ramy każdej wysyłanej sztuki albo żadnego',
    });
    for (const [frame, refused] of [
      ['F1FRAME0003', 'F1FRAME0003'],
      ['F1FRAME0004', 'F1FRAME0004'],
      ['F1NOFRAME01', 'F1NOFRAME01'],
    ]) {
      const answer = await expectCall(service, packer, 'POST', path, 422, pick(['F1FRAME0001', frame!]));
      expect(answer.error.fields['lines.0.frameNumbers']).toBe(
        `Rama ${refused} nie jest ukończonym w fabryce rowerem tego modelu`,
      );
    }
    // Nothing of a refused pick stays: no shipment, no stock issued.
    expect(await quantityOf(service, itemId)).toBe(3);

    const picked = await expectCall(service, packer, 'POST', path, 201, pick(['f1frame0002', 'F1FRAME0001']));
    const shipment = picked.shipments[0];
    expect(shipment.lines).toEqual([
      expect.objectContaining({ quantity: 2, frameNumbers: ['F1FRAME0001', 'F1FRAME0002'] }),
    ]);
    await expectCall(service, packer, 'POST', `/api/admin/warehouse/shipments/${shipment.id}/status`, 200, {
      from: 'created',
      to: 'shipped',
    });
    const told = (await framesTold()).filter((data) => data.orderId === orderId);
    expect(told).toEqual([
      {
        shipmentId: shipment.id,
        orderId,
        orderNumber: 'ZF/2026/F1',
        shippedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        frames: [
          { frameNumber: 'F1FRAME0001', sku: 'EB-F1' },
          { frameNumber: 'F1FRAME0002', sku: 'EB-F1' },
        ],
      },
    ]);
  });

  it('keeps a frame in one shipment at a time; a cancelled shipment lets it go', async () => {
    const { fulfilment, warehouseId } = await paidOrder('F2', { stock: 3, quantity: 2 });
    await completedFrames(warehouseId, 'EB-F2', ['F2FRAME0001']);
    const lineId = fulfilment.lines[0].id;
    const path = `/api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`;
    const pick = {
      warehouseId,
      carrier: 'own_transport',
      lines: [{ lineId, quantity: 1, frameNumbers: ['F2FRAME0001'] }],
    };
    const first = (await expectCall(service, packer, 'POST', path, 201, pick)).shipments[0];
    const again = await expectCall(service, packer, 'POST', path, 422, pick);
    expect(again.error.fields['lines.0.frameNumbers']).toBe('Rama F2FRAME0001 jest już w innej przesyłce');
    await expectCall(service, packer, 'POST', `/api/admin/warehouse/shipments/${first.id}/status`, 200, {
      from: 'created',
      to: 'cancelled',
    });
    const second = await expectCall(service, packer, 'POST', path, 201, pick);
    expect(
      second.shipments.map((parcel: { status: string; lines: { frameNumbers: string[] }[] }) => [
        parcel.status,
        parcel.lines[0]!.frameNumbers,
      ]),
    ).toEqual([
      ['cancelled', []],
      ['created', ['F2FRAME0001']],
    ]);
    // A shipment without frames tells cms nothing.
    expect((await framesTold()).filter((data) => data.orderNumber === 'ZF/2026/F2')).toEqual([]);
  });

  it("puts a withdrawal's goods back on the shelf they left from once, and on sale again", async () => {
    const { fulfilment, warehouseId, itemId, orderId } = await paidOrder('W1', { stock: 2, quantity: 2 });
    await expectCall(service, packer, 'POST', `/api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`, 201, {
      warehouseId,
      carrier: 'own_transport',
      lines: [{ lineId: fulfilment.lines[0].id, quantity: 2 }],
    });
    expect(await quantityOf(service, itemId)).toBe(0);
    const received = {
      withdrawalId: crypto.randomUUID(),
      orderId,
      orderNumber: 'ZF/2026/W1',
      // A service the order also had is kept by no warehouse: nothing to put back.
      lines: [
        { sku: 'EB-W1', name: 'Zefir City', quantity: 1 },
        { sku: 'SERWIS-W1', name: 'Przegląd', quantity: 1 },
      ],
    };
    const envelope = {
      id: crypto.randomUUID(),
      type: WithdrawalGoodsReceived.type,
      occurredAt: new Date().toISOString(),
      source: WithdrawalGoodsReceived.source,
      data: received,
    };
    await service.context.bus.publish(WithdrawalGoodsReceived.subject, envelope);
    await service.context.bus.publish(WithdrawalGoodsReceived.subject, envelope);
    await service.eventsIdle();
    expect(await quantityOf(service, itemId)).toBe(1);
    const onSale = (
      await service.context.db
        .select()
        .from(outbox)
        .where(eq(outbox.type, SellableStockChanged.type))
        .orderBy(outbox.seq)
    )
      .map((row) => (row.envelope as { data: { sku: string; change: number } }).data)
      .filter((data) => data.sku === 'EB-W1');
    // The first receipt of the stock, then the withdrawal's piece.
    expect(onSale.map((data) => data.change)).toEqual([2, 1]);
  });
});

/** Bikes of the model sold as `sku`, assembled to `stage` (completed unless said) under these frame numbers. */
async function completedFrames(
  warehouseId: string,
  sku: string,
  frames: string[],
  stage: 'completed' | 'packaging' = 'completed',
) {
  const { db } = service.context;
  const [model] = await db
    .insert(productionModels)
    .values({ name: `Model ${sku} ${frames[0]}`, sku })
    .returning();
  await db
    .insert(assemblies)
    .values(frames.map((frameNumber) => ({ frameNumber, modelId: model!.id, warehouseId, stage })));
}

async function framesTold() {
  const rows = await service.context.db
    .select()
    .from(outbox)
    .where(eq(outbox.type, FramesShipped.type))
    .orderBy(outbox.seq);
  return rows.map((row) => (row.envelope as { data: { orderId: string; orderNumber: string } }).data);
}
