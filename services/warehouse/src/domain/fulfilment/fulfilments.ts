import {
  canMoveFulfilment,
  type EventData,
  type FulfilmentAnswer,
  type FulfilmentListQuery,
  type FulfilmentMoveInput,
  fulfilmentMoves,
  type OrderCreated,
  type OrderUpdated,
  type ShipmentAnswer,
  shipmentMoves,
  staffFulfillmentStatuses,
  trackingUrl,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  containsFolded,
  type Database,
  type Executor,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fulfilmentLines,
  fulfilments,
  orderCopies,
  orderNewsAhead,
  shipmentLines,
  shipments,
} from '../../db/fulfilment.schema';
import type * as schema from '../../db/schema';
import { inventoryItems, productionModels } from '../../db/schema';
import { returnPickedStock } from './shipments';
import { framesOf } from './shipped-frames';

// Fulfilments (issue 17): a paid order's lines to ship. The order's lines come with `order-created` and wait
// until `order-updated` says it is paid (an installment granted included); a cancelled order cancels its
// fulfilment, or releases it when stock was already picked (the picked stock goes back to the shelf).

type Db = Database<typeof schema>;
type Tx = Executor<typeof schema>;
type Reader = Pick<Db, 'select'>;
type Row = typeof fulfilments.$inferSelect;

export const SYSTEM = { id: 'system', name: 'warehouse' };

/**
 * `order-created`: keeps the order's lines until it is paid (once per order). When `order-updated` came first
 * (the two are handled side by side), its news is waiting: a paid order opens its fulfilment now.
 */
export async function keepOrderCopy(tx: Tx, data: EventData<typeof OrderCreated>) {
  await oneOrderAtATime(tx, data.orderId);
  const lines = data.items.map((item) => ({ sku: item.sku ?? '', name: item.name, quantity: item.quantity }));
  const copy = { orderId: data.orderId, number: data.number, lines };
  await tx.insert(orderCopies).values(copy).onConflictDoNothing();
  const [ahead] = await tx.delete(orderNewsAhead).where(eq(orderNewsAhead.orderId, data.orderId)).returning();
  if (ahead?.news === 'paid') await openFulfilment(tx, copy);
}

/** `order-updated`: a paid order gets its fulfilment (once); a cancelled one ends it. */
export async function followOrder(tx: Tx, data: EventData<typeof OrderUpdated>) {
  const ended = data.status === 'cancelled' || data.status === 'rejected';
  if (!ended && data.paymentStatus !== 'paid') return;
  await oneOrderAtATime(tx, data.orderId);
  const [copy] = await tx.select().from(orderCopies).where(eq(orderCopies.orderId, data.orderId));
  // The copy is not here yet: the news waits for it. (An order placed before the warehouse listened has no copy
  // coming: the start's catch-up, fulfilPaidOrders, makes its fulfilment.)
  if (!copy) return rememberNews(tx, data.orderId, ended ? 'ended' : 'paid');
  if (ended) return endFulfilment(tx, data.orderId);
  await openFulfilment(tx, copy);
}

/** The copy and the news about one order are written one transaction at a time, so neither misses the other. */
async function oneOrderAtATime(tx: Tx, orderId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`warehouse.order.${orderId}`}))`);
}

/** An ended order stays ended: `ended` replaces `paid`, never the other way. */
async function rememberNews(tx: Tx, orderId: string, news: 'paid' | 'ended') {
  await tx
    .insert(orderNewsAhead)
    .values({ orderId, news })
    .onConflictDoUpdate({
      target: orderNewsAhead.orderId,
      set: { news: sql`case when ${orderNewsAhead.news} = 'ended' then 'ended' else excluded.news end` },
    });
}

type OrderCopy = Pick<typeof orderCopies.$inferSelect, 'orderId' | 'number' | 'lines'>;

/** A paid order's fulfilment, `pending`, a line per ordered SKU; nothing when it has one. Answers whether it made one. */
export async function openFulfilment(tx: Tx, copy: OrderCopy): Promise<boolean> {
  const [made] = await tx
    .insert(fulfilments)
    .values({ orderId: copy.orderId, orderNumber: copy.number })
    .onConflictDoNothing()
    .returning();
  if (!made) return false;
  const lines = copy.lines.filter((line) => line.quantity > 0 && line.sku);
  if (lines.length > 0)
    await tx
      .insert(fulfilmentLines)
      .values(lines.map((line) => ({ fulfilmentId: made.id, sku: line.sku, name: line.name, ordered: line.quantity })));
  return true;
}

async function endFulfilment(tx: Tx, orderId: string) {
  const [row] = await tx.select().from(fulfilments).where(eq(fulfilments.orderId, orderId)).for('update');
  if (!row || fulfilmentMoves[row.status].length === 0) return;
  const returned = await returnPickedStock(tx, row);
  const status = returned ? 'released' : 'cancelled';
  if (!canMoveFulfilment(row.status, status)) return;
  await tx.update(fulfilments).set({ status, updatedAt: new Date() }).where(eq(fulfilments.id, row.id));
}

// ---- reading ----------------------------------------------------------------------------------------------

export async function shipmentsOf(db: Reader, fulfilmentIds: string[], orderNumber: Map<string, string>) {
  if (fulfilmentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.fulfilmentId, fulfilmentIds))
    .orderBy(asc(shipments.createdAt));
  const lines = rows.length
    ? await db
        .select({
          shipmentId: shipmentLines.shipmentId,
          lineId: shipmentLines.lineId,
          quantity: shipmentLines.quantity,
          sku: fulfilmentLines.sku,
          name: fulfilmentLines.name,
        })
        .from(shipmentLines)
        .innerJoin(fulfilmentLines, eq(fulfilmentLines.id, shipmentLines.lineId))
        .where(
          inArray(
            shipmentLines.shipmentId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const frames = await framesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(
    (row): ShipmentAnswer => ({
      id: row.id,
      fulfilmentId: row.fulfilmentId,
      orderId: row.orderId,
      orderNumber: orderNumber.get(row.fulfilmentId) ?? '',
      warehouseId: row.warehouseId,
      status: row.status,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
      lines: lines
        .filter((line) => line.shipmentId === row.id)
        .map(({ lineId, sku, name, quantity }) => ({
          lineId,
          sku,
          name,
          quantity,
          frameNumbers: frames.get(`${row.id}|${lineId}`) ?? [],
        })),
      nextStatuses: [...shipmentMoves[row.status]],
      createdAt: row.createdAt.toISOString(),
      shippedAt: row.shippedAt?.toISOString() ?? null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    }),
  );
}

async function fulfilmentsOf(db: Reader, rows: Row[]): Promise<FulfilmentAnswer[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const lines = await db.select().from(fulfilmentLines).where(inArray(fulfilmentLines.fulfilmentId, ids));
  const numbers = new Map(rows.map((row) => [row.id, row.orderNumber]));
  const parcels = await shipmentsOf(db, ids, numbers);
  const skus = [...new Set(lines.map((line) => line.sku))];
  const assembled = new Set(
    skus.length === 0
      ? []
      : (
          await db
            .select({ sku: productionModels.sku })
            .from(productionModels)
            .where(inArray(productionModels.sku, skus))
        ).map((model) => model.sku),
  );
  return rows.map((row) => {
    const own = parcels.filter((parcel) => parcel.fulfilmentId === row.id);
    const picked = (lineId: string) =>
      own
        .filter((parcel) => parcel.status !== 'cancelled')
        .flatMap((parcel) => parcel.lines)
        .filter((line) => line.lineId === lineId)
        .reduce((sum, line) => sum + line.quantity, 0);
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      status: row.status,
      lines: lines
        .filter((line) => line.fulfilmentId === row.id)
        .map((line) => ({
          id: line.id,
          sku: line.sku,
          name: line.name,
          ordered: line.ordered,
          picked: picked(line.id),
          assembled: assembled.has(line.sku),
        })),
      shipments: own,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function listFulfilments(db: Db, query: z.output<typeof FulfilmentListQuery>) {
  const { filters } = query;
  const where = and(
    filters.status ? eq(fulfilments.status, filters.status) : undefined,
    filters.q ? containsFolded(sql`${fulfilments.orderNumber}`, filters.q) : undefined,
  );
  const order = listOrder(
    query,
    { createdAt: fulfilments.createdAt, updatedAt: fulfilments.updatedAt },
    fulfilments.id,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(fulfilments)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(fulfilments).where(where),
  ]);
  return listAnswerOf(await fulfilmentsOf(db, rows), total, query);
}

export async function fulfilmentDetail(db: Reader, id: string): Promise<FulfilmentAnswer> {
  const [row] = await db.select().from(fulfilments).where(eq(fulfilments.id, id));
  if (!row) throw new AppError('not_found');
  const [answer] = await fulfilmentsOf(db, [row]);
  return answer!;
}

/** Staff schedule, hold and resume (pending, scheduled, on_hold), from the status the screen showed. */
export async function moveFulfilment(
  db: Db,
  staff: StaffMember,
  id: string,
  input: z.output<typeof FulfilmentMoveInput>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fulfilments).where(eq(fulfilments.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.status !== input.from) throw new AppError('conflict', { messageKey: 'error.changed_meanwhile' });
    if (!staffFulfillmentStatuses.includes(input.to) || !canMoveFulfilment(row.status, input.to))
      throw new AppError('business_rule', { detail: `fulfilment ${row.status} → ${input.to}` });
    await tx.update(fulfilments).set({ status: input.to, updatedAt: new Date() }).where(eq(fulfilments.id, id));
    await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: 'fulfilment',
        entityId: id,
        before: { status: row.status },
        after: { status: input.to },
      },
      new Date(),
    );
    return fulfilmentDetail(tx, id);
  });
}

/** The variant's item in a warehouse, for picking. */
export async function variantItem(tx: Reader, warehouseId: string, sku: string) {
  const [item] = await tx
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.warehouseId, warehouseId), eq(inventoryItems.sku, sku)));
  return item;
}
