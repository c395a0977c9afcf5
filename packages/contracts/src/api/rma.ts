import { z } from 'zod';
import { type OrderStatus, ReturnAction, ReturnItemStatus, ReturnStage, ReturnStatus } from '../enums';
import { RMA_MAX_FILES } from '../limits';
import { listQuery } from '../list-query';
import type { MessageKey } from '../messages';
import { Address } from './account';
import { todayInWarsaw } from './cms';

// Returns and claims (SPEC §3 Return, §5 RMA rules, §7): what a customer or dealer files and reads. A return
// is filed as one multipart request: the fields below as text parts, `items` as JSON, and the attachments
// as file parts (`files`), checked by content on the server. Files may also be uploaded ahead, one by one
// with a progress bar each (`POST /api/files/upload`), and named by their ids in the text part `uploads`.

const key = (k: MessageKey) => k;
const required = (otherwise: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? key('field.required') : otherwise;
const text = (max: number) =>
  z
    .string({ error: required('field.required') })
    .trim()
    .min(1, { error: key('field.required') })
    .max(max);
const date = (message: MessageKey) =>
  z.iso.date({ error: required('field.date') }).refine((value) => value <= todayInWarsaw(), { error: key(message) });

// ---- the stage of a return (SPEC §9: the standard warranty lasts 2 years) ----------------------------------

/** The stages from the earliest to the latest: a return may be filed at its proposed stage or a later one. */
export const returnStagesInOrder = ['presales', 'warranty', 'post_warranty'] as const satisfies readonly ReturnStage[];

/** Years of the standard warranty (SPEC §9). */
export const WARRANTY_YEARS = 2;

/**
 * The last day of the warranty of goods received on `purchaseDate` (YYYY-MM-DD): the day of the same date
 * two years later, or the month's last day when that date does not exist (29 February → 28 February), as
 * the civil code counts a period of years (art. 112 k.c.).
 */
export function warrantyLastDay(purchaseDate: string): string {
  const [year, month, day] = purchaseDate.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + WARRANTY_YEARS, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year + WARRANTY_YEARS}-${pad(month)}-${pad(Math.min(day, lastOfMonth))}`;
}

/** Order statuses in which the goods reached the customer: the carrier delivered them (completed), or they came back. */
export const deliveredOrderStatuses: readonly OrderStatus[] = ['completed', 'returned'];

/**
 * The stage a return is proposed at: `presales` while the order it comes from has not been delivered,
 * `warranty` up to the last day of the warranty counted from the purchase (or delivery) date, then
 * `post_warranty`. `today` is the Warsaw date the return is filed on.
 */
export function proposedReturnStage(
  purchase: { purchaseDate: string; delivered: boolean },
  today: string,
): ReturnStage {
  if (!purchase.delivered) return 'presales';
  return today <= warrantyLastDay(purchase.purchaseDate) ? 'warranty' : 'post_warranty';
}

/** The stages a customer may choose for a return proposed at `proposed`: that one and every later one. */
export function allowedReturnStages(proposed: ReturnStage): ReturnStage[] {
  return returnStagesInOrder.slice(returnStagesInOrder.indexOf(proposed));
}

/** Most items on one return. */
export const RMA_MAX_ITEMS = 20;
/** Most serial numbers of one item. */
export const RMA_MAX_SERIALS = 20;

export const ReturnSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  stage: ReturnStage,
  status: ReturnStatus,
  requestedAction: ReturnAction,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ReturnSummary = z.infer<typeof ReturnSummary>;

export const ReturnListQuery = listQuery({
  sort: ['createdAt', 'number', 'status'],
  filters: { status: ReturnStatus.optional() },
});

/** One item of a return as the customer describes it. */
export const ReturnItemInput = z.strictObject({
  category: text(100),
  productName: text(200),
  problem: text(2000),
  serialNumbers: z.array(z.string().trim().min(1).max(100)).max(RMA_MAX_SERIALS).default([]),
});
export type ReturnItemInput = z.input<typeof ReturnItemInput>;

/** `items` arrives as a JSON text part of the multipart form. */
const ItemsJson = z
  .string({ error: required('field.rma_items') })
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: key('field.rma_items') });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(ReturnItemInput)
      .min(1, { error: key('field.rma_items') })
      .max(RMA_MAX_ITEMS),
  );

/** One file of `POST /api/files/upload`, kept for its uploader until it is attached by its id or a day old. */
export const UploadedFile = z.object({
  id: z.uuid(),
  /** The name it was uploaded under, made safe (no folders, no control characters). */
  name: z.string(),
  size: z.number().int(),
  /** The type told by the file's content, not by its name. */
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** The answer of `POST /api/files/upload`: the stored files in the order their parts came. */
export const UploadedFiles = z.object({ files: z.array(UploadedFile) });
export type UploadedFiles = z.infer<typeof UploadedFiles>;

/**
 * `uploads`: the ids of files uploaded ahead, as a JSON text part (a JSON array of ids). Only the caller's
 * own files not yet attached count; any other id is answered like one that does not exist.
 */
const UploadIdsJson = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: key('field.rma_upload_gone') });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.uuid({ error: key('field.rma_upload_gone') }), { error: key('field.rma_upload_gone') })
      .max(RMA_MAX_FILES, { error: key('error.upload_failed') })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  )
  .optional()
  .default([]);

/** The text parts of `POST /api/rma` (attachments as file parts named `files` and/or ids in `uploads`). */
export const NewReturnFields = z.strictObject({
  stage: ReturnStage,
  requestedAction: ReturnAction,
  purchaseDate: date('field.purchase_date_future'),
  /** The order's date: picked from the customer's orders (the screen fills it in) or typed. */
  orderDate: date('field.order_date_future'),
  /**
   * The customer's own order the return comes from, when picked from their orders: the return is linked to
   * it, and an order not yet delivered proposes the `presales` stage. Left out for goods bought elsewhere.
   */
  orderId: z.uuid({ error: key('field.rma_order') }).optional(),
  /** One existing address of the caller's address book (SPEC §5). */
  addressId: z.uuid({ error: key('field.rma_address') }),
  contactEmail: z
    .string({ error: required('field.email') })
    .trim()
    .min(1, { error: key('field.required') })
    .max(254)
    .pipe(z.email({ error: key('field.email') })),
  contactPhone: z
    .string({ error: required('field.phone') })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: key('field.phone') }),
  notes: z.string().trim().max(2000).optional().default(''),
  items: ItemsJson,
  uploads: UploadIdsJson,
});
export type NewReturnFields = z.input<typeof NewReturnFields>;

export const ReturnItem = z.object({
  id: z.uuid(),
  category: z.string(),
  productName: z.string(),
  problem: z.string(),
  serialNumbers: z.array(z.string()),
  status: ReturnItemStatus,
});
export type ReturnItem = z.infer<typeof ReturnItem>;

/** A file attached to a return, read through `GET /api/rma/:id/files/:fileId`. */
export const ReturnAttachment = z.object({
  id: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ReturnAttachment = z.infer<typeof ReturnAttachment>;

/** Longest message of a return's thread. */
export const RMA_MESSAGE_MAX_LENGTH = 5000;

/** One message of a return's thread; `text` is plain text, shown as text (never as HTML). */
export const ReturnMessage = z.object({
  id: z.uuid(),
  author: z.enum(['customer', 'staff']),
  /** The staff member's name for staff messages; null for the customer's own. */
  staffName: z.string().nullable(),
  text: z.string(),
  attachments: z.array(ReturnAttachment),
  createdAt: z.iso.datetime(),
});
export type ReturnMessage = z.infer<typeof ReturnMessage>;

const MessageText = z
  .string({ error: required('field.required') })
  .trim()
  .min(1, { error: key('field.required') })
  .max(RMA_MESSAGE_MAX_LENGTH);

/** The text parts of `POST /api/rma/message` (multipart; optional attachments as `files` parts or `uploads` ids). */
export const NewReturnMessageFields = z.strictObject({ returnId: z.uuid(), text: MessageText, uploads: UploadIdsJson });
export type NewReturnMessageFields = z.input<typeof NewReturnMessageFields>;

/** The return address as it was when the return was filed (later edits of the address book leave it be). */
export const ReturnAddress = Address.omit({ createdAt: true, updatedAt: true, isDefault: true });
export type ReturnAddress = z.infer<typeof ReturnAddress>;

/** A return's details (returns recorded before the return form existed lack dates and an address). */
export const ReturnDetail = ReturnSummary.extend({
  purchaseDate: z.iso.date().nullable(),
  orderDate: z.iso.date().nullable(),
  address: ReturnAddress.nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  notes: z.string(),
  items: z.array(ReturnItem),
  attachments: z.array(ReturnAttachment),
  /** The thread, oldest first. */
  messages: z.array(ReturnMessage),
  /** False once the return is closed (SPEC §4): the thread takes no more messages. */
  messagesOpen: z.boolean(),
});
export type ReturnDetail = z.infer<typeof ReturnDetail>;

export const ReturnFileParams = z.strictObject({ id: z.uuid(), fileId: z.uuid() });
