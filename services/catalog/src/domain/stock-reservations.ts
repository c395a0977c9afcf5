import type { ShortStockLine, StockReservationAnswer, StockReservationRequest } from '@shop/contracts';
import type { Database, Executor } from '@shop/service-kit/db';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { products, stockReservationLines, stockReservations, variants } from '../db/schema';
import { type StockFacts, shopToday, stockRuleOf } from './availability';
import { isStoredId } from './product-view';

// Stock held for orders (DESIGN §5: two buyers can never get the last unit). A reservation is all or
// nothing and runs in one transaction. Its lines are first checked without locks, so a refusal costs no
// lock; then the variant rows that give stock are locked in id order (two reservations never wait on each
// other in a circle) and checked again, and only when every line fits is stock taken. The caller chooses
// the reservation id; its first answer is stored with it, so a retried call changes nothing and hears the
// same answer.

type Db = Executor<typeof schema>;

/** What a reservation or release changed: the products whose stock the catalogue must show anew. */
export interface StockChange<A> {
  answer: A;
  changedProductIds: number[];
}

/** Quantities per variant, lowest id first (a variant named twice counts once, with both quantities). */
function wantedByVariant(lines: StockReservationRequest['lines']): Array<[variantId: number, quantity: number]> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  return [...wanted].sort(([a], [b]) => a - b);
}

/** `(id, quantity), …` as typed VALUES rows. */
const quantityRows = (rows: ReadonlyArray<readonly [number, number]>): SQL =>
  sql.join(
    rows.map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Holds every line's quantity, or nothing and names the short lines. A repeated id answers as the first time. */
export async function reserveStock(
  db: Database<typeof schema>,
  request: StockReservationRequest,
  today = shopToday(),
): Promise<StockChange<StockReservationAnswer>> {
  const { reservationId } = request;
  const wanted = wantedByVariant(request.lines);
  const reserved: StockReservationAnswer = { reservationId, status: 'reserved' };
  return db.transaction(async (tx) => {
    // A concurrent call with the same id waits here until the first one commits, then finds its row.
    const created = await tx
      .insert(stockReservations)
      .values({ id: reservationId, status: 'reserved', answer: reserved })
      .onConflictDoNothing()
      .returning({ id: stockReservations.id });
    if (created.length === 0) {
      const [first] = await tx
        .select({ answer: stockReservations.answer })
        .from(stockReservations)
        .where(eq(stockReservations.id, reservationId));
      return { answer: first!.answer, changedProductIds: [] };
    }

    // First without locks: a refusal (a sold-out product at a busy moment) takes no lock at all.
    const facts = await stockFacts(
      tx,
      wanted.map(([id]) => id),
    );
    const { short, lines } = planLines(reservationId, wanted, facts, today);
    if (short.length > 0) return refuse(tx, reservationId, short);

    await tx.insert(stockReservationLines).values(lines);
    const held = lines.filter((line) => line.held).map((line) => [line.variantId, line.quantity] as const);
    const shortNow = await takeStock(tx, reservationId, held);
    if (shortNow.length > 0) {
      await tx.delete(stockReservationLines).where(eq(stockReservationLines.reservationId, reservationId));
      return refuse(tx, reservationId, shortNow);
    }
    const changed = new Set(held.map(([id]) => facts.get(id)!.productId));
    return { answer: reserved, changedProductIds: [...changed] };
  });
}

type VariantFacts = StockFacts & { productId: number; stock: number };

async function stockFacts(tx: Db, asked: number[]): Promise<Map<number, VariantFacts>> {
  // An id too large to be stored names no variant: its line is refused as unavailable.
  const ids = asked.filter(isStoredId);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: variants.id,
      productId: variants.productId,
      stock: variants.stock,
      variantAvailability: variants.availability,
      availableFrom: variants.availableFrom,
      productAvailability: products.availability,
      type: products.type,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lines to record (and whether each takes stock), or the lines that cannot be had. */
function planLines(
  reservationId: string,
  wanted: ReadonlyArray<[number, number]>,
  facts: ReadonlyMap<number, VariantFacts>,
  today: string,
) {
  const short: ShortStockLine[] = [];
  const lines: Array<typeof stockReservationLines.$inferInsert> = [];
  for (const [variantId, quantity] of wanted) {
    const row = facts.get(variantId);
    const rule = row ? stockRuleOf(row, today) : 'unavailable';
    if (rule === 'unavailable') short.push({ variantId, requested: quantity, available: 0 });
    else if (rule === 'held' && row!.stock < quantity)
      short.push({ variantId, requested: quantity, available: Math.max(0, row!.stock) });
    else lines.push({ reservationId, variantId, quantity, held: rule === 'held' });
  }
  return { short, lines };
}

/**
 * Takes the quantities from stock under locks taken in variant id order (two reservations never wait on
 * each other in a circle); the stock read under the lock is the one that counts. Answers the lines that
 * no longer fit, having taken nothing, or none.
 */
async function takeStock(
  tx: Db,
  reservationId: string,
  held: ReadonlyArray<readonly [number, number]>,
): Promise<ShortStockLine[]> {
  if (held.length === 0) return [];
  const locked = await rowsOf<{ id: number; stock: number }>(
    tx,
    sql`select id, stock from variants where id in (${sql.join(
      held.map(([id]) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
  const stockNow = new Map(locked.map((row) => [row.id, row.stock]));
  const short = held.flatMap(([variantId, quantity]) => {
    const inStock = stockNow.get(variantId) ?? 0;
    return inStock < quantity ? [{ variantId, requested: quantity, available: Math.max(0, inStock) }] : [];
  });
  if (short.length > 0) return short;
  // The guard never bites under the lock; it is there so that no code path can ever oversell.
  const taken = await rowsOf<{ id: number }>(
    tx,
    sql`update variants v set stock = v.stock - w.quantity
        from (values ${quantityRows(held)}) as w(id, quantity)
        where v.id = w.id and v.stock >= w.quantity
        returning v.id`,
  );
  if (taken.length !== held.length) throw new Error(`reservation ${reservationId}: stock moved under a lock`);
  return [];
}

/** Records a refusal as the reservation's answer (nothing is held). */
async function refuse(
  tx: Db,
  reservationId: string,
  lines: ShortStockLine[],
): Promise<StockChange<StockReservationAnswer>> {
  const refused: StockReservationAnswer = { reservationId, status: 'unavailable', lines };
  await tx
    .update(stockReservations)
    .set({ status: 'unavailable', answer: refused })
    .where(eq(stockReservations.id, reservationId));
  return { answer: refused, changedProductIds: [] };
}

export type ReleaseStatus = 'released' | 'unknown';

/**
 * Puts a reservation's stock back, once. An id never reserved is answered 'unknown' and remembered as
 * released, so a reservation that arrives after its release (a caller that timed out and gave up) holds
 * nothing; a release that meets a reservation still being made waits for it and then releases it.
 */
export async function releaseStock(
  db: Database<typeof schema>,
  reservationId: string,
): Promise<StockChange<ReleaseStatus>> {
  return db.transaction(async (tx) => {
    const remembered = await tx
      .insert(stockReservations)
      .values({
        id: reservationId,
        status: 'released',
        answer: { reservationId, status: 'unavailable', lines: [] },
        releasedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: stockReservations.id });
    if (remembered.length > 0) return { answer: 'unknown', changedProductIds: [] };

    const released = await tx
      .update(stockReservations)
      .set({ status: 'released', releasedAt: sql`now()` })
      .where(and(eq(stockReservations.id, reservationId), eq(stockReservations.status, 'reserved')))
      .returning({ id: stockReservations.id });
    // Released before, or refused (it never held anything).
    if (released.length === 0) return { answer: 'released', changedProductIds: [] };

    const held = await rowsOf<{ id: number; product_id: number; quantity: number }>(
      tx,
      sql`select v.id, v.product_id, l.quantity from variants v
          join stock_reservation_lines l on l.variant_id = v.id
          where l.reservation_id = ${reservationId} and l.held
          order by v.id
          for update of v`,
    );
    if (held.length > 0) {
      await tx.execute(
        sql`update variants v set stock = v.stock + w.quantity
            from (values ${quantityRows(held.map((row) => [row.id, row.quantity] as const))}) as w(id, quantity)
            where v.id = w.id`,
      );
    }
    return { answer: 'released', changedProductIds: [...new Set(held.map((row) => row.product_id))] };
  });
}

/** Reservations still holding stock that were made before `before`, oldest first. */
export async function heldReservations(
  db: Database<typeof schema>,
  before: Date,
  limit: number,
): Promise<{ reservationId: string; createdAt: string }[]> {
  const rows = await db
    .select({ id: stockReservations.id, createdAt: stockReservations.createdAt })
    .from(stockReservations)
    .where(and(eq(stockReservations.status, 'reserved'), lt(stockReservations.createdAt, before)))
    .orderBy(asc(stockReservations.createdAt))
    .limit(limit);
  return rows.map((row) => ({ reservationId: row.id, createdAt: row.createdAt.toISOString() }));
}

/** Refused and released reservations are kept this long: a late repeat or release still finds them. */
export const SETTLED_RESERVATIONS_KEPT_DAYS = 30;

/** Deletes refused and released reservations older than the keeping time; answers how many went. */
export async function purgeSettledReservations(db: Database<typeof schema>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SETTLED_RESERVATIONS_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(stockReservations)
    .where(and(inArray(stockReservations.status, ['unavailable', 'released']), lt(stockReservations.createdAt, before)))
    .returning({ id: stockReservations.id });
  return gone.length;
}
