import { z } from 'zod';
import { ReturnAction, ReturnItemStatus, ReturnStage, ReturnStatus } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { Money } from '../common';
import { ReturnDetail, ReturnMessage, ReturnSummary, RMA_MESSAGE_MAX_LENGTH } from '../rma';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The returns section of the back office (SPEC §2 menu, §3 return, §4 statuses; issue 14): every return
// and claim, in `rma`. A status moves only where the transition table allows
// (docs/decisions/returns.md); internal notes are staff's own and never reach the customer's answers.
// Every write is audited in its transaction (GET …/history).

/** The staff member looking after a return. */
export const ReturnAssignee = z.object({ id: z.uuid(), name: z.string() });
export type ReturnAssignee = z.infer<typeof ReturnAssignee>;

/** One return in the staff list: the customer's summary plus who filed it and who looks after it. */
export const AdminReturnSummary = ReturnSummary.extend({
  customerId: z.uuid(),
  contactEmail: z.string(),
  assignee: ReturnAssignee.nullable(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummary>;

/** A note staff keep on a return; customers never see it. */
export const ReturnInternalNote = z.object({
  id: z.uuid(),
  text: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime(),
});
export type ReturnInternalNote = z.infer<typeof ReturnInternalNote>;

/** The order a return is linked to. */
export const ReturnOrder = z.object({ id: z.uuid(), number: z.string(), total: Money });
export type ReturnOrder = z.infer<typeof ReturnOrder>;

/** One return as staff see it: the customer's detail, the internal notes and the statuses it may move to. */
export const AdminReturnDetail = ReturnDetail.extend({
  customerId: z.uuid(),
  assignee: ReturnAssignee.nullable(),
  internalNotes: z.array(ReturnInternalNote),
  /** The statuses the transition table allows from the current one (empty for closed). */
  nextStatuses: z.array(ReturnStatus),
  /** The order the return came from, as staff linked it (refunds go back to it); null until linked. */
  order: ReturnOrder.nullable(),
  /** Refunds decided on items (item action `refunded` with an amount), in the order's currency. */
  refunds: z.array(z.object({ itemId: z.uuid(), amount: Money })),
});
export type AdminReturnDetail = z.infer<typeof AdminReturnDetail>;

const day = z.iso.date();

export const AdminReturnListQuery = listQuery({
  sort: ['createdAt', 'updatedAt', 'number', 'status'],
  filters: {
    status: ReturnStatus.optional(),
    stage: ReturnStage.optional(),
    requestedAction: ReturnAction.optional(),
    /** Part of the contact e-mail, or the customer's id. */
    customer: z.string().trim().min(1).max(100).optional(),
    /** Part of the return number. */
    number: z.string().trim().min(1).max(40).optional(),
    /** Filed on or after this day (Warsaw time). */
    from: day.optional(),
    /** Filed on or before this day (Warsaw time). */
    to: day.optional(),
  },
});
export type AdminReturnListQuery = z.input<typeof AdminReturnListQuery>;

/**
 * POST /api/admin/returns/:id/status. `from` is the status the staff member saw: when the return has moved
 * meanwhile the change is refused with 409 instead of applied blindly.
 */
export const AdminReturnStatusChange = z.strictObject({ from: ReturnStatus, to: ReturnStatus });
export type AdminReturnStatusChange = z.input<typeof AdminReturnStatusChange>;

/**
 * POST /api/admin/returns/:id/stage: staff correct the stage the return was filed at, to any stage (the
 * customer could only choose the proposed one or a later one). `from` is the stage the staff member saw.
 */
export const AdminReturnStageChange = z.strictObject({ from: ReturnStage, to: ReturnStage });
export type AdminReturnStageChange = z.input<typeof AdminReturnStageChange>;

/**
 * POST /api/admin/returns/:id/items/:itemId/status: the action taken on one item. `refunded` with a `refund`
 * amount (minor units of the linked order's currency) gives the money back through the shop: payments records
 * the `return` transaction. Without an amount the item is only marked (money given back outside the shop).
 */
export const AdminReturnItemStatusChange = z
  .strictObject({
    status: ReturnItemStatus,
    refund: z.strictObject({ amount: z.number().int().min(1).max(1_000_000_000) }).optional(),
  })
  .refine((change) => !change.refund || change.status === 'refunded', {
    path: ['refund'],
    error: 'field.invalid',
  });
export type AdminReturnItemStatusChange = z.input<typeof AdminReturnItemStatusChange>;
export const AdminReturnItemParams = z.strictObject({ id: z.uuid(), itemId: z.uuid() });

/** POST /api/admin/returns/:id/notes: an internal note (plain text, shown as text). */
export const AdminReturnNoteInput = z.strictObject({ text: z.string().trim().min(1).max(5000) });
export type AdminReturnNoteInput = z.input<typeof AdminReturnNoteInput>;

/** POST /api/admin/returns/:id/messages: staff write in the thread the customer reads (plain text). */
export const AdminReturnMessageInput = z.strictObject({
  text: z.string().trim().min(1).max(RMA_MESSAGE_MAX_LENGTH),
});
export type AdminReturnMessageInput = z.input<typeof AdminReturnMessageInput>;

/**
 * POST /api/admin/returns/:id/assignee: the calling staff member takes the return ('me'), lets it go
 * ('nobody'), or gives it to an active staff member who may work on returns (their id, from the assignees).
 */
export const AdminReturnAssign = z.strictObject({ assignee: z.union([z.enum(['me', 'nobody']), z.uuid()]) });
export type AdminReturnAssign = z.input<typeof AdminReturnAssign>;

/** POST /api/admin/returns/:id/order: link the return to the order it came from (the customer's own). */
export const AdminReturnOrderLink = z.strictObject({ number: z.string().trim().min(1).max(40) });
export type AdminReturnOrderLink = z.input<typeof AdminReturnOrderLink>;

export const AdminReturnFileParams = z.strictObject({ id: z.uuid(), fileId: z.uuid() });

/** GET /api/admin/returns/:id/report/:lang: the return's service report (a PDF printed by documents). */
export const ServiceReportParams = AdminEntityParam.extend({ lang: z.string().min(1).max(10) });

export const returnsApi = {
  'GET /api/admin/returns': adminRow('rma', 'Returns and claims', 'returns.list', {
    query: AdminReturnListQuery,
    answer: listAnswer(AdminReturnSummary),
  }),
  'GET /api/admin/returns/assignees': adminRow('rma', 'Active staff a return can be assigned to', 'returns.update', {
    answer: z.object({ items: z.array(ReturnAssignee) }),
  }),
  'GET /api/admin/returns/:id': adminRow('rma', 'One return or claim', 'returns.view', {
    params: AdminEntityParam,
    answer: AdminReturnDetail,
  }),
  'POST /api/admin/returns/:id/status': adminRow('rma', 'Move a return to another status', 'returns.update', {
    params: AdminEntityParam,
    body: AdminReturnStatusChange,
    answer: AdminReturnDetail,
  }),
  'POST /api/admin/returns/:id/stage': adminRow('rma', 'Correct the stage of a return', 'returns.update', {
    params: AdminEntityParam,
    body: AdminReturnStageChange,
    answer: AdminReturnDetail,
  }),
  'POST /api/admin/returns/:id/items/:itemId/status': adminRow(
    'rma',
    'Record the action taken on an item',
    'returns.update',
    { params: AdminReturnItemParams, body: AdminReturnItemStatusChange, answer: AdminReturnDetail },
  ),
  'POST /api/admin/returns/:id/order': adminRow('rma', 'Link a return to the order it came from', 'returns.update', {
    params: AdminEntityParam,
    body: AdminReturnOrderLink,
    answer: AdminReturnDetail,
  }),
  'POST /api/admin/returns/:id/notes': adminRow('rma', 'Add an internal note', 'returns.update', {
    params: AdminEntityParam,
    body: AdminReturnNoteInput,
    answer: AdminReturnDetail,
  }),
  'POST /api/admin/returns/:id/messages': adminRow('rma', 'Answer the customer in the thread', 'returns.update', {
    params: AdminEntityParam,
    body: AdminReturnMessageInput,
    answer: ReturnMessage,
  }),
  'POST /api/admin/returns/:id/assignee': adminRow('rma', 'Take a return or let it go', 'returns.update', {
    params: AdminEntityParam,
    body: AdminReturnAssign,
    answer: AdminReturnDetail,
  }),
  'GET /api/admin/returns/:id/files/:fileId': adminRow('rma', 'An attachment of a return', 'returns.view', {
    params: AdminReturnFileParams,
  }),
  'GET /api/admin/returns/:id/history': historyRow('rma', 'a return', 'returns.view'),
  'GET /api/admin/returns/:id/report/:lang': adminRow(
    'documents',
    'The service report of a return (PDF, pl or en)',
    'returns.generate_report',
    { params: ServiceReportParams },
  ),
};
