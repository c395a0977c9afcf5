import { randomUUID } from 'node:crypto';
import type { Identity, StockReservationAnswer } from '@shop/contracts';
import { createTestDatabase, postgresAvailable, startTestService, type TestService } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { fixtureProduct, insertFixtures, stockOf, variantIdsOf } from '../http/stock.test-support';
import { catalogService } from '../service';

// No oversell under any concurrency, on PostgreSQL 15 with a connection pool (PGlite runs one statement at
// a time and could not show a race): many buyers at once, multi-line orders locking in opposite orders,
// retried calls and a release racing its own reservation.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let catalog: TestService<typeof schema>;
const internal: Identity = { app: 'internal', role: 'GUEST' };

const one = (id: number, stock: number) =>
  fixtureProduct(id, { variants: [{ values: [], stock, availability: 'available' }] });

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_catalog_stock');
  catalog = await startTestService(catalogService, { databaseUrl: database.url });
  await insertFixtures(catalog.context.db, [one(9201, 10), one(9202, 8), one(9203, 3), one(9204, 30), one(9205, 30)]);
  await insertFixtures(catalog.context.db, [one(9206, 6), one(9207, 20)]);
});
afterAll(async () => {
  await catalog?.stop();
  await database?.drop();
});

const variantOf = async (productId: number) => (await variantIdsOf(catalog.context.db, productId))[0]!;
const stock = async (variantId: number) => (await stockOf(catalog.context.db, [variantId])).get(variantId);
async function reserve(reservationId: string, lines: Array<{ variantId: number; quantity: number }>) {
  const answer = await catalog.call('POST', '/internal/catalog/stock/reservations', {
    identity: internal,
    body: { reservationId, lines },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as StockReservationAnswer;
}
async function release(reservationId: string) {
  const answer = await catalog.call('DELETE', `/internal/catalog/stock/reservations/${reservationId}`, {
    identity: internal,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { status: string };
}
const heldUnits = async (variantId: number) => {
  const result = (await catalog.context.db.execute(
    sql`select coalesce(sum(l.quantity), 0)::int as units from stock_reservation_lines l
        join stock_reservations r on r.id = l.reservation_id
        where l.variant_id = ${variantId} and l.held and r.status = 'reserved'`,
  )) as unknown as { rows: Array<{ units: number }> };
  return result.rows[0]!.units;
};

describe.skipIf(!available)('stock reservations on PostgreSQL', () => {
  it('gives 10 units to exactly 10 of 200 buyers at once, and never goes below 0', async () => {
    const variantId = await variantOf(9201);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => reserve(randomUUID(), [{ variantId, quantity: 1 }])),
    );
    const granted = answers.filter((a) => a.status === 'reserved');
    const refused = answers.filter((a) => a.status === 'unavailable');
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const answer of refused) expect(answer).toMatchObject({ lines: [{ variantId, requested: 1, available: 0 }] });
    expect(await stock(variantId)).toBe(0);
    expect(await heldUnits(variantId)).toBe(10);
  });

  it('leaves the first line untouched when the second is short', async () => {
    const [first, second] = [await variantOf(9202), await variantOf(9203)];
    const reservationId = randomUUID();
    const answer = await reserve(reservationId, [
      { variantId: first, quantity: 5 },
      { variantId: second, quantity: 4 },
    ]);
    expect(answer).toEqual({
      reservationId,
      status: 'unavailable',
      lines: [{ variantId: second, requested: 4, available: 3 }],
    });
    expect(await stock(first)).toBe(8);
    expect(await stock(second)).toBe(3);
    expect(await heldUnits(first)).toBe(0);
  });

  it('never deadlocks on two-line orders naming their lines in opposite orders', async () => {
    const [a, b] = [await variantOf(9204), await variantOf(9205)];
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        reserve(
          randomUUID(),
          i % 2 === 0
            ? [
                { variantId: a, quantity: 1 },
                { variantId: b, quantity: 1 },
              ]
            : [
                { variantId: b, quantity: 1 },
                { variantId: a, quantity: 1 },
              ],
        ),
      ),
    );
    expect(answers.filter((x) => x.status === 'reserved')).toHaveLength(30);
    expect(await stock(a)).toBe(0);
    expect(await stock(b)).toBe(0);
  });

  it('takes stock once for a reservation sent 20 times at once, and gives it back once', async () => {
    const variantId = await variantOf(9206);
    const reservationId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reserve(reservationId, [{ variantId, quantity: 4 }])),
    );
    for (const answer of answers) expect(answer).toEqual({ reservationId, status: 'reserved' });
    expect(await stock(variantId)).toBe(2);
    const releases = await Promise.all(Array.from({ length: 20 }, () => release(reservationId)));
    expect(releases.every((r) => r.status === 'released')).toBe(true);
    expect(await stock(variantId)).toBe(6);
  });

  it('holds nothing when a release races its own reservation', async () => {
    const variantId = await variantOf(9207);
    const ids = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(
      ids.flatMap((id, i) => {
        const calls = [() => reserve(id, [{ variantId, quantity: 1 }]), () => release(id)];
        if (i % 2 === 1) calls.reverse();
        return calls.map((call) => call());
      }),
    );
    expect(await stock(variantId)).toBe(20);
    expect(await heldUnits(variantId)).toBe(0);
  });
});
