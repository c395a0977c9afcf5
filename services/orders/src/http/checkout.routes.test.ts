import { randomUUID } from 'node:crypto';
import { checkoutRequestFor, OrderCreated } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders } from '../db/schema';
import { CATALOG_LINE_TTL_MS } from '../domain/cart/catalog-lines';
import { checkoutCartOf } from '../domain/checkout/checkout-cart';
import { type CheckoutCart, placeOrder } from '../domain/checkout/place-order';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  guestShopper,
  type StockedProduct,
  setStock,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from './checkout.test-support';

let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 50);
});
afterAll(() => shop?.stop());

const en = { 'x-language': 'en' };
const checkout = (identity: ReturnType<typeof guestShopper>, body: unknown, headers: Record<string, string> = {}) =>
  shop.orders.call('POST', '/api/cart/checkout', { identity, body, headers });

describe('POST /api/cart/checkout', () => {
  it('places a guest order: stock reserved, cart emptied, order-created with the referral code', async () => {
    const anna = guestShopper();
    await fillCart(shop.orders, anna, product, 2);
    const before = await stockOf(shop.catalog, product.variantId);

    const answer = await checkout(anna, checkoutBody(), { 'x-shop-referral': 'PARTNER-7' });

    expect(answer.status).toBe(201);
    const { order } = answer.body;
    expect(order).toMatchObject({
      type: 'STANDARD',
      status: 'new',
      paymentStatus: 'unpaid',
      paymentMethod: 'transfer',
      deliveryMethod: 'COURIER',
      email: 'anna.nowak@example.com',
      language: 'pl',
      payable: true,
      billing: { firstName: 'Anna', lastName: 'Nowak', city: 'Kraków', country: 'PL', companyName: null },
      delivery: { firstName: 'Anna', street: 'ul. Długa 5/3', phone: '+48 600 100 200' },
    });
    expect(order.number).toMatch(/^ZF\/\d{4}\/\d{6}$/);
    expect(order.token.length).toBeGreaterThanOrEqual(32);
    expect(order.paymentPath).toBe(`/api/orders/payment/${order.id}?t=${order.token}`);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: product.productId, variantId: product.variantId, quantity: 2 });
    expect(order.items[0].lineTotal.amount).toBe(order.items[0].unitPrice.amount * 2);
    expect(order.totals.total.amount).toBe(
      order.totals.items.amount - order.totals.discount.amount + order.totals.delivery.amount,
    );
    expect(order.total).toEqual(order.totals.total);

    expect(await stockOf(shop.catalog, product.variantId)).toBe(before - 2);
    const cart = await shop.orders.call('GET', '/api/cart', { identity: anna });
    expect(cart.body.items).toEqual([]);

    const [row] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.referralCode).toBe('PARTNER-7');
    const events = await shop.orders.context.db.select().from(outbox).where(eq(outbox.type, OrderCreated.type));
    const created = events.map((e) => (e.envelope as { data: { orderId: string } }).data);
    expect(created).toContainEqual(
      expect.objectContaining({
        orderId: order.id,
        number: order.number,
        referralCode: 'PARTNER-7',
        customerId: null,
        path: `/pl/zamowienie/${order.id}/${order.token}`,
        items: [expect.objectContaining({ quantity: 2 })],
      }),
    );
  });

  it('keeps a signed-in customer as the owner and sends an English shopper to the English page', async () => {
    const piotr = customer();
    await fillCart(shop.orders, piotr, product, 1);
    const delivery = {
      firstName: 'Piotr',
      lastName: 'Wiśniewski',
      street: 'ul. Krótka 1',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
    };
    const answer = await checkout(piotr, checkoutBody({ delivery, comments: 'Proszę dzwonić przed dostawą' }), en);
    expect(answer.status).toBe(201);
    expect(answer.body.order).toMatchObject({
      language: 'en',
      delivery: { city: 'Warszawa', phone: '+48 600 100 200' },
    });
    expect(answer.body.order.comments).toBe('Proszę dzwonić przed dostawą');
    const [row] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, answer.body.order.id));
    expect(row?.customerId).toBe(piotr.customerId);
    const mine = await shop.orders.call('GET', '/api/orders', { identity: piotr });
    expect(mine.body.items.map((o: { id: string }) => o.id)).toEqual([answer.body.order.id]);
  });

  it('makes a new cart from an old order with what can still be bought (COPY)', async () => {
    const ewa = customer();
    const scarce = await stockedProduct(shop.catalog, 5, 3);
    await fillCart(shop.orders, ewa, product, 2);
    await fillCart(shop.orders, ewa, scarce, 3);
    const placed = await checkout(ewa, checkoutBody());
    expect(placed.status).toBe(201);
    await setStock(shop.catalog, scarce.variantId, 1);
    shop.clock.advance(CATALOG_LINE_TTL_MS); // the cart's catalogue answers expire

    const copy = await shop.orders.call('COPY', `/api/orders/${placed.body.order.id}`, { identity: ewa });
    expect(copy.status).toBe(200);
    const lines = copy.body.cart.items.map((i: { variantId: number; quantity: number }) => [i.variantId, i.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [product.variantId, 2],
        [scarce.variantId, 1],
      ]),
    );
    expect(copy.body.notCopied).toEqual([
      expect.objectContaining({ variantId: scarce.variantId, quantity: 2, reason: 'insufficient' }),
    ]);
    expect(copy.body.notCopied[0].name).toBe(placed.body.order.items[1].name);
  });

  it('holds online and card orders as reserved until they are paid', async () => {
    const ola = guestShopper();
    await fillCart(shop.orders, ola, product, 1);
    const answer = await checkout(ola, checkoutBody({ paymentMethod: 'online_tpay' }));
    expect(answer.status).toBe(201);
    expect(answer.body.order).toMatchObject({ status: 'reserved', paymentStatus: 'unpaid', payable: true });
  });

  describe('refuses bad input with the messages of SPEC §5', () => {
    const refused = async (body: unknown, lang: Record<string, string> = en) => {
      const shopper = guestShopper();
      await fillCart(shop.orders, shopper, product, 1);
      const answer = await checkout(shopper, body, lang);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      return answer.body.error.fields as Record<string, string>;
    };

    it('required fields', async () => {
      const fields = await refused({
        idempotencyKey: randomUUID(),
        billing: {
          type: 'person',
          firstName: '',
          lastName: 'Nowak',
          street: 'Długa 5',
          zipCode: '30-001',
          city: 'Kraków',
        },
        consents: { terms: true, privacy: true },
      });
      expect(fields).toMatchObject({
        email: 'This field is required',
        'billing.firstName': 'This field is required',
        'billing.country': 'This field is required',
        deliveryMethod: 'This field is required',
        paymentMethod: 'This field is required',
      });
    });

    it('the consents, with the terms message', async () => {
      const fields = await refused(checkoutBody({ consents: { terms: false } }));
      expect(fields).toEqual({
        'consents.terms': 'You must accept the terms',
        'consents.privacy': 'You must accept the privacy policy',
      });
      const polish = await refused(checkoutBody({ consents: { privacy: true } }), {});
      expect(polish).toEqual({ 'consents.terms': 'Musisz zaakceptować regulamin' });
    });

    it('a company without its name and with a tax id that is not 10 digits', async () => {
      const company = {
        ...checkoutBody().billing,
        type: 'company',
        companyName: 'Rowery Nowak sp. z o.o.',
        taxId: '123-456-78',
      };
      expect(await refused(checkoutBody({ billing: company }))).toEqual({
        'billing.taxId': 'The tax ID must have 10 digits',
      });
      const nameless = { ...checkoutBody().billing, type: 'company' };
      expect(await refused(checkoutBody({ billing: nameless }))).toEqual({
        'billing.companyName': 'This field is required',
        'billing.taxId': 'This field is required',
      });
    });

    it('a retail order shipped outside Poland', async () => {
      const german = { ...checkoutBody().billing, country: 'DE', zipCode: '10115', region: undefined };
      expect(await refused(checkoutBody({ billing: german }), {})).toEqual({
        'billing.country': 'Zamówienia detaliczne przyjmujemy tylko z dostawą na terenie Polski',
      });
      const delivery = {
        firstName: 'Anna',
        lastName: 'Nowak',
        street: 'Hauptstr. 1',
        zipCode: '10115',
        city: 'Berlin',
        country: 'DE',
      };
      expect(await refused(checkoutBody({ delivery }))).toEqual({
        'delivery.country': 'Retail orders ship to Poland only',
      });
    });

    it('a Polish postal code in another format, an e-mail, a phone and an unknown field', async () => {
      const fields = await refused(
        checkoutBody({
          email: 'anna@',
          phone: 'abc',
          billing: { ...checkoutBody().billing, zipCode: '30001' },
          price: 1,
        }),
      );
      expect(fields).toEqual({
        email: 'Enter a valid e-mail address',
        phone: 'Enter a valid phone number',
        'billing.zipCode': 'Enter the postal code as 00-000',
        price: 'Unknown field',
      });
    });

    it('a delivery or payment method the cart does not offer', async () => {
      const fields = await refused(checkoutBody({ deliveryMethod: 'PREORDER', paymentMethod: 'preorder' }));
      expect(fields).toEqual({
        deliveryMethod: 'Choose one of the allowed values',
        paymentMethod: 'Choose one of the allowed values',
      });
    });
  });

  it('refuses a NUL or a lone surrogate in billing, delivery and comments: 400, no order, and serves the next', async () => {
    const ewa = guestShopper();
    await fillCart(shop.orders, ewa, product, 1);
    const stock = await stockOf(shop.catalog, product.variantId);
    const ordersBefore = (await shop.orders.context.db.select().from(orders)).length;
    const delivery = {
      firstName: 'Ewa',
      lastName: 'Nowak',
      street: 'Rynek 1',
      zipCode: '30-001',
      city: '@city',
      country: 'PL',
    };
    const body = checkoutBody({
      billing: { ...checkoutBody().billing, street: '@street' },
      delivery,
      comments: '@comments',
    });
    const raw = JSON.stringify(body)
      .replace('"@street"', '"ul. D\\u0142uga \\ud800"')
      .replace('"@city"', '"Krak\\u0000\\u00f3w"')
      .replace('"@comments"', '"Prosz\\u0119 \\udfff\\ud83d\\ude80"');
    const answer = await checkout(ewa, raw, en);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        'billing.street': 'This field contains characters that are not allowed',
        'delivery.city': 'This field contains characters that are not allowed',
        comments: 'This field contains characters that are not allowed',
      },
    });
    expect((await shop.orders.context.db.select().from(orders)).length).toBe(ordersBefore);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(stock);

    const placed = await checkout(ewa, {
      ...body,
      billing: checkoutBody().billing,
      delivery: { ...delivery, city: 'Kraków' },
      comments: 'Proszę 🚀',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ delivery: { city: 'Kraków' }, comments: 'Proszę 🚀' });
  });

  it('refuses an empty cart and a cart with an unavailable line (422 product_unavailable)', async () => {
    const empty = await checkout(guestShopper(), checkoutBody(), en);
    expect(empty.status).toBe(422);
    expect(empty.body.error).toEqual({
      code: 'product_unavailable',
      message: 'Product availability error. Please check the cart.',
    });

    const scarce = await stockedProduct(shop.catalog, 3, 1);
    const ewa = guestShopper();
    const cart = await fillCart(shop.orders, ewa, scarce, 2);
    await setStock(shop.catalog, scarce.variantId, 0);
    shop.clock.advance(CATALOG_LINE_TTL_MS); // the cart's catalogue answers expire
    const answer = await checkout(ewa, checkoutBody(), en);
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('product_unavailable');
    const itemId = cart.items[0].id;
    expect(answer.body.error.fields).toEqual({ [`items.${itemId}`]: 'This product is no longer available' });
  });

  it('asks a dealer to sign in before a wholesale order', async () => {
    const dealer = { app: 'storefront', role: 'GUEST', customerType: 'b2b', sessionId: `s-${randomUUID()}` } as const;
    const answer = await checkout(dealer, checkoutBody(), en);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('authentication_required');
  });

  it('places one order for a retried submit, also when the retries arrive together', async () => {
    const jan = guestShopper();
    await fillCart(shop.orders, jan, product, 1);
    const body = checkoutBody();
    const first = await checkout(jan, body);
    const again = await checkout(jan, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);

    const kasia = guestShopper();
    await fillCart(shop.orders, kasia, product, 1);
    const together = checkoutBody();
    const answers = await Promise.all([1, 2, 3, 4].map(() => checkout(kasia, together)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    const attempts = await shop.orders.context.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, together.idempotencyKey));
    expect(attempts).toHaveLength(1);

    // Someone else presenting the key learns nothing about the order.
    const stranger = await checkout(guestShopper(), together, en);
    expect(stranger.status).toBe(409);
    expect(stranger.body.error.code).toBe('duplicate');
  });

  it('gives the last unit to one of two buyers; the other gets the availability error', async () => {
    const last = await stockedProduct(shop.catalog, 1, 2);
    const [a, b] = [guestShopper(), guestShopper()];
    await fillCart(shop.orders, a, last, 1);
    await fillCart(shop.orders, b, last, 1);
    const answers = await Promise.all([checkout(a, checkoutBody(), en), checkout(b, checkoutBody(), en)]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 422]);
    const refused = answers.find((x) => x.status === 422);
    expect(refused?.body.error.code).toBe('product_unavailable');
    expect(await stockOf(shop.catalog, last.variantId)).toBe(0);
    // The refused buyer keeps their cart, to change it.
    const loser = answers[0]?.status === 422 ? a : b;
    expect((await shop.orders.call('GET', '/api/cart', { identity: loser })).body.items).toHaveLength(1);
  });

  it('places no order from a cart read before another tab changed it, and keeps the change in the cart', async () => {
    const extra = await stockedProduct(shop.catalog, 50, 4);
    const anna = guestShopper();
    await fillCart(shop.orders, anna, product, 1);
    const caller = { sessionId: anna.sessionId, customerType: 'retail', currency: 'PLN', lang: 'pl' } as const;
    const real = checkoutCartOf(shop.orders.context, caller);
    const before = await stockOf(shop.catalog, product.variantId);
    // Another tab adds a line after checkout has read the cart and before it locks it.
    const racing: CheckoutCart = {
      ...real,
      async read(choice) {
        const cart = await real.read(choice);
        await fillCart(shop.orders, anna, extra, 2);
        return cart;
      },
    };
    const request = checkoutRequestFor('retail').parse(checkoutBody());

    await expect(
      placeOrder(shop.orders.context, racing, {
        identity: anna,
        lang: 'pl',
        request,
        referralCode: null,
      }),
    ).rejects.toMatchObject({ code: 'product_unavailable' });

    expect(await stockOf(shop.catalog, product.variantId)).toBe(before);
    const cart = await shop.orders.call('GET', '/api/cart', { identity: anna });
    expect(cart.body.items.map((i: { variantId: number }) => i.variantId).sort()).toEqual(
      [product.variantId, extra.variantId].sort(),
    );
    // Submitted again, the order holds what the cart holds now.
    const placed = await checkout(anna, checkoutBody());
    expect(placed.status).toBe(201);
    expect(placed.body.order.items).toHaveLength(2);
  });
});
