import { type InventorySource, PIECE_UNITS, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { eq, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { inventoryItems, inventoryOperations } from '../db/schema';
import { recordSellableChange } from '../events/stock-events';

// The one way a quantity changes (issue 17): an operation, applied and written in the caller's transaction.
// The quantity moves in a single UPDATE whose WHERE keeps it at zero or above: PostgreSQL re-reads the row
// after a concurrent writer commits, so parallel operations on one item queue on its row lock and none is
// lost; one that would go below zero changes nothing and is refused. A check constraint backs it up.

type Tx = Executor<typeof schema>;
export type OperationRow = typeof inventoryOperations.$inferSelect;
export type ItemRow = typeof inventoryItems.$inferSelect;

/** Who records an operation: a staff member, or the service itself (`system`) for automatic ones. */
export interface Actor {
  id: string;
  name: string;
  /** The language their error messages are written in (the storefront's pl or en). */
  lang?: string;
}

/** An error at one field, its message in the caller's language. */
export const fieldError = (
  code: 'validation_failed' | 'not_found' | 'business_rule',
  field: string,
  key: string,
  lang: string | undefined,
  params: Record<string, unknown> = {},
) => new AppError(code, { fields: { [field]: translate(key, lang ?? 'pl', params) }, params });

export interface Operation {
  itemId: string;
  source: InventorySource;
  /** Signed: positive adds, negative takes. Never zero. */
  change: number;
  reason: string;
  reference?: string | null;
  transferId?: string | null;
}

/** Which sources may add and which may take (an adjustment and a transfer's two sides go either way). */
const direction: Record<InventorySource, 'add' | 'take' | 'either'> = {
  receipt: 'add',
  output: 'add',
  return: 'add',
  // Positive only to put back what was picked for an order cancelled after picking (its reservation, released
  // by orders, already gave the sellable stock back, so no event either way).
  issue: 'either',
  consumption: 'take',
  adjustment: 'either',
  transfer: 'either',
};

const isWhole = (value: number) => Number.isInteger(value);
/** Three decimal places, as the column keeps them. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** Refuses a quantity the item cannot hold: a fraction of pieces (or of a catalogue variant). */
export function checkQuantityFits(
  item: Pick<ItemRow, 'unit' | 'type'>,
  quantity: number,
  lang: string | undefined,
  field = 'quantity',
) {
  if ((PIECE_UNITS.includes(item.unit) || item.type === 'product_variant') && !isWhole(quantity))
    throw fieldError('validation_failed', field, 'field.integer', lang);
}

/** 422 when an operation would leave less than nothing (nothing is written). */
export const notEnoughStock = (item: Pick<ItemRow, 'quantity'>, lang: string | undefined, field = 'quantity') =>
  fieldError('business_rule', field, 'field.stock_short', lang, { available: item.quantity });

/**
 * Applies one operation to one item and records it; answers the operation row. Throws (and the caller's
 * transaction rolls back) for an unknown item, a wrong direction, a fraction of pieces or too little stock.
 */
export async function applyOperation(tx: Tx, actor: Actor, operation: Operation): Promise<OperationRow> {
  const change = rounded(operation.change);
  const allowed = direction[operation.source];
  if (change === 0 || (allowed === 'add' && change < 0) || (allowed === 'take' && change > 0))
    throw fieldError('validation_failed', 'quantity', 'field.invalid', actor.lang);
  const [known] = await tx
    .select({ unit: inventoryItems.unit, type: inventoryItems.type })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, operation.itemId));
  if (!known) throw fieldError('not_found', 'itemId', 'field.not_found', actor.lang);
  checkQuantityFits(known, change, actor.lang);

  const [item] = await tx
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} + ${change}`, updatedAt: sql`now()` })
    .where(sql`${inventoryItems.id} = ${operation.itemId} and ${inventoryItems.quantity} + ${change} >= 0`)
    .returning();
  if (!item) {
    const [current] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, operation.itemId));
    throw notEnoughStock(current ?? { quantity: 0 }, actor.lang);
  }
  const [row] = await tx
    .insert(inventoryOperations)
    .values({
      itemId: item.id,
      warehouseId: item.warehouseId,
      source: operation.source,
      change,
      quantityAfter: item.quantity,
      reason: operation.reason,
      reference: operation.reference ?? null,
      transferId: operation.transferId ?? null,
      actorId: actor.id,
      actorName: actor.name,
    })
    .returning();
  await recordSellableChange(tx, item, row!);
  return row!;
}
