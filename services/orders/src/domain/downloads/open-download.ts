import type { DownloadState, OrderDownload, OrderStatus } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { downloadFiles, orderDownloads, orders } from '../../db/schema';
import { ownOrder, tokenMatches } from '../orders/order-access';
import { confirmationPath, type OrderRow, screenPath } from '../orders/order-view';
import { closed } from '../orders/payment-outcomes';
import { type DownloadRow, downloadLinesOf, downloadState, freshLink, toOrderDownload } from './order-downloads';

// Opening a signed download link, and the signed-in buyer's fresh link. A link opens the file of its own
// order line and nothing else: a wrong secret, another order's id or an order no longer paid answer 404,
// like a link that never existed. Each opening counts, taken in one guarded update, so two browsers at once
// can never get a sixth download.

type Tx = Transaction<typeof schema>;
type StoredFile = typeof downloadFiles.$inferSelect;

export type DownloadOpening =
  | { opened: true; file: { id: string; name: string; mime: string; size: number } }
  | { opened: false; state: Exclude<DownloadState, 'ready'>; order: OrderRow };

/** A link's order while it still delivers: paid, and not cancelled, rejected or returned since. */
function stillDelivers(order: OrderRow | undefined): order is OrderRow {
  return !!order && order.paymentStatus === 'paid' && !closed.includes(order.status as OrderStatus);
}

export async function openDownload(
  context: OrdersContext,
  id: string,
  secret: string | undefined,
): Promise<DownloadOpening> {
  const [found] = await context.db
    .select({ link: orderDownloads, order: orders, file: downloadFiles })
    .from(orderDownloads)
    .innerJoin(orders, eq(orders.id, orderDownloads.orderId))
    .leftJoin(downloadFiles, eq(downloadFiles.productId, orderDownloads.productId))
    .where(eq(orderDownloads.id, id))
    .limit(1);
  if (!found || !tokenMatches(found.link.secret, secret) || !stillDelivers(found.order) || !found.file)
    throw new AppError('not_found');
  const now = context.clock.now();
  const [counted] = await context.db
    .update(orderDownloads)
    .set({ used: sql`${orderDownloads.used} + 1` })
    .where(
      and(
        eq(orderDownloads.id, id),
        // The secret read above: a fresh link issued meanwhile makes this one open nothing.
        eq(orderDownloads.secret, found.link.secret),
        lt(orderDownloads.used, orderDownloads.uses),
        gt(orderDownloads.expiresAt, now),
      ),
    )
    .returning({ id: orderDownloads.id });
  if (!counted) {
    const state = downloadState(found.link, now);
    // Read before another opening took the last download: it is used up now.
    return { opened: false, state: state === 'ready' ? 'used_up' : state, order: found.order };
  }
  return { opened: true, file: asServed(found.file) };
}

const asServed = (file: StoredFile) => ({ id: file.fileId, name: file.name, mime: file.mime, size: file.size });

/**
 * Where a browser that opened a link no longer valid is sent to read why: the order in the buyer's account
 * (where, signed in, they get a fresh link), or a guest order's own page (docs/decisions/downloads.md).
 */
export function refusalPage(opening: Extract<DownloadOpening, { opened: false }>): string {
  const { order, state } = opening;
  const page = order.customerId
    ? screenPath('orderDetails', order.language, { id: order.id })
    : confirmationPath(order);
  return `${page}?download=${state}`;
}

/**
 * A fresh link for the signed-in buyer: a new secret, DOWNLOAD_LINK_DAYS more days and the full count. A link
 * that still works is answered as it is (a second click changes nothing).
 */
export async function renewDownload(
  context: OrdersContext,
  customerId: string,
  orderId: string,
  downloadId: string,
): Promise<OrderDownload> {
  const order = await ownOrder(context.db, customerId, orderId);
  if (!stillDelivers(order)) throw new AppError('not_found');
  const now = context.clock.now();
  await context.transaction(async (tx: Tx) => {
    const link = await lockLink(tx, order.id, downloadId);
    if (downloadState(link, now) !== 'ready')
      await tx.update(orderDownloads).set(freshLink(now)).where(eq(orderDownloads.id, link.id));
  });
  const line = (await downloadLinesOf(context.db, order.id)).find((candidate) => candidate.link.id === downloadId);
  if (!line) throw new AppError('not_found');
  return toOrderDownload(line, now, true);
}

async function lockLink(tx: Tx, orderId: string, id: string): Promise<DownloadRow> {
  const [link] = await tx
    .select()
    .from(orderDownloads)
    .where(and(eq(orderDownloads.id, id), eq(orderDownloads.orderId, orderId)))
    .for('update');
  if (!link) throw new AppError('not_found');
  return link;
}
