import { randomBytes, randomUUID } from 'node:crypto';
import { type EventEnvelope, WithdrawalReceived } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { outbox } from '@shop/service-kit/db';
import { createLocalBus } from '@shop/service-kit/events';
import {
  createTestDatabase,
  type ManualClock,
  manualClock,
  postgresAvailable,
  startTestService,
  type TestService,
} from '@shop/service-kit/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orderItems, orders, withdrawalLines, withdrawals } from '../db/schema';
import { type OrdersContext, ordersService } from '../service';
import { guestShopper } from './checkout.test-support';

// The consumer's withdrawal function (issue 27) on PostgreSQL where there is one: a guest withdraws from two
// of three items of a delivered order in two steps; the period counts from delivery across Christmas and a
// month end; a wrong e-mail and an unknown number read alike; excluded goods and a past period are refused
// with why and nothing written; a statement sent twice, or twice at once, is one withdrawal.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let clock: ManualClock;
let shop: TestService<typeof schema, OrdersContext>;
const guest = guestShopper();

beforeAll(async () => {
  if (available) database = await createTestDatabase('shop_test_withdrawals');
  // Sunday 20 Dec 2026, noon in Warsaw.
  clock = manualClock(new Date('2026-12-20T11:00:00Z'));
  shop = await startTestService(ordersService, {
    bus: createLocalBus({ log: createLogger('bus', 'silent') }),
    databaseUrl: database?.url,
    clock,
    env: { PAYMENTS_URL: 'http://127.0.0.1:1', RESERVATION_SWEEP_SECONDS: '3600' },
  });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await database?.drop();
});

interface OrderSetup {
  deliveredAt: Date | null;
  customerType?: 'retail' | 'b2b';
  engraved?: boolean;
}

/** A paid courier order of three lines (the first engraved, if asked), delivered when given. */
async function anOrder({ deliveredAt, customerType = 'retail', engraved = false }: OrderSetup) {
  const id = randomUUID();
  const number = `ZF/2026/W${randomBytes(4).toString('hex').toUpperCase()}`;
  const email = `anna.${randomBytes(3).toString('hex')}@example.com`;
  await shop.context.db.insert(orders).values({
    id,
    number,
    customerType,
    type: 'STANDARD',
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    currency: 'PLN',
    token: randomBytes(24).toString('base64url'),
    email,
    status: deliveredAt ? 'completed' : 'sent',
    paymentStatus: 'paid',
    totalAmount: 600_00,
    itemsAmount: 600_00,
    netAmount: 487_80,
    vatAmount: 112_20,
    deliveredAt,
    createdAt: new Date('2026-11-20T10:00:00Z'),
  } as never);
  const engraving = {
    optionId: 7,
    code: 'engraving',
    name: 'Grawer na ramie',
    kind: 'CUSTOM' as const,
    display: 'text',
    value: 'ANNA',
    text: 'ANNA',
    priceDelta: null,
  };
  const items = await shop.context.db
    .insert(orderItems)
    .values(
      ['Zefir Miejski', 'Kask Zefir', 'Zamek U'].map((name, position) => ({
        orderId: id,
        position,
        productId: 100 + position,
        variantId: 1000 + position,
        sku: `SKU-${position}`,
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        options: engraved && position === 0 ? [engraving] : [],
        quantity: position === 1 ? 2 : 1,
        unitGross: 200_00,
        unitNet: 162_60,
        vatRate: 23,
        lineGross: 200_00,
      })),
    )
    .returning();
  const identity = { name: 'Anna Nowak', orderNumber: number, email: email.toUpperCase() };
  return { id, number, email, identity, items: items.sort((a, b) => a.position - b.position) };
}

const post = (path: string, body: unknown) => shop.call('POST', path, { identity: guest, body });
const statementsOf = (orderId: string) =>
  shop.context.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
const eventsOf = async (orderId: string) =>
  (await shop.context.db.select().from(outbox).where(eq(outbox.type, WithdrawalReceived.type)))
    .map((row) => (row.envelope as EventEnvelope<{ orderId: string; lines: unknown[]; receivedAt: string }>).data)
    .filter((data) => data.orderId === orderId);

describe('a guest withdraws in two steps', () => {
  it('sees the lines and the last day (delivered 10 Dec: 24 Dec + 14 falls on Christmas, so Monday 28 Dec)', async () => {
    const order = await anOrder({ deliveredAt: new Date('2026-12-10T13:00:00Z') });
    const check = await post('/api/withdrawals/check', order.identity);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ orderNumber: order.number, periodEndsOn: '2026-12-28' });
    expect(check.body.lines.map((l: { available: number }) => l.available)).toEqual([1, 2, 1]);
    expect(await statementsOf(order.id)).toHaveLength(0);

    const lines = [
      { itemId: order.items[0]!.id, quantity: 1 },
      { itemId: order.items[1]!.id, quantity: 2 },
    ];
    const confirmed = await post('/api/withdrawals', { ...order.identity, items: lines });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      orderNumber: order.number,
      name: 'Anna Nowak',
      receivedAt: '2026-12-20T11:00:00.000Z',
      periodEndsOn: '2026-12-28',
      lines: [
        { name: 'Zefir Miejski', quantity: 1 },
        { name: 'Kask Zefir', quantity: 2 },
      ],
    });
    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ email: order.email, receivedAt: '2026-12-20T11:00:00.000Z' });

    // Sent again: the first statement answers, nothing more is written.
    const again = await post('/api/withdrawals', { ...order.identity, items: lines });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(confirmed.body.id);
    expect(await statementsOf(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);

    // The third item stays open; a line already withdrawn cannot be named again.
    const after = await post('/api/withdrawals/check', order.identity);
    expect(after.body.lines.map((l: { available: number }) => l.available)).toEqual([0, 0, 1]);
    const twice = await post('/api/withdrawals', {
      ...order.identity,
      items: [{ itemId: lines[0]!.itemId, quantity: 1 }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields['items.0.quantity']).toBeTruthy();
  });

  it('answers a wrong e-mail exactly as an unknown order number, and writes nothing', async () => {
    const order = await anOrder({ deliveredAt: new Date('2026-12-15T10:00:00Z') });
    const wrongEmail = await post('/api/withdrawals', { ...order.identity, email: 'someone@example.com' });
    const noOrder = await post('/api/withdrawals', { ...order.identity, orderNumber: 'ZF/2026/999999' });
    expect(wrongEmail.status).toBe(422);
    expect(noOrder.status).toBe(wrongEmail.status);
    expect(noOrder.body).toEqual(wrongEmail.body);
    expect(await statementsOf(order.id)).toHaveLength(0);
  });

  it('says when the period ended (delivered 25 Nov: Wednesday 9 Dec, across the month end)', async () => {
    const order = await anOrder({ deliveredAt: new Date('2026-11-25T09:00:00Z') });
    const late = await post('/api/withdrawals', order.identity);
    expect(late.status).toBe(422);
    expect(late.body.error.message).toContain('09.12.2026');
    expect((await post('/api/withdrawals/check', order.identity)).body.error.message).toContain('09.12.2026');
    expect(await statementsOf(order.id)).toHaveLength(0);
  });

  it('lets a statement be made before the goods arrive, the period not yet started', async () => {
    const order = await anOrder({ deliveredAt: null });
    const check = await post('/api/withdrawals/check', order.identity);
    expect(check.body.periodEndsOn).toBeNull();
  });

  it('refuses an engraved bike with why, and a dealer’s order, writing nothing', async () => {
    const order = await anOrder({ deliveredAt: new Date('2026-12-15T10:00:00Z'), engraved: true });
    const check = await post('/api/withdrawals/check', order.identity);
    expect(check.body.lines[0]).toMatchObject({ exclusion: 'custom_made', available: 0 });
    const named = await post('/api/withdrawals', {
      ...order.identity,
      items: [{ itemId: order.items[0]!.id, quantity: 1 }],
    });
    expect(named.status).toBe(400);
    expect(named.body.error.fields['items.0']).toMatch(/specyfikacji|specification/);
    expect(await statementsOf(order.id)).toHaveLength(0);

    const dealer = await anOrder({ deliveredAt: new Date('2026-12-15T10:00:00Z'), customerType: 'b2b' });
    const refused = await post('/api/withdrawals/check', dealer.identity);
    expect(refused.status).toBe(422);
    expect(await statementsOf(dealer.id)).toHaveLength(0);
  });
});

describe('statements at once', () => {
  it('takes two identical statements sent together as one withdrawal', async () => {
    const order = await anOrder({ deliveredAt: new Date('2026-12-15T10:00:00Z') });
    const items = [{ itemId: order.items[2]!.id, quantity: 1 }];
    const [a, b] = await Promise.all([
      post('/api/withdrawals', { ...order.identity, items }),
      post('/api/withdrawals', { ...order.identity, items }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await statementsOf(order.id)).toHaveLength(1);
  });

  it('takes two statements of the whole order sent together as one, every piece withdrawn once', async () => {
    const order = await anOrder({ deliveredAt: new Date('2026-12-15T10:00:00Z') });
    const [a, b] = await Promise.all([
      post('/api/withdrawals', order.identity),
      post('/api/withdrawals', order.identity),
    ]);
    expect(a.body.id).toBe(b.body.id);
    const rows = await statementsOf(order.id);
    expect(rows).toHaveLength(1);
    const lines = await shop.context.db
      .select()
      .from(withdrawalLines)
      .where(
        inArray(
          withdrawalLines.withdrawalId,
          rows.map((row) => row.id),
        ),
      );
    expect(lines.map((line) => line.quantity).sort()).toEqual([1, 1, 2]);
  });
});
