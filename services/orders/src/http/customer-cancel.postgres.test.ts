import { randomUUID } from 'node:crypto';
import { accountsService } from '@shop/accounts';
import { catalogService } from '@shop/catalog';
import type { Identity } from '@shop/contracts';
import { paymentsService } from '@shop/payments';
import { startPaymentSandbox } from '@shop/payments/sandbox';
import { createLogger } from '@shop/service-kit';
import { auditLog } from '@shop/service-kit/db';
import { createLocalBus } from '@shop/service-kit/events';
import {
  createTestDatabase,
  postgresAvailable,
  startTestService,
  type TestService,
  until,
} from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountsSchema from '../../../accounts/src/db/schema';
import * as paymentsSchema from '../../../payments/src/db/schema';
import type * as schema from '../db/schema';
import { orders } from '../db/schema';
import { type OrdersContext, ordersService } from '../service';
import {
  checkoutBody,
  customer,
  fillCart,
  guestShopper,
  type StockedProduct,
  stockedProduct,
  stockOf,
} from './checkout.test-support';

// Issue 23 on PostgreSQL, the whole way: catalog (stock), payments with the Tpay sandbox, orders, one bus. A
// customer's cancel racing the provider's "paid" ends either cancelled with the payment refused, or paid and
// not cancelled — never both; a cancel sent twice at once cancels once and gives the stock back once.

const available = await postgresAvailable();
const bus = createLocalBus({ log: createLogger('bus', 'silent') });
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let catalog: TestService<Record<string, unknown>>;
let accounts: TestService<typeof accountsSchema>;
let payments: TestService<typeof paymentsSchema>;
let shop: TestService<typeof schema, OrdersContext>;
let product: StockedProduct;
const STOCK = 40;
const en = { 'x-language': 'en' };

beforeAll(async () => {
  if (!available) return;
  databases = await Promise.all(
    ['shop_test_catalog', 'shop_test_payments', 'shop_test_orders'].map((name) => createTestDatabase(name)),
  );
  const [catalogDb, paymentsDb, ordersDb] = databases;
  catalog = (await startTestService(catalogService, { seed: true, bus, databaseUrl: catalogDb!.url })) as never;
  // Accounts on its own (PGlite) database: the address book a change of delivery address picks from.
  accounts = (await startTestService(accountsService, { bus })) as never;
  sandbox = await startPaymentSandbox();
  payments = (await startTestService(paymentsService, {
    bus,
    databaseUrl: paymentsDb!.url,
    env: { ...sandbox.env(), PAYMENT_POLL_SECONDS: '0' },
  })) as never;
  shop = await startTestService(ordersService, {
    bus,
    databaseUrl: ordersDb!.url,
    env: {
      CATALOG_URL: catalog.url,
      PAYMENTS_URL: payments.url,
      ACCOUNTS_URL: accounts.url,
      RESERVATION_SWEEP_SECONDS: '3600',
    },
  });
  product = await stockedProduct(catalog as never, STOCK, 5);
}, 240_000);
afterAll(async () => {
  await shop?.stop();
  await payments?.stop();
  await sandbox?.stop();
  await accounts?.stop();
  await catalog?.stop();
  await bus.close();
  await Promise.all(databases.map((database) => database.drop()));
});

const orderRow = async (id: string) => (await shop.context.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A placed order paid online through Tpay, its payment started: the sandbox's transaction id with it. */
async function orderPaidOnline(identity: Identity) {
  await fillCart(shop, identity, product, 1);
  const placed = await shop.call('POST', '/api/cart/checkout', {
    identity,
    body: checkoutBody({ paymentMethod: 'online_tpay' }),
    headers: en,
  });
  expect(placed.status).toBe(201);
  const order = placed.body.order as { id: string; token: string };
  const started = await shop.call('GET', `/api/orders/payment/${order.id}`, { identity });
  expect(started.status).toBe(200);
  const sandboxId = new URL(started.body.payment.action.url).pathname.split('/').pop()!;
  return { ...order, sandboxId };
}

/** The provider's signed "paid" for the attempt, as Tpay sends it; answers what the shop replied. */
async function providerSaysPaid(sandboxId: string) {
  const { body, signature } = sandbox.tpay.notificationOf(sandboxId, 'paid');
  const answer = await payments.call('POST', '/api/payments/tpay/notify', {
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': signature },
  });
  return `${answer.status} ${typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)}`;
}

const cancel = (identity: Identity, id: string) => shop.call('DELETE', `/api/orders/${id}`, { identity, headers: en });

describe.skipIf(!available)('a cancel racing the provider’s “paid”', () => {
  it('cancel first: the order is cancelled, the late “paid” refused and kept for a refund', async () => {
    const anna = customer();
    const stockBefore = await stockOf(catalog as never, product.variantId);
    const order = await orderPaidOnline(anna);
    expect(await stockOf(catalog as never, product.variantId)).toBe(stockBefore - 1);

    const cancelled = await cancel(anna, order.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', cancellable: false });
    expect(await providerSaysPaid(order.sandboxId)).not.toBe('200 TRUE');

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(catalog as never, product.variantId)).toBe(stockBefore);
    const [attempt] = await payments.context.db
      .select()
      .from(paymentsSchema.transactions)
      .where(eq(paymentsSchema.transactions.orderId, order.id));
    expect(attempt).toMatchObject({ result: 'failure', retryable: false });
    const notes = await payments.context.db
      .select()
      .from(paymentsSchema.providerNotifications)
      .where(eq(paymentsSchema.providerNotifications.transactionId, attempt!.id));
    expect(notes.map((note) => note.note)).toContain('paid after the order was cancelled: refund it at the provider');
    // Staff see who cancelled and when.
    const [entry] = await shop.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'cancel')));
    expect(entry).toMatchObject({ staffId: anna.customerId, adminType: 'customer' });
  });

  it('“paid” first: the cancel is refused with the clear error and the order ends paid', async () => {
    const anna = customer();
    const order = await orderPaidOnline(anna);
    expect(await providerSaysPaid(order.sandboxId)).toBe('200 TRUE');

    const refused = await cancel(anna, order.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      'This order can no longer be cancelled: it is paid or already being prepared. Contact us if you need to change it.',
    );
    await until(async () => (await orderRow(order.id)).paymentStatus === 'paid', 10_000, 'the order paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_progress', paymentStatus: 'paid' });
  });

  it('both at once, either arriving first: never cancelled and paid', async () => {
    const stockBefore = await stockOf(catalog as never, product.variantId);
    const runs = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const anna = customer();
        const order = await orderPaidOnline(anna);
        const [cancelAnswer, notifyReply] =
          i % 2 === 0
            ? await Promise.all([cancel(anna, order.id), providerSaysPaid(order.sandboxId)])
            : await Promise.all([providerSaysPaid(order.sandboxId), cancel(anna, order.id)]).then(
                ([reply, answer]) => [answer, reply] as const,
              );
        return { order, cancelled: cancelAnswer.status === 200, paidTaken: notifyReply === '200 TRUE' };
      }),
    );
    for (const run of runs) {
      // Exactly one side won.
      expect(run.cancelled).not.toBe(run.paidTaken);
      if (run.cancelled) {
        expect(await orderRow(run.order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
      } else {
        await until(async () => (await orderRow(run.order.id)).paymentStatus === 'paid', 10_000, 'paid');
        expect((await orderRow(run.order.id)).status).toBe('in_progress');
      }
    }
    const cancelledRuns = runs.filter((run) => run.cancelled).length;
    expect(await stockOf(catalog as never, product.variantId)).toBe(stockBefore - (runs.length - cancelledRuns));
  });
});

describe.skipIf(!available)('cancelling', () => {
  it('twice at once cancels once and gives the stock back once', async () => {
    const guest = guestShopper();
    const stockBefore = await stockOf(catalog as never, product.variantId);
    await fillCart(shop, guest, product, 2);
    const placed = await shop.call('POST', '/api/cart/checkout', {
      identity: guest,
      body: checkoutBody(),
      headers: en,
    });
    const order = placed.body.order as { id: string; token: string };
    expect(await stockOf(catalog as never, product.variantId)).toBe(stockBefore - 2);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        shop.call('DELETE', `/api/orders/status/${order.id}?t=${encodeURIComponent(order.token)}`, { headers: en }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
    expect(await stockOf(catalog as never, product.variantId)).toBe(stockBefore);
    const entries = await shop.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'cancel')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ adminType: 'guest' });
  });

  it("refuses another customer's order and a wrong guest token as not found, changing nothing", async () => {
    const anna = customer();
    await fillCart(shop, anna, product, 1);
    const placed = await shop.call('POST', '/api/cart/checkout', { identity: anna, body: checkoutBody(), headers: en });
    const order = placed.body.order as { id: string; token: string };
    const piotr = customer();
    const others = await cancel(piotr, order.id);
    expect(others.status).toBe(404);
    expect(others.body.error.code).toBe('not_found');
    const forged = await shop.call('DELETE', `/api/orders/status/${order.id}?t=${'x'.repeat(32)}`);
    expect(forged.status).toBe(404);
    expect((await shop.call('DELETE', `/api/orders/${order.id}`)).status).toBe(401);
    expect((await orderRow(order.id)).status).toBe('new');
  });

  it('refuses a paid order in Polish too', async () => {
    const anna = customer();
    await fillCart(shop, anna, product, 1);
    const placed = await shop.call('POST', '/api/cart/checkout', { identity: anna, body: checkoutBody(), headers: en });
    const id = placed.body.order.id as string;
    await shop.context.db.update(orders).set({ status: 'in_progress', paymentStatus: 'paid' }).where(eq(orders.id, id));
    const answer = await shop.call('DELETE', `/api/orders/${id}`, { identity: anna, headers: { 'x-language': 'pl' } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toMatch(/^Tego zamówienia nie można już anulować/);
  });
});

describe.skipIf(!available)('changing a new order', () => {
  it('changes the comment from the version seen; a stale version is 409, a moved order 422', async () => {
    const anna = customer();
    await fillCart(shop, anna, product, 1);
    const placed = await shop.call('POST', '/api/cart/checkout', { identity: anna, body: checkoutBody(), headers: en });
    const { id, version } = placed.body.order as { id: string; version: number };

    const changed = await shop.call('PUT', `/api/orders/${id}`, {
      identity: anna,
      body: { version, comments: 'Proszę dzwonić przed dostawą' },
      headers: en,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.order).toMatchObject({ comments: 'Proszę dzwonić przed dostawą', version: version + 1 });

    const stale = await shop.call('PUT', `/api/orders/${id}`, {
      identity: anna,
      body: { version, comments: 'Inny komentarz' },
      headers: en,
    });
    expect(stale.status).toBe(409);
    const unknownField = await shop.call('PUT', `/api/orders/${id}`, {
      identity: anna,
      body: { version: version + 1, total: 1 },
      headers: en,
    });
    expect(unknownField.status).toBe(400);
    const others = await shop.call('PUT', `/api/orders/${id}`, {
      identity: customer(),
      body: { version: version + 1, comments: 'x' },
      headers: en,
    });
    expect(others.status).toBe(404);
    const someoneElsesAddress = await shop.call('PUT', `/api/orders/${id}`, {
      identity: anna,
      body: { version: version + 1, deliveryAddressId: randomUUID() },
      headers: en,
    });
    expect(someoneElsesAddress.status).toBe(400);
    expect(someoneElsesAddress.body.error.fields).toEqual({
      deliveryAddressId: 'Choose one of the addresses from your address book',
    });
    await shop.context.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, id));
    const moved = await shop.call('PUT', `/api/orders/${id}`, {
      identity: anna,
      body: { version: version + 1, comments: 'Za późno' },
      headers: en,
    });
    expect(moved.status).toBe(422);
    expect(moved.body.error.message).toBe('This order can no longer be changed: it is already being prepared.');
    expect((await orderRow(id)).comments).toBe('Proszę dzwonić przed dostawą');
  });
});

describe.skipIf(!available)('changing the delivery address', () => {
  it('copies one of the customer’s saved addresses into the order', async () => {
    const [saved] = await accounts.context.db
      .insert(accountsSchema.customers)
      .values({ type: 'retail', email: `anna.${randomUUID()}@example.com` })
      .returning();
    const [office] = await accounts.context.db
      .insert(accountsSchema.addresses)
      .values({
        customerId: saved!.id,
        alias: 'Biuro',
        firstName: 'Anna',
        lastName: 'Nowak',
        street: 'Prosta 2',
        zipCode: '00-001',
        city: 'Warszawa',
        country: 'PL',
      })
      .returning();
    const anna = customer(saved!.id as ReturnType<typeof randomUUID>);
    await fillCart(shop, anna, product, 1);
    const placed = await shop.call('POST', '/api/cart/checkout', { identity: anna, body: checkoutBody(), headers: en });
    const { id, version } = placed.body.order as { id: string; version: number };
    const changed = await shop.call('PUT', `/api/orders/${id}`, {
      identity: anna,
      body: { version, deliveryAddressId: office!.id },
      headers: en,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.order.delivery).toMatchObject({ street: 'Prosta 2', city: 'Warszawa', zipCode: '00-001' });
    expect(changed.body.order.billing).toMatchObject({ street: 'ul. Długa 5/3' });
    const [entry] = await shop.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({ staffId: saved!.id, adminType: 'customer' });
  });
});
