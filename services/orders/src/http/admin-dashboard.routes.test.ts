import type { AdminType } from '@shop/contracts';
import { paymentsService } from '@shop/payments';
import { manualClock, staffIdentity as staff, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsSchema from '../../../payments/src/db/schema';
import type * as schema from '../db/schema';
import { orderItems, orders } from '../db/schema';
import { type OrdersContext, ordersService } from '../service';

// Figures across the edges of Polish days: 29 March 2026 is the day clocks move to summer time, so the
// window's days begin at 23:00 UTC (CET) and the period's first midnight too.

const clock = manualClock('2026-03-29T10:00:00Z');
let payments: TestService<typeof paymentsSchema>;
let shop: TestService<typeof schema, OrdersContext>;

let seq = 0;
async function order(at: string, status: string, currency: string, total: number, items: [number, string, number][]) {
  seq += 1;
  const [row] = await shop.context.db
    .insert(orders)
    .values({
      number: `ZF/2026/${String(seq).padStart(6, '0')}`,
      type: 'STANDARD',
      status,
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      totalAmount: total,
      currency,
      token: `token-${seq}`,
      createdAt: new Date(at),
    })
    .returning({ id: orders.id });
  await shop.context.db.insert(orderItems).values(
    items.map(([productId, name, quantity], position) => ({
      orderId: row!.id,
      position,
      productId,
      variantId: productId * 10,
      sku: `ZF-${productId}`,
      name,
      slug: 'p',
      quantity,
      unitGross: Math.round(total / quantity),
      unitNet: 1,
      vatRate: 23,
      lineGross: total,
    })),
  );
}

beforeAll(async () => {
  payments = await startTestService(paymentsService, { clock });
  await payments.context.db.insert(paymentsSchema.exchangeRates).values({
    currency: 'EUR',
    ratePln: '4.243100',
    effectiveAt: new Date('2026-03-27T11:45:00Z'),
    source: 'NBP tabela A 061/A/NBP/2026',
  });
  shop = await startTestService(ordersService, { clock, env: { PAYMENTS_URL: payments.url } });
  // Today (Warsaw): 01:30 and 00:10 on 29 March.
  await order('2026-03-29T00:30:00Z', 'new', 'PLN', 100_000, [[7, 'Rower Żółw', 1]]);
  await order('2026-03-28T23:10:00Z', 'cancelled', 'PLN', 50_000, [[9, 'Sakwa', 50]]);
  // 23:59 on 28 March: yesterday, in EUR.
  await order('2026-03-28T22:59:00Z', 'in_progress', 'EUR', 10_000, [[7, 'Bike Turtle', 2]]);
  // The first moment of 23 March (7 days' first day) and the last one of 22 March.
  await order('2026-03-22T23:00:00Z', 'completed', 'PLN', 30_000, [[8, 'Lampka', 5]]);
  await order('2026-03-22T22:59:59Z', 'sent', 'PLN', 70_000, [[8, 'Lampka', 1]]);
  // 23:59 on 27 February: a day before the 30 days begin.
  await order('2026-02-27T22:59:00Z', 'completed', 'PLN', 99_900, [[8, 'Lampka', 1]]);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await payments?.stop();
});

const sales = (period: string, adminType: AdminType = 'sales_employee') =>
  shop.call('GET', `/api/admin/dashboard/sales?period=${period}`, { identity: staff(adminType) });
const pln = (amount: number) => ({ amount, currency: 'PLN' });

describe('GET /api/admin/dashboard/sales', () => {
  it('counts today from midnight in Warsaw, without cancelled orders in revenue', async () => {
    const { status, body, headers } = await sales('today');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      period: 'today',
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T10:00:00.000Z',
      revenue: pln(100_000),
      orders: 1,
      averageBasket: pln(100_000),
      byStatus: [
        { status: 'cancelled', count: 1 },
        { status: 'new', count: 1 },
      ],
      rates: [],
      days: [{ day: '2026-03-29', revenue: pln(100_000), orders: 1 }],
    });
  });

  it('converts euro orders at the payments rate, in whole grosze, and fills days without orders', async () => {
    const { body } = await sales('7d');
    expect(body.from).toBe('2026-03-22T23:00:00.000Z');
    // 100 000 + 100 € × 4.2431 (42 431) + 30 000
    expect(body.revenue).toEqual(pln(172_431));
    expect(body.orders).toBe(3);
    expect(body.averageBasket).toEqual(pln(57_477));
    expect(body.byCurrency).toEqual([
      { currency: 'EUR', amount: 10_000, orders: 1 },
      { currency: 'PLN', amount: 130_000, orders: 2 },
    ]);
    expect(body.rates).toEqual([{ currency: 'EUR', ratePln: '4.243100', effectiveAt: '2026-03-27T11:45:00.000Z' }]);
    expect(body.days.map((d: { day: string; revenue: { amount: number } }) => [d.day, d.revenue.amount])).toEqual([
      ['2026-03-23', 30_000],
      ['2026-03-24', 0],
      ['2026-03-25', 0],
      ['2026-03-26', 0],
      ['2026-03-27', 0],
      ['2026-03-28', 42_431],
      ['2026-03-29', 100_000],
    ]);
  });

  it('names the best sellers by quantity and by revenue, each product once across currencies', async () => {
    const { body } = await sales('7d');
    expect(body.topProducts.byQuantity).toEqual([
      { productId: 8, name: 'Lampka', quantity: 5, revenue: pln(30_000) },
      { productId: 7, name: 'Rower Żółw', quantity: 3, revenue: pln(142_431) },
    ]);
    expect(body.topProducts.byRevenue.map((p: { productId: number }) => p.productId)).toEqual([7, 8]);
  });

  it('takes 30 days back to the first midnight and no further', async () => {
    const { body } = await sales('30d');
    expect(body.from).toBe('2026-02-27T23:00:00.000Z');
    expect(body.days).toHaveLength(30);
    expect(body.days[0].day).toBe('2026-02-28');
    expect(body.revenue).toEqual(pln(242_431));
    expect(body.orders).toBe(4);
  });

  it('answers every type holding orders.list, refuses a type without it and a missing staff session', async () => {
    expect((await sales('7d', 'warehouse_employee')).status).toBe(200);
    const refused = await sales('7d', 'marketing_employee');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await shop.call('GET', '/api/admin/dashboard/sales?period=7d', { identity: null })).status).toBe(401);
  });

  it('refuses an unknown period and an unknown parameter', async () => {
    const unknown = await sales('year');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['period']);
    const extra = await shop.call('GET', '/api/admin/dashboard/sales?period=7d&currency=EUR', {
      identity: staff('admin'),
    });
    expect(extra.status).toBe(400);
  });
});
