import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { RefundReason } from '../../refund-events';
import { Money } from '../common';
import { AdminEntityParam, adminRow } from './row';

// Refunds through the order's payment method (issue 27; docs/decisions/refunds.md), as staff see them in the
// refunds section of the sales back office: a provider's refund with its state, and the transfers (transfer,
// cash on delivery, a provider's refused refund) and installment banks' notices that wait for staff, who mark
// them done.

export const AdminRefundStatus = z.enum([
  'requested',
  'sent',
  'completed',
  'failed',
  'awaiting_transfer',
  'awaiting_notice',
]);
export type AdminRefundStatus = z.infer<typeof AdminRefundStatus>;

export const AdminRefund = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  amount: Money,
  reason: RefundReason,
  reference: z.string(),
  method: z.string(),
  status: AdminRefundStatus,
  /** The provider's reference of the refund, or the transfer's title. */
  providerRef: z.string().nullable(),
  /** The buyer's account for a transfer, when known. */
  accountNumber: z.string().nullable(),
  failure: z.string().nullable(),
  attempts: z.number().int(),
  completedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/**
 * The refunds staff still have to make, which they mark sent: a transfer or a bank's notice to send, or a
 * provider's refusal (the money then goes back by transfer).
 */
export const refundsAwaitingStaff = [
  'awaiting_transfer',
  'awaiting_notice',
  'failed',
] as const satisfies readonly AdminRefundStatus[];

export const AdminRefundListQuery = listQuery({
  sort: ['createdAt', 'amount', 'orderNumber'],
  filters: {
    /** One state, or `awaiting_staff`: every refund staff still have to make. */
    status: z.enum([...AdminRefundStatus.options, 'awaiting_staff']).optional(),
    reason: RefundReason.optional(),
    orderId: z.uuid().optional(),
    /** Part of the order number. */
    orderNumber: z.string().trim().min(1).max(40).optional(),
  },
});
export type AdminRefundListQuery = z.input<typeof AdminRefundListQuery>;

/**
 * POST /api/admin/refunds/:id/sent: staff sent the transfer (or the notice to the installment bank), or a
 * transfer instead of a provider's refund it refused. The buyer's account is required for a transfer when the
 * refund does not have it yet.
 */
export const AdminRefundSent = z.strictObject({
  accountNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9 ]*$/, { error: 'field.account_number' })
    .optional(),
  note: z.string().trim().max(500).optional(),
});
export type AdminRefundSent = z.input<typeof AdminRefundSent>;

export const adminRefundsApi = {
  'GET /api/admin/refunds': adminRow('payments', 'Refunds with their state', 'transactions.list', {
    query: AdminRefundListQuery,
    answer: listAnswer(AdminRefund),
  }),
  'GET /api/admin/refunds/:id': adminRow('payments', 'One refund with its state', 'transactions.list', {
    params: AdminEntityParam,
    answer: AdminRefund,
  }),
  'POST /api/admin/refunds/:id/sent': adminRow(
    'payments',
    'Mark a refund by transfer (or a notice to the installment bank, or a transfer instead of a refused refund) as sent',
    'transactions.create',
    { params: AdminEntityParam, body: AdminRefundSent, answer: AdminRefund },
  ),
} as const;
