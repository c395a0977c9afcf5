import { z } from 'zod';
import type { ServiceName } from '../services';
import { adminRow } from './admin/row';
import { UuidParam } from './common';
import type { RouteSpec } from './route';

// Downloads (issue 24, type `download`; docs/decisions/downloads.md): a paid order's download products are
// delivered as links — valid DOWNLOAD_LINK_DAYS days and DOWNLOAD_LINK_USES downloads, each opening the file
// of one line of one order and nothing else. Staff attach the file to the product in the admin's product
// editor. The orders service owns all of it: it knows when an order is paid and whose it is.

/** How long a download link works after it was issued (or renewed). */
export const DOWNLOAD_LINK_DAYS = 7;
/** How many times a download link opens its file. */
export const DOWNLOAD_LINK_USES = 5;
/** The largest file staff may attach to a download product. */
export const DOWNLOAD_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** Why a link no longer opens its file. */
export const DownloadState = z.enum(['ready', 'expired', 'used_up']);
export type DownloadState = z.infer<typeof DownloadState>;

/** One download of a paid order, as its owner (or the holder of the order's guest link) sees it. */
export const OrderDownload = z.object({
  id: z.uuid(),
  /** The order line's product name. */
  name: z.string(),
  /** The file's own name and size. */
  fileName: z.string(),
  size: z.number().int(),
  state: DownloadState,
  /** The signed link (`/api/orders/downloads/<id>?s=…`); null once it no longer opens the file. */
  path: z.string().startsWith('/').nullable(),
  expiresAt: z.iso.datetime(),
  downloadsLeft: z.number().int().min(0),
  /** Whether the signed-in buyer may ask for a fresh link now (the link expired or was used up). */
  renewable: z.boolean(),
});
export type OrderDownload = z.infer<typeof OrderDownload>;

/** The signed link's query: its secret. */
export const DownloadLinkQuery = z.strictObject({ s: z.string().max(200).optional() });

export const OrderDownloadParams = z.strictObject({ id: z.uuid(), downloadId: z.uuid() });

/** POST /api/orders/:id/downloads/:downloadId: the download with its fresh link. */
export const OrderDownloadAnswer = z.object({ download: OrderDownload });
export type OrderDownloadAnswer = z.infer<typeof OrderDownloadAnswer>;

/** The file a download product delivers (null: none attached yet). */
export const ProductDownloadFile = z.object({
  productId: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type ProductDownloadFile = z.infer<typeof ProductDownloadFile>;

export const ProductDownloadFileAnswer = z.object({ file: ProductDownloadFile.nullable() });
export type ProductDownloadFileAnswer = z.infer<typeof ProductDownloadFileAnswer>;

/** A product id in the admin's path (catalogue ids are integers, at most PostgreSQL's). */
export const ProductDownloadParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((id) => Number(id) <= 2_147_483_647),
});

const r = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary'>> = {}>(summary: string, extra?: X) =>
  ({ service: 'orders' as ServiceName, summary, access: 'app', ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

/** The public rows, spread into `shopApi` before `/api/orders/:id`. */
export const downloadsApi = {
  // Opened from an e-mail, so the browser sends no application id: the link's secret is its signature.
  'GET /api/orders/downloads/:id': r('A paid download (signed link, query s): the file, or why it no longer opens', {
    access: 'signature',
    params: UuidParam,
    query: DownloadLinkQuery,
  }),
  'POST /api/orders/:id/downloads/:downloadId': r(
    "A fresh link for the signed-in buyer's expired or used-up download",
    {
      params: OrderDownloadParams,
      answer: OrderDownloadAnswer,
    },
  ),
};

/** The admin rows: the file of a download product (product editor). */
export const downloadsAdminApi = {
  'GET /api/admin/products/:id/download-file': adminRow('orders', "A download product's file", 'products.view', {
    params: ProductDownloadParams,
    answer: ProductDownloadFileAnswer,
  }),
  'POST /api/admin/products/:id/download-file': adminRow(
    'orders',
    "Attach (or replace) a download product's file (multipart; checked by content)",
    'products.update',
    { upload: true, params: ProductDownloadParams, answer: ProductDownloadFileAnswer },
  ),
};
