import { randomBytes } from 'node:crypto';
import { RefundRequested, WithdrawalGoodsReceived } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { invoices, orderItems, orders, withdrawalLines, withdrawals } from '../db/schema';
import { refundCompleted } from '../domain/withdrawals/withdrawal-steps';
import { correctOnRefund } from '../invoices/corrections';
import { issued, paidVatDraft } from '../invoices/invoice-fixtures.test-support';
import { type OrdersContext, ordersService } from '../service';

// The sales back office's withdrawals (issue 27, "Staff side") on the real database: the list with deadlines
// and late refunds, the goods received once (one stock event), the refund's amount (paid prices after the
// discount, the delivery only when the whole order is withdrawn), one refund request and one correction
// however often staff click, and payments' answer moving the state without a second correction.

const clock = manualClock('2026-11-20T10:00:00Z');
let shop: TestService<typeof schema, OrdersContext>;
const sales = staffIdentity('sales_employee');

beforeAll(async () => {
  shop = await startTestService(ordersService, { clock });
}, 120_000);
afterAll(() => shop?.stop());

/** A delivered order of two bikes (2 × 4 000 zł) and a lamp (200 zł), 820 zł off, courier 49 zł. */
async function deliveredOrder() {
  const db = shop.context.db;
  const [order] = await db
    .insert(orders)
    .values({
      number: `ZF/2026/${randomBytes(4).toString('hex').toUpperCase()}`,
      type: 'STANDARD',
      status: 'completed',
      paymentStatus: 'paid',
      deliveryMethod: 'COURIER',
      paymentMethod: 'online_tpay',
      itemsAmount: 820_000,
      discountAmount: 82_000,
      deliveryAmount: 4_900,
      totalAmount: 742_900,
      currency: 'PLN',
      token: randomBytes(8).toString('hex'),
      email: 'anna@example.com',
      deliveredAt: new Date('2026-11-10T12:00:00Z'),
    })
    .returning();
  const line = (position: number, sku: string, quantity: number, unitGross: number) => ({
    orderId: order!.id,
    position,
    productId: position,
    variantId: position,
    sku,
    name: sku,
    slug: sku.toLowerCase(),
    quantity,
    unitGross,
    unitNet: Math.round(unitGross / 1.23),
    vatRate: 23,
    lineGross: unitGross * quantity,
  });
  const items = await db
    .insert(orderItems)
    .values([line(1, 'ZF-CITY', 2, 400_000), line(2, 'LAMP', 1, 20_000)])
    .returning();
  return { order: order!, bikes: items[0]!, lamp: items[1]! };
}

async function statement(orderId: string, lines: { orderItemId: string; quantity: number }[], receivedAt: string) {
  const [row] = await shop.context.db
    .insert(withdrawals)
    .values({
      orderId,
      name: 'Anna Nowak',
      email: 'anna@example.com',
      language: 'pl',
      receivedAt: new Date(receivedAt),
    })
    .returning();
  await shop.context.db.insert(withdrawalLines).values(lines.map((line) => ({ ...line, withdrawalId: row!.id })));
  return row!;
}

const detail = (id: string) => shop.call('GET', `/api/admin/withdrawals/${id}`, { identity: sales });
const goods = (id: string, body: object, identity = sales) =>
  shop.call('POST', `/api/admin/withdrawals/${id}/goods`, { identity, body });
const refund = (id: string, version: number) =>
  shop.call('POST', `/api/admin/withdrawals/${id}/refund`, { identity: sales, body: { version } });

async function eventsOf<T>(type: string, key: string, value: string) {
  const rows = await shop.context.db.select().from(outbox).where(eq(outbox.type, type));
  return rows
    .map((row) => (row.envelope as { data: Record<string, unknown> }).data as T & Record<string, unknown>)
    .filter((data) => data[key] === value);
}

describe('a withdrawal of one bike: goods first, then one refund of its paid price', () => {
  it('withholds the refund until the goods are back, returns the stock once, refunds once', async () => {
    const { order, bikes } = await deliveredOrder();
    const row = await statement(order.id, [{ orderItemId: bikes.id, quantity: 1 }], '2026-11-12T09:00:00Z');

    const seen = await detail(row.id);
    expect(seen.status).toBe(200);
    // One bike of two: 4 000 zł less its share of the discount (8 000 of 8 200 zł carry 80 000 of 82 000).
    expect(seen.body).toMatchObject({
      status: 'received',
      goodsDueOn: '2026-11-26',
      refundDueOn: '2026-11-26',
      refundWithheld: true,
      refundAmount: { amount: 360_000, currency: 'PLN' },
      refundDelivery: { amount: 0 },
      lines: [{ itemId: bikes.id, quantity: 1, paid: { amount: 360_000 } }],
    });

    const early = await refund(row.id, seen.body.version);
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain('art. 32 ust. 4');

    const received = await goods(row.id, { kind: 'received', version: seen.body.version });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 'goods_received', refundWithheld: false });
    // A stale screen (the old version) is refused, and the stock goes back once.
    expect((await goods(row.id, { kind: 'received', version: seen.body.version })).status).toBe(409);
    const stock = await eventsOf<{ lines: unknown[] }>(WithdrawalGoodsReceived.type, 'withdrawalId', row.id);
    expect(stock).toHaveLength(1);
    expect(stock[0]!.lines).toEqual([{ sku: 'ZF-CITY', name: 'ZF-CITY', quantity: 1 }]);

    const asked = await refund(row.id, received.body.version);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'refund_requested',
      refundStatus: 'requested',
      correctionInvoice: null,
    });
    // A second click (its screen now stale) is the same refund, asked once.
    const again = await refund(row.id, received.body.version);
    expect(again.status).toBe(200);
    const requests = await eventsOf<{ amountMinor: number }>(RefundRequested.type, 'refundId', row.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ amountMinor: 360_000, reason: 'withdrawal', orderId: order.id });
  });
});

describe('the whole order withdrawn in two statements', () => {
  it('refunds the delivery (up to the courier) with the statement that completes the order', async () => {
    const { order, bikes, lamp } = await deliveredOrder();
    const first = await statement(order.id, [{ orderItemId: bikes.id, quantity: 1 }], '2026-11-12T09:00:00Z');
    const second = await statement(
      order.id,
      [
        { orderItemId: bikes.id, quantity: 1 },
        { orderItemId: lamp.id, quantity: 1 },
      ],
      '2026-11-13T09:00:00Z',
    );
    expect((await detail(first.id)).body.refundAmount.amount).toBe(360_000);
    // The rest of the 742 900 paid: the other bike, the lamp after its 2 000 zł share, the 49 zł courier.
    const rest = (await detail(second.id)).body;
    expect(rest.refundDelivery.amount).toBe(4_900);
    expect(rest.refundAmount.amount).toBe(742_900 - 360_000);
  });
});

describe('the correction invoice', () => {
  it('is issued once with the refund, and the refund recorded by payments adds no second one', async () => {
    const { order, bikes } = await deliveredOrder();
    await issued(shop.context.db, paidVatDraft(order));
    const row = await statement(order.id, [{ orderItemId: bikes.id, quantity: 1 }], '2026-11-14T09:00:00Z');
    const proof = await goods(row.id, { kind: 'proof', version: 1 });
    expect(proof.body).toMatchObject({ status: 'proof_received', refundWithheld: false });
    const asked = await refund(row.id, proof.body.version);
    expect(asked.status).toBe(200);
    expect(asked.body.correctionInvoice?.number).toBeTruthy();
    await refund(row.id, proof.body.version);

    const transactionId = crypto.randomUUID();
    await shop.context.transaction(async (tx) => {
      const facts = { refundId: row.id, orderId: order.id, amountMinor: 360_000, currency: 'PLN' as const };
      const outcome = await correctOnRefund(shop.context, tx, {
        orderId: order.id,
        transactionId,
        type: 'return',
        result: 'success',
        amount: { amount: 360_000, currency: 'PLN' },
      });
      expect(outcome).toBeNull();
      await refundCompleted(tx, {
        ...facts,
        reason: 'withdrawal',
        reference: 'x',
        method: 'online_tpay',
        providerRef: 'TR-1',
        transactionId,
        completedAt: '2026-11-15T10:00:00.000Z',
      });
    });
    const corrections = await shop.context.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(corrections.filter((invoice) => invoice.kind === 'KOR')).toHaveLength(1);
    expect((await detail(row.id)).body).toMatchObject({ status: 'refunded', refundStatus: 'completed' });
  });
});

describe('deadlines: the list and the dashboard', () => {
  it('shows a refund late after its 14 days, and only to staff who may see returns', async () => {
    const { order, lamp } = await deliveredOrder();
    const late = await statement(order.id, [{ orderItemId: lamp.id, quantity: 1 }], '2026-11-01T09:00:00Z');
    const list = await shop.call('GET', '/api/admin/withdrawals?filters[late]=true&limit=100', { identity: sales });
    expect(list.status).toBe(200);
    const found = list.body.items.find((item: { id: string }) => item.id === late.id);
    expect(found).toMatchObject({ refundDueOn: '2026-11-15', refundLate: true });
    const tile = await shop.call('GET', '/api/admin/dashboard/withdrawals', { identity: sales });
    expect(tile.body.lateRefunds).toBeGreaterThanOrEqual(1);
    expect(tile.body.oldestLateDueOn <= '2026-11-15').toBe(true);
    const warehouse = staffIdentity('warehouse_employee');
    expect((await shop.call('GET', '/api/admin/withdrawals', { identity: warehouse })).status).toBe(403);
  });
});
