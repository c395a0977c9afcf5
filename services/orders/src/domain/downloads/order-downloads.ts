import { randomBytes } from 'node:crypto';
import {
  DOWNLOAD_LINK_DAYS,
  DOWNLOAD_LINK_USES,
  type DownloadState,
  type EventData,
  type OrderDetail,
  type OrderDownload,
  type OrderUpdated,
} from '@shop/contracts';
import type { Executor, Transaction } from '@shop/service-kit/db';
import { asc, eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { downloadFiles, orderDownloads, orderItems } from '../../db/schema';
import type { OrderRow } from '../orders/order-view';

// The links of a paid order's downloads (issue 24, docs/decisions/downloads.md): one per order line whose
// product has a file, issued in the transaction that marks the order paid, so the e-mail of that change
// already carries them. A link works DOWNLOAD_LINK_DAYS days and DOWNLOAD_LINK_USES downloads; a fresh one
// (the signed-in buyer's, renew-download.ts) replaces its secret, expiry and count.

type Db = Executor<typeof schema>;
type Tx = Transaction<typeof schema>;
export type DownloadRow = typeof orderDownloads.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link's secret, expiry and count, from `now`. */
export function freshLink(now: Date) {
  return {
    secret: randomBytes(24).toString('base64url'),
    expiresAt: new Date(now.getTime() + DOWNLOAD_LINK_DAYS * DAY_MS),
    uses: DOWNLOAD_LINK_USES,
    used: 0,
    issuedAt: now,
  };
}

/** Issues the links of a just-paid order's download lines; lines that have one already keep theirs. */
export async function issueDownloadLinks(tx: Tx, orderId: string, now: Date): Promise<void> {
  const lines = await tx
    .select({ itemId: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(downloadFiles, eq(downloadFiles.productId, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  if (lines.length === 0) return;
  await tx
    .insert(orderDownloads)
    .values(lines.map((line) => ({ orderId, ...line, ...freshLink(now) })))
    .onConflictDoNothing({ target: orderDownloads.itemId });
}

/** The signed link of a download (put after the shop's address in e-mails). */
export const downloadPath = (row: Pick<DownloadRow, 'id' | 'secret'>) =>
  `/api/orders/downloads/${row.id}?s=${encodeURIComponent(row.secret)}`;

export function downloadState(row: Pick<DownloadRow, 'expiresAt' | 'uses' | 'used'>, now: Date): DownloadState {
  if (row.used >= row.uses) return 'used_up';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ready';
}

interface DownloadLine {
  link: DownloadRow;
  name: string;
  file: { name: string; size: number };
}

/** An order's downloads with their lines' names and files, in the order of the lines. */
export async function downloadLinesOf(db: Db, orderId: string): Promise<DownloadLine[]> {
  const rows = await db
    .select({ link: orderDownloads, name: orderItems.name, fileName: downloadFiles.name, size: downloadFiles.size })
    .from(orderDownloads)
    .innerJoin(orderItems, eq(orderItems.id, orderDownloads.itemId))
    .innerJoin(downloadFiles, eq(downloadFiles.productId, orderDownloads.productId))
    .where(eq(orderDownloads.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map(({ link, name, fileName, size }) => ({ link, name, file: { name: fileName, size } }));
}

/**
 * One download as the order's page shows it. `signedIn`: the caller is the buyer, signed in, who may ask
 * for a fresh link once this one no longer opens the file.
 */
export function toOrderDownload(line: DownloadLine, now: Date, signedIn: boolean): OrderDownload {
  const state = downloadState(line.link, now);
  return {
    id: line.link.id,
    name: line.name,
    fileName: line.file.name,
    size: line.file.size,
    state,
    path: state === 'ready' ? downloadPath(line.link) : null,
    expiresAt: line.link.expiresAt.toISOString(),
    downloadsLeft: Math.max(0, line.link.uses - line.link.used),
    renewable: signedIn && state !== 'ready',
  };
}

/**
 * The order's page with its downloads (none for an order that has none). `signedIn`: read by its signed-in
 * owner rather than through the guest link.
 */
export async function withDownloads<D extends OrderDetail>(
  db: Db,
  detail: D,
  order: OrderRow,
  now: Date,
  signedIn: boolean,
): Promise<D> {
  const lines = await downloadLinesOf(db, order.id);
  if (lines.length === 0) return detail;
  const renewable = signedIn && order.customerId !== null;
  return { ...detail, downloads: lines.map((line) => toOrderDownload(line, now, renewable)) };
}

/** What the `order-updated` e-mail carries: the paid order's working links. */
export async function downloadsForMail(
  db: Db,
  order: OrderRow,
  now: Date,
): Promise<EventData<typeof OrderUpdated>['downloads']> {
  if (order.paymentStatus !== 'paid') return undefined;
  const lines = await downloadLinesOf(db, order.id);
  const ready = lines.filter((line) => downloadState(line.link, now) === 'ready');
  if (ready.length === 0) return undefined;
  return ready.map(({ link, name }) => ({
    name,
    path: downloadPath(link),
    expiresAt: link.expiresAt.toISOString(),
    uses: link.uses - link.used,
  }));
}
