import { randomUUID } from 'node:crypto';
import { type EventData, type GiftCardIssued, type Identity, translate } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { createTestDatabase, postgresAvailable, staffIdentity, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogSchema from '../../../catalog/src/db/schema';
import * as paymentsSchema from '../../../payments/src/db/schema';
import { giftCards, giftCardUses, invoices, orders, promoCodes } from '../db/schema';
import { giveGiftCardsBack } from '../domain/gift-cards/order-gift-cards';
import { lockOrder } from '../domain/orders/order-changes';
import { applyPaymentFailed, applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from './checkout.test-support';

// Gift cards on PostgreSQL (issue 24, docs/decisions/gift-cards.md): a card bought and paid is issued with a
// code; the code pays part or all of a later order in the order's own transaction; two orders racing for a
// card's last balance — one gets it; a cancelled order gives its spend back once.

const available = await postgresAvailable();
const GIFT_CARD_PRODUCT = 1905;
const en = { 'x-language': 'en', 'x-currency': 'PLN' };
const pl = { 'x-language': 'pl', 'x-currency': 'PLN' };
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let shop: CheckoutShop;
let product: StockedProduct;
let giftCardLine: StockedProduct;
let productPrice = 0;

beforeAll(async () => {
  if (!available) return;
  databases = await Promise.all([createTestDatabase('shop_test_catalog'), createTestDatabase('shop_test_orders')]);
  const [catalog, ordersDb] = databases;
  shop = await startCheckoutShop({ databases: { catalog: catalog!.url, orders: ordersDb!.url } });
  product = await stockedProduct(shop.catalog, 200);
  const [variant] = await shop.catalog.context.db
    .select({ variantId: catalogSchema.variants.id })
    .from(catalogSchema.variants)
    .where(and(eq(catalogSchema.variants.productId, GIFT_CARD_PRODUCT), eq(catalogSchema.variants.isDefault, true)));
  giftCardLine = { productId: GIFT_CARD_PRODUCT, variantId: variant!.variantId };
  const cart = await fillCart(shop.orders, guestShopper(), product, 1);
  productPrice = cart.items[0].unitPrice.amount;
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await Promise.all(databases.map((database) => database.drop()));
});

const checkout = (identity: Identity, body: Record<string, unknown> = {}, headers: Record<string, string> = en) =>
  shop.orders.call('POST', '/api/cart/checkout', { identity, body: checkoutBody(body), headers });

/** The payments service's "paid" for the order, handled as the consumer does. */
async function paid(orderId: string, amount: number) {
  await shop.orders.context.transaction((tx) =>
    applyPaymentSucceeded(shop.orders.context, tx, {
      orderId,
      transactionId: randomUUID(),
      method: 'online_tpay',
      amount: { amount, currency: 'PLN' },
    }),
  );
}

/** The codes issued for an order, read from the events recorded for notifications. */
async function issuedCodes(orderNumber: string): Promise<Array<EventData<typeof GiftCardIssued>>> {
  const rows = await shop.orders.context.db.select().from(outbox).where(eq(outbox.type, 'gift-card-issued'));
  return rows
    .map((row) => (row.envelope as { data: EventData<typeof GiftCardIssued> }).data)
    .filter((data) => data.orderNumber === orderNumber);
}

/** Buys `quantity` gift cards as a guest and pays for them: their codes. */
async function boughtCards(quantity = 1) {
  const buyer = guestShopper();
  await fillCart(shop.orders, buyer, giftCardLine, quantity);
  // Nothing is shipped: no delivery method (docs/decisions/downloads.md).
  const placed = await checkout(buyer, {
    paymentMethod: 'online_tpay',
    deliveryMethod: 'NONE',
    email: 'kupujaca@example.com',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.order;
  expect(await issuedCodes(order.number)).toHaveLength(0);
  await paid(order.id, order.totals.total.amount);
  return { order, issued: await issuedCodes(order.number) };
}

const cardOf = async (code: string) =>
  (
    await shop.orders.context.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeTail, code.slice(-4)))
  )[0]!;

describe.skipIf(!available)('gift cards on PostgreSQL', () => {
  it('a paid order issues one card per unit: a code, its value, valid 12 months, the code itself never stored', async () => {
    const { order, issued } = await boughtCards(2);
    expect(issued).toHaveLength(2);
    const [first] = issued;
    expect(first).toMatchObject({
      value: { amount: 50_000, currency: 'PLN' },
      recipientEmail: 'kupujaca@example.com',
      buyerEmail: 'kupujaca@example.com',
      language: 'en',
    });
    expect(first!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(new Set(issued.map((card) => card.code)).size).toBe(2);
    const months = (Date.parse(first!.expiresAt) - Date.now()) / (30.4 * 24 * 3_600_000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    const rows = await shop.orders.context.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    expect(rows.map((row) => row.state)).toEqual(['active', 'active']);
    expect(JSON.stringify(rows)).not.toContain(first!.code);

    // The payment's event coming again issues nothing more.
    await paid(order.id, order.totals.total.amount);
    expect(await issuedCodes(order.number)).toHaveLength(2);
  });

  it('pays part of an order (the payment asks for the rest) and all of another (paid at once)', async () => {
    const { issued } = await boughtCards();
    const code = issued[0]!.code;
    const part = Math.floor(productPrice / 2);
    await shop.orders.context.db
      .update(giftCards)
      .set({ balance: part })
      .where(eq(giftCards.codeTail, code.slice(-4)));
    const shopper = customer();
    await fillCart(shop.orders, shopper, product, 1);
    // Typed as printed, in lower case with hyphens: the same card.
    const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    const placed = await checkout(shopper, { giftCardCode: typed, paymentMethod: 'online_tpay' });
    expect(placed.status).toBe(201);
    expect(placed.body.order.paymentStatus).toBe('unpaid');
    expect((await cardOf(code)).balance).toBe(0);
    const orderId = placed.body.order.id as string;
    const started = await shop.orders.call('GET', `/api/orders/payment/${orderId}`, { identity: shopper });
    expect(started.status).toBe(200);
    const [attempt] = await shop.payments.context.db
      .select()
      .from(paymentsSchema.transactions)
      .where(eq(paymentsSchema.transactions.orderId, orderId));
    expect(attempt?.amount).toBe(placed.body.order.totals.total.amount - part);
    // The order's page says what the card paid.
    const page = await shop.orders.call('GET', `/api/orders/${orderId}`, { identity: shopper });
    expect(page.body.order.totals.giftCard).toEqual({ amount: part, currency: 'PLN' });
    const staffView = await shop.orders.call('GET', `/api/admin/orders/${orderId}`, {
      identity: staffIdentity('sales_employee'),
    });
    expect(staffView.body.totals.giftCard).toEqual({ amount: part, currency: 'PLN' });
    // The confirmation e-mail's event says so too.
    const created = (await shop.orders.context.db.select().from(outbox).where(eq(outbox.type, 'order-created')))
      .map((row) => (row.envelope as { data: { orderId: string; giftCard?: unknown } }).data)
      .find((data) => data.orderId === orderId);
    expect(created?.giftCard).toEqual({ amount: part, currency: 'PLN' });

    // A second card worth more than the order pays it all: paid at once, no provider asked.
    const second = (await boughtCards()).issued[0]!.code;
    const other = customer();
    await fillCart(shop.orders, other, product, 1);
    const whole = await checkout(other, { giftCardCode: second, paymentMethod: 'online_tpay' });
    expect(whole.status).toBe(201);
    expect(whole.body.order).toMatchObject({ paymentStatus: 'paid', status: 'in_progress' });
    expect((await cardOf(second)).balance).toBe(50_000 - whole.body.order.totals.total.amount);
  });

  it('two orders spending one card’s last balance at once: one gets it, the other is told the card is empty', async () => {
    const { issued } = await boughtCards();
    const code = issued[0]!.code;
    const card = await cardOf(code);
    const last = Math.max(1, Math.floor(productPrice / 3));
    await shop.orders.context.db.update(giftCards).set({ balance: last }).where(eq(giftCards.id, card.id));
    const shoppers = [guestShopper(), guestShopper()];
    for (const shopper of shoppers) await fillCart(shop.orders, shopper, product, 1);

    const answers = await Promise.all(shoppers.map((shopper) => checkout(shopper, { giftCardCode: code })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(refused.body.error).toMatchObject({
      code: 'business_rule',
      fields: { giftCardCode: 'This gift card has been used up' },
    });
    expect((await cardOf(code)).balance).toBe(0);
    const uses = await shop.orders.context.db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ kind: 'spend', amount: last });
    // The refused shopper's cart is as it was: the order was never written.
    const cart = await shop.orders.call('GET', '/api/cart', {
      identity: answers[0]!.status === 422 ? shoppers[0]! : shoppers[1]!,
    });
    expect(cart.body.items).toHaveLength(1);
  });

  it('a cancelled order gives the spend back once, however often it is asked', async () => {
    const { issued } = await boughtCards();
    const code = issued[0]!.code;
    // The card pays part: the rest waits for a transfer, so the customer may still cancel.
    const part = Math.floor(productPrice / 2);
    await shop.orders.context.db
      .update(giftCards)
      .set({ balance: part })
      .where(eq(giftCards.codeTail, code.slice(-4)));
    const shopper = customer();
    await fillCart(shop.orders, shopper, product, 1);
    const placed = await checkout(shopper, { giftCardCode: code, paymentMethod: 'transfer' });
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as string;
    expect((await cardOf(code)).balance).toBe(0);

    const cancels = await Promise.all(
      [1, 2].map(() => shop.orders.call('DELETE', `/api/orders/${orderId}`, { identity: shopper, headers: en })),
    );
    expect(cancels.map((answer) => answer.status)).toContain(200);
    expect((await cardOf(code)).balance).toBe(part);
    // Asked again (a redelivered event, staff): nothing more comes back.
    await shop.orders.context.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      await giveGiftCardsBack(tx, orderId, new Date());
    });
    expect((await cardOf(code)).balance).toBe(part);
    const uses = await shop.orders.context.db.select().from(giftCardUses).where(eq(giftCardUses.orderId, orderId));
    expect(uses.map((use) => use.kind).sort()).toEqual(['return', 'spend']);
    const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('cancelled');
  });

  it('a final payment refusal (an installment bank said no) cancels the order and gives the spend back', async () => {
    const { issued } = await boughtCards();
    const code = issued[0]!.code;
    const shopper = customer();
    await fillCart(shop.orders, shopper, product, 1);
    const part = Math.floor(productPrice / 2);
    await shop.orders.context.db
      .update(giftCards)
      .set({ balance: part })
      .where(eq(giftCards.codeTail, code.slice(-4)));
    const placed = await checkout(shopper, { giftCardCode: code, paymentMethod: 'online_tpay' });
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as string;
    expect((await cardOf(code)).balance).toBe(0);

    const refused = { orderId, transactionId: randomUUID(), method: 'online_tpay' as const, reason: 'declined' };
    // A retryable failure keeps the order waiting for another attempt, and the card's part spent.
    await shop.orders.context.transaction((tx) =>
      applyPaymentFailed(shop.orders.context, tx, { ...refused, retryable: true }),
    );
    expect((await cardOf(code)).balance).toBe(0);
    await shop.orders.context.transaction((tx) =>
      applyPaymentFailed(shop.orders.context, tx, { ...refused, transactionId: randomUUID(), retryable: false }),
    );
    expect((await cardOf(code)).balance).toBe(part);
    const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('cancelled');
  });

  it('refuses an unknown, expired, voided or foreign-currency card, and a card paying for a gift card', async () => {
    const { issued } = await boughtCards();
    const code = issued[0]!.code;
    const card = await cardOf(code);
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, product, 1);
    const refusal = async (giftCardCode: string, headers = en) => {
      const answer = await checkout(shopper, { giftCardCode }, headers);
      expect(answer.status).toBe(422);
      return answer.body.error.fields.giftCardCode as string;
    };

    expect(await refusal('0000-0000-0000-0000')).toBe('There is no gift card with this code');
    expect(await refusal('0000-0000-0000-0000', pl)).toBe('Nie ma karty podarunkowej o takim kodzie');

    const db = shop.orders.context.db;
    const expired = new Date(Date.now() - 60_000);
    await db.update(giftCards).set({ expiresAt: expired }).where(eq(giftCards.id, card.id));
    expect(await refusal(code)).toBe(
      translate('gift_card.expired', 'en', { date: expired.toISOString().slice(0, 10) }),
    );
    await db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() + 86_400_000), currency: 'EUR' })
      .where(eq(giftCards.id, card.id));
    expect(await refusal(code)).toBe('This gift card pays only for orders in EUR');
    await db.update(giftCards).set({ currency: 'PLN', state: 'voided' }).where(eq(giftCards.id, card.id));
    expect(await refusal(code, pl)).toBe('Ta karta podarunkowa została unieważniona');
    await db.update(giftCards).set({ state: 'active' }).where(eq(giftCards.id, card.id));

    await fillCart(shop.orders, shopper, giftCardLine, 1);
    expect(await refusal(code)).toBe('A gift card cannot pay for another gift card');
    expect((await cardOf(code)).balance).toBe(50_000);
  });

  it('locks out an address that types wrong codes at checkout too, before anything is reserved', async () => {
    const { issued } = await boughtCards();
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, product, 1);
    const from = { ...en, 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 5; i++) {
      const wrong = await checkout(shopper, { giftCardCode: `${'1'.repeat(15)}${i}` }, from);
      expect(wrong.status).toBe(422);
    }
    const locked = await checkout(shopper, { giftCardCode: issued[0]!.code }, from);
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('Too many attempts. Try again in 15 min.');
    // The same shopper without a card, or from another address, still orders.
    expect(
      (await checkout(shopper, { giftCardCode: issued[0]!.code }, { ...en, 'x-forwarded-for': '203.0.113.98' })).status,
    ).toBe(201);
  });

  it('no promo code lowers a gift card, and the paid order’s VAT invoice leaves the card out', async () => {
    await shop.orders.context.db
      .insert(promoCodes)
      .values({ code: 'DZIESIEC', kind: 'percent', value: 10, currency: null, usageLimit: 100 });
    const buyer = customer();
    await fillCart(shop.orders, buyer, product, 1);
    await fillCart(shop.orders, buyer, giftCardLine, 1);
    const cart = await shop.orders.call('POST', '/api/cart', { identity: buyer, body: { promoCode: 'dziesiec' } });
    const cardLine = cart.body.items.find((item: { productId: number }) => item.productId === GIFT_CARD_PRODUCT);
    // 10 % of the product alone: the card's value is not a price to discount.
    const tenth = Math.floor((productPrice + 5) / 10);
    expect(cart.body.promoCode).toMatchObject({ code: 'DZIESIEC', discount: { amount: tenth } });
    expect(cart.body.totals.total.amount).toBe(
      productPrice - tenth + cardLine.lineTotal.amount + cart.body.totals.delivery.amount,
    );

    const placed = await checkout(buyer, { invoice: { buyer: 'consumer' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    await paid(order.id, order.totals.total.amount);
    // The invoices room issues it from the order's "paid" event.
    const invoiceOf = async () =>
      (await shop.orders.context.db.select().from(invoices).where(eq(invoices.orderId, order.id)))[0];
    await until(async () => (await invoiceOf()) !== undefined, 30_000, 'the paid order’s invoice');
    const productLine = cart.body.items.find((item: { productId: number }) => item.productId === product.productId);
    // Its goods are the product alone (and the delivery, a line without a SKU).
    expect((await invoiceOf())!.lines.flatMap((line) => line.sku ?? [])).toEqual([productLine.sku]);
  });

  it('checks the code’s shape at the field (400), before any card is looked up', async () => {
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, product, 1);
    for (const giftCardCode of ['ABC', 'IIII-LLLL-OOOO-UUUU', 'x'.repeat(41), 12]) {
      const answer = await checkout(shopper, { giftCardCode }, pl);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toHaveProperty('giftCardCode');
    }
  });
});

describe.skipIf(!available)('the balance check', () => {
  const check = (code: string, address: string) =>
    shop.orders.call('POST', '/api/gift-cards/balance', {
      identity: guestShopper(),
      body: { code },
      headers: { ...en, 'x-forwarded-for': address },
    });

  it('answers a card’s balance and expiry; refuses a bad shape with a field error', async () => {
    const { issued } = await boughtCards();
    const answer = await check(issued[0]!.code, '203.0.113.1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      codeTail: issued[0]!.code.slice(-4),
      balance: { amount: 50_000, currency: 'PLN' },
      usable: true,
      state: 'active',
    });
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const bad = await check('12', '203.0.113.1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.code).toBe('Enter the gift card code as printed: 16 letters and digits');
  });

  it('locks an address out after five wrong codes, even for a right one; another address still checks', async () => {
    const { issued } = await boughtCards();
    const guesser = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await check(`${'0'.repeat(15)}${i}`, guesser)).status).toBe(404);
    const locked = await check(issued[0]!.code, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('Too many attempts. Try again in 15 min.');
    expect((await check(issued[0]!.code, '198.51.100.8')).status).toBe(200);
  });

  it('answers one card at most ten times an hour, whoever asks', async () => {
    const { issued } = await boughtCards();
    for (let i = 0; i < 10; i++) expect((await check(issued[0]!.code, `192.0.2.${i}`)).status).toBe(200);
    expect((await check(issued[0]!.code, '192.0.2.200')).status).toBe(429);
  });
});
