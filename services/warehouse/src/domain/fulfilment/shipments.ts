import {
  canMoveShipment,
  type FulfilmentAnswer,
  fulfilmentFromShipments,
  type ShipmentCreateInput,
  type ShipmentListQuery,
  type ShipmentMoveInput,
  ShipmentUpdated,
  trackingUrl,
  translate,
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
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fulfilments, shipmentLines, shipments } from '../../db/fulfilment.schema';
import type * as schema from '../../db/schema';
import { applyOperation } from '../operations';
import { activeWarehouse } from '../warehouses';
import { fulfilmentDetail, SYSTEM, shipmentsOf, variantItem } from './fulfilments';
import { recordFrames, releaseFrames, tellFramesShipped } from './shipped-frames';

// Shipments (issue 17): staff pick stock from one warehouse into a shipment — issued against the order in the
// same transaction — and move it until delivered. Each move tells orders (`shipment-updated`), which moves
// the order to sent and completed and mails the customer the tracking link.

type Db = Database<typeof schema>;
type Tx = Executor<typeof schema>;
type FulfilmentRow = typeof fulfilments.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

const pickable = new Set(['pending', 'scheduled', 'partially_fulfilled']);

/**
 * Picks lines into a new shipment: refused (nothing written) for a closed or held fulfilment, more pieces than
 * the order still needs, or a warehouse without enough of a line's stock.
 */
export async function createShipment(
  db: Db,
  staff: StaffMember,
  fulfilmentId: string,
  input: z.output<typeof ShipmentCreateInput>,
  lang: string,
): Promise<FulfilmentAnswer> {
  await activeWarehouse(db, input.warehouseId, 'warehouseId');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fulfilments).where(eq(fulfilments.id, fulfilmentId)).for('update');
    if (!row) throw new AppError('not_found');
    if (!pickable.has(row.status)) throw new AppError('business_rule', { messageKey: 'error.fulfilment_closed' });
    const current = await fulfilmentDetail(tx, fulfilmentId);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        fulfilmentId,
        orderId: row.orderId,
        warehouseId: input.warehouseId,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
      })
      .returning();
    for (const [i, pick] of input.lines.entries()) {
      const line = current.lines.find((candidate) => candidate.id === pick.lineId);
      if (!line)
        throw new AppError('not_found', { fields: { [`lines.${i}.lineId`]: translate('error.not_found', lang) } });
      if (line.picked + pick.quantity > line.ordered)
        throw new AppError('business_rule', { messageKey: 'error.picked_too_many', params: { name: line.name } });
      const item = await variantItem(tx, input.warehouseId, line.sku);
      const short = () =>
        new AppError('business_rule', { messageKey: 'error.stock_short', params: { name: line.name } });
      if (!item || item.quantity < pick.quantity) throw short();
      await applyOperation(tx, staff, {
        itemId: item.id,
        source: 'issue',
        change: -pick.quantity,
        reason: translate('fulfilment.picked_for', lang, { number: row.orderNumber }),
        reference: `order:${row.orderId}`,
      }).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'business_rule' ? short() : error;
      });
      await tx
        .insert(shipmentLines)
        .values({ shipmentId: shipment!.id, lineId: line.id, itemId: item.id, quantity: pick.quantity });
      await recordFrames(tx, shipment!.id, line, pick.frameNumbers, `lines.${i}.frameNumbers`, lang);
    }
    await recordAudit(
      tx,
      staff,
      { action: 'create', entity: 'shipment', entityId: shipment!.id, after: { ...input } },
      new Date(),
    );
    await tell(tx, row, shipment!);
    return fulfilmentDetail(tx, fulfilmentId);
  });
}

/** Moves a shipment from the status the screen showed; cancelling one not yet handed over returns its stock. */
export async function moveShipment(
  db: Db,
  staff: StaffMember,
  id: string,
  input: z.output<typeof ShipmentMoveInput>,
): Promise<FulfilmentAnswer> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
    if (!found) throw new AppError('not_found');
    const [row] = await tx.select().from(fulfilments).where(eq(fulfilments.id, found.fulfilmentId)).for('update');
    if (found.status !== input.from) throw new AppError('conflict', { messageKey: 'error.changed_meanwhile' });
    if (!canMoveShipment(found.status, input.to))
      throw new AppError('business_rule', {
        messageKey: 'error.shipment_move',
        params: { from: found.status, to: input.to },
      });
    const trackingNumber = input.trackingNumber ?? found.trackingNumber;
    if (input.to === 'shipped' && !trackingNumber && found.carrier !== 'own_transport')
      throw new AppError('business_rule', { messageKey: 'error.tracking_required' });
    const now = new Date();
    const [moved] = await tx
      .update(shipments)
      .set({
        status: input.to,
        trackingNumber,
        shippedAt: input.to === 'shipped' ? now : found.shippedAt,
        deliveredAt: input.to === 'delivered' ? now : found.deliveredAt,
      })
      .where(eq(shipments.id, id))
      .returning();
    if (input.to === 'cancelled') {
      await putBack(tx, row!, [found.id]);
      await releaseFrames(tx, [found.id]);
    }
    if (input.to === 'shipped') await tellFramesShipped(tx, moved!, row!.orderNumber);
    await settleFulfilment(tx, row!);
    await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: 'shipment',
        entityId: id,
        before: { status: found.status },
        after: { status: input.to },
      },
      now,
    );
    await tell(tx, row!, moved!);
    return fulfilmentDetail(tx, row!.id);
  });
}

/** The fulfilment's status from its shipments (partially_fulfilled, fulfilled), when it may move there. */
async function settleFulfilment(tx: Tx, row: FulfilmentRow) {
  const answer = await fulfilmentDetail(tx, row.id);
  const next = fulfilmentFromShipments(row.status, answer.lines, answer.shipments);
  if (next !== row.status && ['pending', 'scheduled', 'partially_fulfilled'].includes(row.status))
    await tx.update(fulfilments).set({ status: next, updatedAt: new Date() }).where(eq(fulfilments.id, row.id));
}

/** Puts the stock of these shipments back on the shelf (a reversed issue: the order's reservation is orders'). */
async function putBack(tx: Tx, row: FulfilmentRow, shipmentIds: string[]) {
  const lines = await tx.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, shipmentIds));
  for (const line of lines)
    await applyOperation(tx, SYSTEM, {
      itemId: line.itemId,
      source: 'issue',
      change: line.quantity,
      reason: `Back on the shelf: ${row.orderNumber}`,
      reference: `order:${row.orderId}`,
    });
}

/**
 * An order cancelled after picking: its shipments not yet handed over are cancelled and their stock put back
 * once (the fulfilment row is locked by the caller, and a cancelled shipment is not picked again). Answers
 * whether anything had been picked.
 */
export async function returnPickedStock(tx: Tx, row: FulfilmentRow): Promise<boolean> {
  const open = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.fulfilmentId, row.id), eq(shipments.status, 'created')));
  if (open.length > 0) {
    await putBack(
      tx,
      row,
      open.map((shipment) => shipment.id),
    );
    await releaseFrames(
      tx,
      open.map((shipment) => shipment.id),
    );
    await tx
      .update(shipments)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          shipments.id,
          open.map((shipment) => shipment.id),
        ),
      );
  }
  return open.length > 0;
}

async function tell(tx: Tx, row: FulfilmentRow, shipment: ShipmentRow) {
  const answer = await fulfilmentDetail(tx, row.id);
  const deliveredPieces = new Map<string, number>();
  for (const parcel of answer.shipments.filter((candidate) => candidate.status === 'delivered'))
    for (const line of parcel.lines)
      deliveredPieces.set(line.lineId, (deliveredPieces.get(line.lineId) ?? 0) + line.quantity);
  const delivered = answer.lines.every((line) => (deliveredPieces.get(line.id) ?? 0) >= line.ordered);
  await recordEvent(tx, ShipmentUpdated, {
    shipmentId: shipment.id,
    orderId: row.orderId,
    status: shipment.status,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingNumber ? trackingUrl(shipment.carrier, shipment.trackingNumber) : null,
    delivered,
  });
}

export async function listShipments(db: Db, query: z.output<typeof ShipmentListQuery>) {
  const { filters } = query;
  const where = and(
    filters.status ? eq(shipments.status, filters.status) : ne(shipments.status, 'cancelled'),
    filters.q
      ? inArray(
          shipments.fulfilmentId,
          db
            .select({ id: fulfilments.id })
            .from(fulfilments)
            .where(containsFolded(sql`${fulfilments.orderNumber}`, filters.q)),
        )
      : undefined,
  );
  const order = listOrder(query, { createdAt: shipments.createdAt }, shipments.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: shipments.id, fulfilmentId: shipments.fulfilmentId, number: fulfilments.orderNumber })
      .from(shipments)
      .innerJoin(fulfilments, eq(fulfilments.id, shipments.fulfilmentId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(shipments).where(where),
  ]);
  const numbers = new Map(rows.map((row) => [row.fulfilmentId, row.number]));
  const all = await shipmentsOf(db, [...new Set(rows.map((row) => row.fulfilmentId))], numbers);
  const wanted = new Set(rows.map((row) => row.id));
  return listAnswerOf(
    rows.map((row) => all.find((parcel) => parcel.id === row.id)!).filter((parcel) => wanted.has(parcel.id)),
    total,
    query,
  );
}
