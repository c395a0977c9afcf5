import { randomUUID } from 'node:crypto';
import {
  type CartLine,
  CartLinesAnswer,
  type FoundCartLine,
  type Identity,
  type ProductDetail,
  StockReleaseAnswer,
  StockReservationAnswer,
} from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { stockReservations } from '../db/schema';
import { purgeSettledReservations } from '../domain/stock-reservations';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures, stockOf, variantIdsOf } from './stock.test-support';

// The catalogue's internal API for orders: cart lines priced like the product page, and stock
// reservations that are all or nothing, idempotent and released once.

let catalog: TestService<typeof schema>;
const internal: Identity = { app: 'internal', role: 'GUEST' };
const dealer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'dealer-1', customerType: 'b2b' };
const en = { 'x-language': 'en', 'x-currency': 'EUR' };

// 9101: colour × frame, red M 10 pcs (default), red L sold out, blue M preorder, blue L on request.
// 9102: a preorder product; 9103: hidden; 9104: a service; 9105: an unavailable one; 9106: arriving on a
// future date; 9107: arrived (date passed) with 2 pcs; 9108: on sale at 80%; 9109 and 9110: 5 pcs each.
const ids = { options: 9101, preorder: 9102, hidden: 9103, service: 9104, unavailable: 9105 } as const;
let v: Record<number, number[]> = {};

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9101, {
      withOptions: true,
      variants: [
        { values: [0, 0], stock: 10, availability: 'available' },
        { values: [0, 1], stock: 0, availability: 'available' },
        { values: [1, 0], stock: 0, availability: 'preorder' },
        { values: [1, 1], stock: 0, availability: 'available_on_request' },
      ],
    }),
    fixtureProduct(9102, { availability: 'preorder', variants: [{ values: [], stock: 0, availability: 'available' }] }),
    fixtureProduct(9103, { availability: 'hidden' }),
    fixtureProduct(9104, { type: 'service', variants: [{ values: [], stock: 0, availability: 'available' }] }),
    fixtureProduct(9105, { variants: [{ values: [], stock: 4, availability: 'unavailable' }] }),
    fixtureProduct(9106, {
      variants: [{ values: [], stock: 0, availability: 'available_from', availableFrom: '2099-03-01' }],
    }),
    fixtureProduct(9107, {
      variants: [{ values: [], stock: 2, availability: 'available_from', availableFrom: '2020-03-01' }],
    }),
    fixtureProduct(9108, { reducedTo: 0.8 }),
    fixtureProduct(9109, { variants: [{ values: [], stock: 5, availability: 'available' }] }),
    fixtureProduct(9110, { variants: [{ values: [], stock: 5, availability: 'available' }] }),
  ]);
  v = {};
  for (let id = 9101; id <= 9110; id++) v[id] = await variantIdsOf(catalog.context.db, id);
});
afterAll(() => catalog?.stop());

const variant = (productId: number, index = 0) => v[productId]![index]!;
const DAY = 24 * 60 * 60 * 1000;
const stock = async (variantId: number) => (await stockOf(catalog.context.db, [variantId])).get(variantId);

async function cartLines(lines: unknown[], options: { customerType?: string; currency?: string; lang?: string } = {}) {
  const answer = await catalog.call('POST', '/internal/catalog/cart-lines', {
    identity: internal,
    body: { currency: 'PLN', customerType: 'retail', lang: 'pl', ...options, lines },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CartLinesAnswer.parse(answer.body).lines;
}
const found = (line: CartLine | undefined): FoundCartLine => {
  if (!line?.found) throw new Error(`line not found: ${JSON.stringify(line)}`);
  return line;
};
/** Calls as orders does; every 200 answer must match the contract. */
async function reserve(body: unknown) {
  const answer = await catalog.call('POST', '/internal/catalog/stock/reservations', { identity: internal, body });
  if (answer.status === 200) StockReservationAnswer.parse(answer.body);
  return answer;
}
async function release(id: string) {
  const answer = await catalog.call('DELETE', `/internal/catalog/stock/reservations/${id}`, { identity: internal });
  if (answer.status === 200) StockReleaseAnswer.parse(answer.body);
  return answer;
}
const page = async (id: number, query = '', identity?: Identity, headers: Record<string, string> = {}) => {
  const answer = await catalog.call('GET', `/api/catalog/products/${id}${query}`, { headers, identity });
  expect(answer.status).toBe(200);
  return answer.body as ProductDetail;
};

describe('POST /internal/catalog/cart-lines', () => {
  it('is only for other services', async () => {
    const answer = await catalog.call('POST', '/internal/catalog/cart-lines', {
      body: { currency: 'PLN', customerType: 'retail', lang: 'pl', lines: [] },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });

  it('refuses bad input naming each field', async () => {
    const answer = await catalog.call('POST', '/internal/catalog/cart-lines', {
      identity: internal,
      body: { currency: 'USD', customerType: 'vip', lang: 'pl', lines: [{ productId: 0, combination: 'red' }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual([
      'currency',
      'customerType',
      'lines.0.combination',
      'lines.0.productId',
    ]);
    expect(answer.body.error.fields['lines.0.productId']).toBe('Wartość musi wynosić co najmniej 1');
  });

  it('answers every line in the order asked: default, by variant, by combination, and the missing ones', async () => {
    const product = await page(ids.options);
    const blueM = product.variants[2]!;
    const redL = product.variants[1]!;
    const lines = await cartLines([
      { productId: 999_999 },
      { productId: ids.options },
      { productId: ids.options, variantId: redL.id },
      { productId: ids.options, combination: [...blueM.valueIds].reverse().join('-') },
      { productId: ids.hidden },
      { productId: ids.options, variantId: variant(9102) },
      { productId: ids.options, combination: `${blueM.valueIds[0]}-${blueM.valueIds[0]}` },
      { productId: ids.options, combination: '1-2' },
    ]);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toEqual({ productId: 999_999, variantId: null, found: false, reason: 'not_found' });
    expect(found(lines[1]).variantId).toBe(product.chosen.variantId);
    expect(found(lines[2]).variantId).toBe(redL.id);
    expect(found(lines[3]).variantId).toBe(blueM.id);
    expect(lines[4]).toEqual({ productId: ids.hidden, variantId: null, found: false, reason: 'not_found' });
    expect(lines[5]).toEqual({
      productId: ids.options,
      variantId: variant(9102),
      found: false,
      reason: 'missing_variant',
    });
    expect(lines[6]).toMatchObject({ found: false, reason: 'missing_variant', variantId: null });
    expect(lines[7]).toMatchObject({ found: false, reason: 'missing_variant' });
  });

  it('answers ids too large to be stored as not found, not with a server error', async () => {
    const lines = await cartLines([
      { productId: 2_147_483_648 },
      { productId: ids.options, variantId: 99_999_999_999 },
    ]);
    expect(lines).toEqual([
      { productId: 2_147_483_648, variantId: null, found: false, reason: 'not_found' },
      { productId: ids.options, variantId: 99_999_999_999, found: false, reason: 'missing_variant' },
    ]);
  });

  it('describes a line as the product page does: name, price, picture, options, stock', async () => {
    const detail = await page(ids.options, `?c=${(await page(ids.options)).variants[2]!.c}`);
    const line = found((await cartLines([{ productId: ids.options, variantId: detail.chosen.variantId }]))[0]);
    expect(line).toMatchObject({
      sku: detail.sku,
      name: detail.name,
      slug: detail.slug,
      optionsLabel: 'Kolor: niebieski, Rama: M',
      category: 'bike',
      type: 'physical',
      unit: 'pc',
      vatRate: 23,
      availability: 'preorder',
      stock: 0,
      stockLimited: false,
      minQuantity: 1,
      maxQuantity: 5,
      unitGross: detail.price.gross,
      unitNet: detail.price.net,
      regularGross: detail.price.regular,
      currency: 'PLN',
    });
    // The blue variant's own picture, small.
    expect(line.image).toBe(detail.gallery[0]!.widths[0]!.url);
    expect(line.image).toMatch(/^\/media\/catalog\/\d+-[0-9a-f]{10}\/320\.webp$/);

    const english = found((await cartLines([{ productId: ids.options }], { lang: 'en', currency: 'EUR' }))[0]);
    const englishPage = await page(ids.options, '', undefined, en);
    expect(english).toMatchObject({
      name: englishPage.name,
      slug: englishPage.slug,
      optionsLabel: 'Colour: red, Frame: M',
      unitGross: englishPage.price.gross,
      currency: 'EUR',
      stock: 10,
      stockLimited: true,
      availability: 'available',
    });
  });

  it('prices a sale as the product page shows it, and a product without pictures with its stand-in', async () => {
    const detail = await page(9108);
    const line = found((await cartLines([{ productId: 9108 }]))[0]);
    expect(detail.price.reduced).toBeDefined();
    expect(line.unitGross).toBe(detail.price.reduced);
    expect(line.regularGross).toBe(detail.price.regular);
    expect(line.unitGross).toBeLessThan(line.regularGross);
    expect(line.unitNet).toBe(Math.round((line.unitGross * 100) / 123));
    expect(line.optionsLabel).toBe('');
    expect(line.image).toBe('/media/catalog/category-bike/320.webp');
  });

  it("gives a dealer the B2B net price with VAT added and no retail sale, as a dealer's product page", async () => {
    const dealerPage = await page(9108, '', dealer);
    const line = found((await cartLines([{ productId: 9108 }], { customerType: 'b2b' }))[0]);
    expect(dealerPage.price.kind).toBe('b2b');
    expect(line.unitNet).toBe(dealerPage.price.net);
    expect(line.unitGross).toBe(Math.round((line.unitNet * 123) / 100));
    expect(line.unitGross).toBe(dealerPage.price.gross);
    expect(line.regularGross).toBe(dealerPage.price.regular);
  });

  it('tells which lines are limited by stock', async () => {
    const lines = (
      await cartLines([
        { productId: 9102 },
        { productId: ids.service },
        { productId: 9106 },
        { productId: 9107 },
        { productId: ids.unavailable },
        { productId: ids.options, variantId: variant(9101, 3) },
      ])
    ).map(found);
    expect(lines.map((l) => [l.availability, l.stockLimited])).toEqual([
      ['preorder', false],
      ['available', false],
      ['available_from', false],
      ['available_from', true],
      ['unavailable', false],
      ['available_on_request', false],
    ]);
  });

  it('answers no lines for none', async () => {
    expect(await cartLines([])).toEqual([]);
  });
});

describe('POST /internal/catalog/stock/reservations', () => {
  it('is only for other services and refuses bad input naming each field', async () => {
    const guest = await catalog.call('POST', '/internal/catalog/stock/reservations', {
      body: { reservationId: randomUUID(), lines: [{ variantId: 1, quantity: 1 }] },
    });
    expect(guest.status).toBe(403);
    const bad = await reserve({ reservationId: 'order-1', lines: [{ variantId: 1, quantity: 0 }, { quantity: 1 }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'lines.0.quantity',
      'lines.1.variantId',
      'reservationId',
    ]);
    expect(bad.body.error.fields['lines.1.variantId']).toBe('To pole jest wymagane');
    const empty = await reserve({ reservationId: randomUUID(), lines: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['lines']);
  });

  it('takes the stock, and the product page shows what is left at once', async () => {
    const redM = variant(9101, 0);
    const before = await page(ids.options);
    expect(before.stock).toBe(10);
    const reservationId = randomUUID();
    const answer = await reserve({ reservationId, lines: [{ variantId: redM, quantity: 3 }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ reservationId, status: 'reserved' });
    expect(await stock(redM)).toBe(7);
    expect((await page(ids.options)).stock).toBe(7);

    expect((await release(reservationId)).body).toEqual({ status: 'released' });
    expect(await stock(redM)).toBe(10);
    expect((await page(ids.options)).stock).toBe(10);
  });

  it('refuses a variant id too large to be stored as unavailable, not with a server error', async () => {
    const reservationId = randomUUID();
    const answer = await reserve({ reservationId, lines: [{ variantId: 2_147_483_648, quantity: 1 }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      reservationId,
      status: 'unavailable',
      lines: [{ variantId: 2_147_483_648, requested: 1, available: 0 }],
    });
  });

  it('holds all lines or none, naming every short line with what is available', async () => {
    const [a, b, soldOut] = [variant(9109), variant(9110), variant(9101, 1)];
    const reservationId = randomUUID();
    const answer = await reserve({
      reservationId,
      lines: [
        { variantId: a, quantity: 2 },
        { variantId: b, quantity: 6 },
        { variantId: soldOut, quantity: 1 },
        { variantId: 99_999_999, quantity: 1 },
        { variantId: variant(ids.unavailable), quantity: 1 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      reservationId,
      status: 'unavailable',
      lines: [
        { variantId: b, requested: 6, available: 5 },
        { variantId: soldOut, requested: 1, available: 0 },
        { variantId: variant(ids.unavailable), requested: 1, available: 0 },
        { variantId: 99_999_999, requested: 1, available: 0 },
      ].sort((x, y) => x.variantId - y.variantId),
    });
    expect(await stock(a)).toBe(5);
    expect(await stock(b)).toBe(5);
    expect(await stock(variant(ids.unavailable))).toBe(4);
  });

  it('counts a variant named twice once, with both quantities', async () => {
    const a = variant(9109);
    const answer = await reserve({
      reservationId: randomUUID(),
      lines: [
        { variantId: a, quantity: 3 },
        { variantId: a, quantity: 3 },
      ],
    });
    expect(answer.body).toMatchObject({ status: 'unavailable', lines: [{ variantId: a, requested: 6, available: 5 }] });
    expect(await stock(a)).toBe(5);
  });

  it('records preorder, on-request, future and non-physical lines without taking stock', async () => {
    const lines = [
      { variantId: variant(9101, 2), quantity: 4 },
      { variantId: variant(9101, 3), quantity: 2 },
      { variantId: variant(9102), quantity: 7 },
      { variantId: variant(ids.service), quantity: 1 },
      { variantId: variant(9106), quantity: 3 },
    ];
    const reservationId = randomUUID();
    const answer = await reserve({ reservationId, lines });
    expect(answer.body).toEqual({ reservationId, status: 'reserved' });
    const after = await stockOf(
      catalog.context.db,
      lines.map((l) => l.variantId),
    );
    expect([...after.values()]).toEqual([0, 0, 0, 0, 0]);
    expect((await release(reservationId)).body).toEqual({ status: 'released' });
    expect([...(await stockOf(catalog.context.db, [...after.keys()])).values()]).toEqual([0, 0, 0, 0, 0]);
  });

  it('takes stock of goods whose date of arrival has passed', async () => {
    const arrived = variant(9107);
    const refused = await reserve({ reservationId: randomUUID(), lines: [{ variantId: arrived, quantity: 3 }] });
    expect(refused.body).toMatchObject({ status: 'unavailable', lines: [{ requested: 3, available: 2 }] });
    const reservationId = randomUUID();
    expect((await reserve({ reservationId, lines: [{ variantId: arrived, quantity: 2 }] })).body.status).toBe(
      'reserved',
    );
    expect(await stock(arrived)).toBe(0);
    await release(reservationId);
    expect(await stock(arrived)).toBe(2);
  });

  it('answers a repeated reservation as the first time and changes nothing', async () => {
    const a = variant(9110);
    const reservationId = randomUUID();
    const first = await reserve({ reservationId, lines: [{ variantId: a, quantity: 2 }] });
    const again = await reserve({ reservationId, lines: [{ variantId: a, quantity: 2 }] });
    const changed = await reserve({ reservationId, lines: [{ variantId: a, quantity: 5 }] });
    expect(first.body).toEqual({ reservationId, status: 'reserved' });
    expect(again.body).toEqual(first.body);
    expect(changed.body).toEqual(first.body);
    expect(await stock(a)).toBe(3);

    const refusedId = randomUUID();
    const refused = await reserve({ reservationId: refusedId, lines: [{ variantId: a, quantity: 4 }] });
    expect(refused.body.status).toBe('unavailable');
    const retried = await reserve({ reservationId: refusedId, lines: [{ variantId: a, quantity: 1 }] });
    expect(retried.body).toEqual(refused.body);
    expect(await stock(a)).toBe(3);

    await release(reservationId);
    expect(await stock(a)).toBe(5);
  });
});

describe('DELETE /internal/catalog/stock/reservations/:reservationId', () => {
  it('puts the stock back once', async () => {
    const a = variant(9109);
    const reservationId = randomUUID();
    await reserve({ reservationId, lines: [{ variantId: a, quantity: 4 }] });
    expect(await stock(a)).toBe(1);
    expect((await release(reservationId)).body).toEqual({ status: 'released' });
    expect((await release(reservationId)).body).toEqual({ status: 'released' });
    expect(await stock(a)).toBe(5);
  });

  it('gives nothing back for a refused reservation', async () => {
    const a = variant(9109);
    const reservationId = randomUUID();
    await reserve({ reservationId, lines: [{ variantId: a, quantity: 9 }] });
    expect((await release(reservationId)).body).toEqual({ status: 'released' });
    expect(await stock(a)).toBe(5);
  });

  it('knows no unknown reservation, and one arriving after its release holds nothing', async () => {
    const a = variant(9109);
    const reservationId = randomUUID();
    expect((await release(reservationId)).body).toEqual({ status: 'unknown' });
    const late = await reserve({ reservationId, lines: [{ variantId: a, quantity: 1 }] });
    expect(late.body).toEqual({ reservationId, status: 'unavailable', lines: [] });
    expect(await stock(a)).toBe(5);
  });

  it('refuses a malformed id and callers that are not services', async () => {
    const bad = await release('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['reservationId']);
    const guest = await catalog.call('DELETE', `/internal/catalog/stock/reservations/${randomUUID()}`);
    expect(guest.status).toBe(403);
  });
});

describe('settled reservations', () => {
  it('are deleted after 30 days; a reservation still holding stock is kept whatever its age', async () => {
    const product = variant(9109);
    const held = randomUUID();
    const released = randomUUID();
    const refused = randomUUID();
    await reserve({ reservationId: held, lines: [{ variantId: product, quantity: 1 }] });
    await reserve({ reservationId: released, lines: [{ variantId: product, quantity: 1 }] });
    await release(released);
    await reserve({ reservationId: refused, lines: [{ variantId: product, quantity: 500 }] });
    const ids: string[] = [held, released, refused];
    const kept = async () =>
      (await catalog.context.db.select({ id: stockReservations.id }).from(stockReservations))
        .map((row) => row.id)
        .filter((id) => ids.includes(id))
        .sort();

    expect(await purgeSettledReservations(catalog.context.db, new Date(Date.now() + 29 * DAY))).toBe(0);
    await purgeSettledReservations(catalog.context.db, new Date(Date.now() + 31 * DAY));
    expect(await kept()).toEqual([held]);
    // What the purge forgot cannot be repeated into stock: the held one still answers as before.
    expect((await reserve({ reservationId: held, lines: [{ variantId: product, quantity: 1 }] })).body.status).toBe(
      'reserved',
    );
  });
});
