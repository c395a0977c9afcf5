import { randomUUID } from 'node:crypto';
import { type Identity, StockReleaseAnswer, StockReservationAnswer } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockReservations } from '../db/schema';
import { purgeSettledReservations } from '../domain/stock-reservations';
import { stockFixtureIds as ids, type StockCatalogue, startStockCatalogue, stockOf } from './stock.test-support';

// The catalogue's internal API for orders, second half: stock reservations that are all or nothing,
// idempotent and released once. Cart lines: cart-lines.routes.test.ts.

let shop: StockCatalogue;
const internal: Identity = { app: 'internal', role: 'GUEST' };

beforeAll(async () => {
  shop = await startStockCatalogue();
});
afterAll(() => shop?.catalog.stop());

const variant = (productId: number, index = 0) => shop.variant(productId, index);
const DAY = 24 * 60 * 60 * 1000;
const stock = (variantId: number) => shop.stock(variantId);
const page = (...args: Parameters<StockCatalogue['page']>) => shop.page(...args);

/** Calls as orders does; every 200 answer must match the contract. */
async function reserve(body: unknown) {
  const answer = await shop.catalog.call('POST', '/internal/catalog/stock/reservations', { identity: internal, body });
  if (answer.status === 200) StockReservationAnswer.parse(answer.body);
  return answer;
}
async function release(id: string) {
  const answer = await shop.catalog.call('DELETE', `/internal/catalog/stock/reservations/${id}`, {
    identity: internal,
  });
  if (answer.status === 200) StockReleaseAnswer.parse(answer.body);
  return answer;
}

describe('POST /internal/catalog/stock/reservations', () => {
  it('is only for other services and refuses bad input naming each field', async () => {
    const guest = await shop.catalog.call('POST', '/internal/catalog/stock/reservations', {
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

  it('records preorder, future and non-physical lines without taking stock', async () => {
    const lines = [
      { variantId: variant(9101, 2), quantity: 4 },
      { variantId: variant(9102), quantity: 7 },
      { variantId: variant(ids.service), quantity: 1 },
      { variantId: variant(9106), quantity: 3 },
    ];
    const reservationId = randomUUID();
    const answer = await reserve({ reservationId, lines });
    expect(answer.body).toEqual({ reservationId, status: 'reserved' });
    const after = await stockOf(
      shop.catalog.context.db,
      lines.map((l) => l.variantId),
    );
    expect([...after.values()]).toEqual([0, 0, 0, 0]);
    expect((await release(reservationId)).body).toEqual({ status: 'released' });
    expect([...(await stockOf(shop.catalog.context.db, [...after.keys()])).values()]).toEqual([0, 0, 0, 0]);
  });

  it('reserves on-request lines without taking stock: they are made to order', async () => {
    const onRequest = variant(9101, 3);
    const before = await stock(onRequest);
    const reservationId = randomUUID();
    const answer = await reserve({ reservationId, lines: [{ variantId: onRequest, quantity: 2 }] });
    expect(answer.body.status).toBe('reserved');
    expect(await stock(onRequest)).toBe(before);
    await release(reservationId);
    expect(await stock(onRequest)).toBe(before);
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
    const guest = await shop.catalog.call('DELETE', `/internal/catalog/stock/reservations/${randomUUID()}`);
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
      (await shop.catalog.context.db.select({ id: stockReservations.id }).from(stockReservations))
        .map((row) => row.id)
        .filter((id) => ids.includes(id))
        .sort();

    expect(await purgeSettledReservations(shop.catalog.context.db, new Date(Date.now() + 29 * DAY))).toBe(0);
    await purgeSettledReservations(shop.catalog.context.db, new Date(Date.now() + 31 * DAY));
    expect(await kept()).toEqual([held]);
    // What the purge forgot cannot be repeated into stock: the held one still answers as before.
    expect((await reserve({ reservationId: held, lines: [{ variantId: product, quantity: 1 }] })).body.status).toBe(
      'reserved',
    );
  });
});
