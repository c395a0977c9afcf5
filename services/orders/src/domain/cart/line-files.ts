import type { IncomingMessage } from 'node:http';
import { LINE_FILE_MAX_BYTES, type LineFileAnswer, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { readUpload, type UploadLimits } from '@shop/service-kit/files';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { lineFiles, orderItems } from '../../db/schema';
import type { CartCaller } from './caller';
import { lockCart } from './cart-store';
import { settleGuestCart } from './read-cart';

// Files for FILE options (issue 24: a logo for the sticker set), uploaded from the product page or the cart
// before the line names them. A file belongs to the caller's cart — checked by content as return
// attachments are (an image or a PDF, 10 MB, one per request) — and only a line of that cart may name it;
// the order placed from the cart takes it, and staff download it from the order.

/** What a FILE option takes: pictures and PDFs, told by their content, one per request. */
export const lineFileLimits: UploadLimits = {
  accept: ['image', 'document'],
  maxBytes: LINE_FILE_MAX_BYTES,
  maxFiles: 1,
};

/** Files one cart may hold that no order took yet (a few logos tried, not a free disk). */
export const MAX_CART_FILES = 20;

/** Stores the request's one file part for the caller's cart (made when missing). */
export async function uploadLineFile(
  context: OrdersContext,
  caller: CartCaller,
  req: IncomingMessage,
): Promise<LineFileAnswer> {
  const upload = await readUpload(req, context.files, lineFileLimits);
  try {
    const file = upload.files[0];
    if (!file) throw new AppError('validation_failed', { fields: { file: translate('field.required', caller.lang) } });
    await settleGuestCart(context, caller);
    await context.transaction(async (tx) => {
      const cart = await lockCart(tx, caller);
      await tx.insert(lineFiles).values({
        id: file.id,
        cartId: cart.id,
        name: file.name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        createdAt: context.clock.now(),
      });
      const [held] = await tx
        .select({ n: count() })
        .from(lineFiles)
        .where(and(eq(lineFiles.cartId, cart.id), isNull(lineFiles.orderId)));
      if ((held?.n ?? 0) > MAX_CART_FILES) throw new AppError('upload_failed');
    });
    return { file: { id: file.id, name: file.name, size: file.size, mime: file.mime } };
  } catch (error) {
    await Promise.all(upload.files.map((f) => context.files.remove(f.id)));
    throw error;
  }
}

/** The order placed from a cart takes the files its lines name (in the order's transaction). */
export async function takeLineFiles(db: Executor<typeof schema>, cartId: string, orderId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(lineFiles)
    .set({ orderId })
    .where(and(eq(lineFiles.cartId, cartId), inArray(lineFiles.id, ids)));
}

/** Removes the files of carts that are gone (stale, merged, emptied by no order), rows first, then bytes. */
export async function sweepLineFiles(context: Pick<OrdersContext, 'db' | 'files'>): Promise<number> {
  const gone = await context.db
    .delete(lineFiles)
    .where(and(isNull(lineFiles.orderId), sql`not exists (select 1 from carts where carts.id = ${lineFiles.cartId})`))
    .returning({ id: lineFiles.id });
  await Promise.all(gone.map((row) => context.files.remove(row.id)));
  return gone.length;
}

/** A file one of the order's lines chose, for staff (404 when the order names no such file). */
export async function orderLineFile(db: Executor<typeof schema>, orderId: string, fileId: string) {
  const [named] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        sql`${orderItems.options} @> ${JSON.stringify([{ file: { id: fileId } }])}::jsonb`,
      ),
    )
    .limit(1);
  if (!named) throw new AppError('not_found');
  const [file] = await db.select().from(lineFiles).where(eq(lineFiles.id, fileId));
  if (!file) throw new AppError('not_found');
  return file;
}
