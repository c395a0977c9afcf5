import { type ChosenOption, type ErrorCode, MAX_CART_LINES, MAX_LINE_QUANTITY, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor, Transaction } from '@shop/service-kit/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { cartItems, lineFiles, type StoredLineOption } from '../../db/schema';
import type { CartCaller } from './caller';
import { availableQuantityOf, type CartItemRow, type CartRow, type CartState } from './cart-answer';
import { findCarts, lockCartWithItems, touchCart } from './cart-store';
import type { CatalogLine, CatalogLineRequest, FoundLine } from './catalog-lines';
import { type CartFile, checkLineOptions, fileIdsOf } from './line-options';
import { settleGuestCart } from './read-cart';

// Adding to a cart and changing quantities, with the rules of SPEC §5 and §8: a known product (else
// 'Product not found'), a variant that exists (else 'Missing variant'), something to sell (else the
// availability error), at least the product's minimum per line and at most its maximum (never more than
// MAX_LINE_QUANTITY) for the product across its variants. A line short of stock is accepted and shown with
// the partial-cart warning. Options chosen beside the variant are checked against the product's (line-options.ts):
// a line is one variant with one set of chosen options, so the same bike with another engraving is a second line.

export interface LineRequest extends CatalogLineRequest {
  quantity: number;
  options?: readonly ChosenOption[];
}

/** A refused line: which field it concerns, the error code and the message key with its parameters. */
export interface LineRefusal {
  index: number;
  /** 'productId', 'quantity' or an option's `options.<id>`. */
  field: string;
  code: ErrorCode;
  key: string;
  params?: Record<string, unknown>;
}

type Tx = Transaction<typeof schema>;

/** The first refusal decides the error; each refused line gets its field message (`fieldOf(index, field)`). */
export function refusalError(
  refusals: LineRefusal[],
  lang: string,
  fieldOf: (index: number, field: string) => string,
): AppError {
  const first = refusals[0] as LineRefusal;
  const fields: Record<string, string> = {};
  for (const r of refusals) fields[fieldOf(r.index, r.field)] ??= translate(r.key, lang, r.params);
  // A value outside an option's definition is a plain 400 with its field messages.
  if (first.code === 'validation_failed') return new AppError('validation_failed', { fields });
  return new AppError(first.code, { messageKey: first.key, params: first.params, fields });
}

/** Why a catalogue line cannot go into a cart at all, if it cannot. */
export function lineRefusal(line: CatalogLine, index: number): LineRefusal | null {
  if (!line.found)
    return line.reason === 'missing_variant'
      ? { index, field: 'productId', code: 'missing_variant', key: 'error.missing_variant' }
      : { index, field: 'productId', code: 'product_not_found', key: 'error.product_not_found' };
  if (availableQuantityOf(line) === 0)
    return { index, field: 'productId', code: 'product_unavailable', key: 'error.product_unavailable' };
  return null;
}

/** The quantity rules of one product after a change: `quantities` maps each of its variants to its line. */
export function quantityRefusal(line: FoundLine, lineQuantity: number, productQuantity: number, index: number) {
  const max = Math.min(line.maxQuantity, MAX_LINE_QUANTITY);
  if (productQuantity > max || lineQuantity > MAX_LINE_QUANTITY)
    return { index, field: 'quantity', code: 'max_quantity', key: 'error.max_quantity', params: { max } } as const;
  if (lineQuantity < line.minQuantity)
    return {
      index,
      field: 'quantity',
      code: 'min_quantity',
      key: 'error.min_quantity',
      params: { min: line.minQuantity },
    } as const;
  return null;
}

export interface PlannedLine {
  productId: number;
  variantId: number;
  quantity: number;
  options?: StoredLineOption[];
  optionsKey?: string;
}

/** What makes a line one line: its variant and its chosen options. */
const lineKeyOf = (line: { variantId: number; optionsKey?: string }) => `${line.variantId}|${line.optionsKey ?? ''}`;

/** Each request's options as checked (index by index); a request without options chooses none. */
export type CheckedOptions = ReturnType<typeof checkLineOptions>;
const noOptions: CheckedOptions = { refusals: [], options: [], key: '' };

/** The files of the caller's cart that `requests` name, by id. */
export async function cartFilesOf(
  db: Executor<typeof schema>,
  cartId: string | undefined,
  requests: readonly LineRequest[],
): Promise<Map<string, CartFile>> {
  const ids = fileIdsOf(requests);
  if (!cartId || ids.length === 0) return new Map();
  const rows = await db
    .select({ id: lineFiles.id, name: lineFiles.name, mime: lineFiles.mime, size: lineFiles.size })
    .from(lineFiles)
    .where(and(eq(lineFiles.cartId, cartId), inArray(lineFiles.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Checks every found request's options against its product's (files looked up in the cart `cartId`). */
async function checkOptions(
  db: Executor<typeof schema>,
  cartId: string | undefined,
  requests: readonly LineRequest[],
  lines: readonly CatalogLine[],
  now: Date,
): Promise<CheckedOptions[]> {
  const files = await cartFilesOf(db, cartId, requests);
  return requests.map((request, i) => {
    const line = lines[i];
    return line?.found ? checkLineOptions(line, request.options, files, now) : noOptions;
  });
}

/**
 * Plans the lines of a cart after adding `requests` (found in the catalogue as `lines`) to `items`:
 * quantities of the same variant are added. Returns the refusals, or the new quantity of every touched line.
 */
export function planAddition(
  items: readonly CartItemRow[],
  requests: readonly LineRequest[],
  lines: readonly CatalogLine[],
  checked: readonly CheckedOptions[] = [],
): { refusals: LineRefusal[]; lines: PlannedLine[] } {
  const refusals: LineRefusal[] = [];
  const byLine = new Map<string, number>(items.map((item) => [lineKeyOf(item), item.quantity]));
  const productOf = new Map<string, number>(items.map((item) => [lineKeyOf(item), item.productId]));
  const touched = new Map<string, { line: FoundLine; index: number; options: CheckedOptions }>();
  requests.forEach((request, index) => {
    const line = lines[index] as CatalogLine;
    const refusal = lineRefusal(line, index);
    if (refusal || !line.found) {
      if (refusal) refusals.push(refusal);
      return;
    }
    const options = checked[index] ?? noOptions;
    if (options.refusals.length > 0) {
      for (const r of options.refusals) refusals.push({ index, code: 'validation_failed', ...r });
      return;
    }
    const key = lineKeyOf({ variantId: line.variantId, optionsKey: options.key });
    if (!byLine.has(key) && byLine.size >= MAX_CART_LINES) {
      refusals.push({
        index,
        field: 'productId',
        code: 'business_rule',
        key: 'cart.full',
        params: { max: MAX_CART_LINES },
      });
      return;
    }
    byLine.set(key, (byLine.get(key) ?? 0) + request.quantity);
    productOf.set(key, line.productId);
    touched.set(key, { line, index, options });
  });
  for (const [key, { line, index }] of touched) {
    const lineQuantity = byLine.get(key) as number;
    let productQuantity = 0;
    for (const [k, q] of byLine) if (productOf.get(k) === line.productId) productQuantity += q;
    const refusal = quantityRefusal(line, lineQuantity, productQuantity, index);
    if (refusal) refusals.push(refusal);
  }
  refusals.sort((a, b) => a.index - b.index);
  return {
    refusals,
    lines: [...touched].map(([key, { line, options }]) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: byLine.get(key) as number,
      ...(options.key ? { options: options.options, optionsKey: options.key } : {}),
    })),
  };
}

/**
 * Writes planned lines: the quantity of an existing line of the variant is replaced, else a line is added.
 * Answers the cart's lines after the write, in their order.
 */
export async function writeLines(
  tx: Tx,
  cartId: string,
  items: readonly CartItemRow[],
  planned: PlannedLine[],
): Promise<CartItemRow[]> {
  const after = new Map(items.map((item) => [lineKeyOf(item), item]));
  for (const line of planned) {
    const key = lineKeyOf(line);
    const row = after.get(key);
    if (row) {
      await tx.update(cartItems).set({ quantity: line.quantity }).where(eq(cartItems.id, row.id));
      after.set(key, { ...row, quantity: line.quantity });
    } else {
      const [added] = await tx
        .insert(cartItems)
        .values({ cartId, ...line })
        .returning();
      after.set(key, added as CartItemRow);
    }
  }
  return [...after.values()].sort((a, b) => a.seq - b.seq);
}

/** Tries of a lock-free add before it queues for the cart's lock (each try is one read and one write). */
const lockFreeTries = 2;

/**
 * Adds lines to the caller's cart, all or none: a refused line throws (the first refusal's error, a field
 * message for each refused line, named by `fieldOf`). Answers the cart as stored after the change.
 *
 * The common case (an existing cart, nothing to merge) takes two round trips instead of a transaction's
 * five: the cart and its lines are read, the rules checked, and the lines written in one statement that
 * succeeds only if the cart's version is still the one read. Anything else — a new cart, a guest cart to
 * merge, a cart other writes keep changing — goes through the transaction under the cart's lock.
 */
export async function addLines(
  context: OrdersContext,
  caller: CartCaller,
  requests: readonly LineRequest[],
  fieldOf: (index: number, field: string) => string,
): Promise<CartState> {
  const lines = await context.catalogLines.lookup(caller, requests);
  const early = requests.map((_, i) => lineRefusal(lines[i] as CatalogLine, i)).filter((r) => r !== null);
  if (early.length > 0) throw refusalError(early, caller.lang, fieldOf);

  const now = context.clock.now();
  for (let attempt = 0; attempt < lockFreeTries; attempt++) {
    const { own, guest } = await findCarts(context, caller);
    if (!own.cart || guest) break;
    const checked = await checkOptions(context.db, own.cart.id, requests, lines, now);
    const plan = planAddition(own.items, requests, lines, checked);
    if (plan.refusals.length > 0) throw refusalError(plan.refusals, caller.lang, fieldOf);
    const written = await writeLinesIfUnchanged(context.db, { cart: own.cart, items: own.items }, plan.lines);
    if (written) return written;
  }

  await settleGuestCart(context, caller);
  return context.transaction(async (tx) => {
    const { cart, items } = await lockCartWithItems(tx, caller);
    const plan = planAddition(items, requests, lines, await checkOptions(tx, cart.id, requests, lines, now));
    if (plan.refusals.length > 0) throw refusalError(plan.refusals, caller.lang, fieldOf);
    const written = await writeLines(tx, cart.id, items, plan.lines);
    await touchCart(tx, cart);
    return { cart, items: written };
  });
}

interface WrittenItem {
  id: string;
  cart_id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  options: StoredLineOption[];
  options_key: string;
  seq: string | number;
  created_at: string | Date;
}

/**
 * Writes planned lines in one statement, only if the cart is still at the version read (then bumped; the
 * cart's date refreshed at most hourly, as touchCart does). Undefined when another write came first.
 */
export async function writeLinesIfUnchanged(
  db: Executor<typeof schema>,
  read: { cart: CartRow; items: readonly CartItemRow[] },
  planned: PlannedLine[],
): Promise<{ cart: CartRow; items: CartItemRow[] } | undefined> {
  const { cart } = read;
  const values = planned.map(
    (line) =>
      sql`(${line.productId}::int, ${line.variantId}::int, ${line.quantity}::int, ${JSON.stringify(line.options ?? [])}::jsonb, ${line.optionsKey ?? ''}::text)`,
  );
  const result = (await db.execute(sql`
    with bumped as (
      update carts
         set version = version + 1,
             updated_at = case when updated_at < now() - interval '1 hour' then now() else updated_at end
       where id = ${cart.id} and version = ${cart.version}
      returning id
    )
    insert into cart_items (cart_id, product_id, variant_id, quantity, options, options_key)
    select bumped.id, line.product_id, line.variant_id, line.quantity, line.options, line.options_key
      from bumped,
        (values ${sql.join(values, sql`, `)}) as line(product_id, variant_id, quantity, options, options_key)
    on conflict (cart_id, variant_id, options_key) do update set quantity = excluded.quantity
    returning id, cart_id, product_id, variant_id, quantity, options, options_key, seq, created_at`)) as unknown as {
    rows: WrittenItem[];
  };
  if (result.rows.length === 0) return undefined;
  const after = new Map(read.items.map((item) => [lineKeyOf(item), item]));
  for (const row of result.rows) {
    after.set(lineKeyOf({ variantId: row.variant_id, optionsKey: row.options_key }), {
      id: row.id,
      cartId: row.cart_id,
      productId: row.product_id,
      variantId: row.variant_id,
      quantity: row.quantity,
      options: row.options,
      optionsKey: row.options_key,
      seq: Number(row.seq),
      createdAt: new Date(row.created_at),
    });
  }
  return {
    cart: { ...cart, version: cart.version + 1 },
    items: [...after.values()].sort((a, b) => a.seq - b.seq),
  };
}
