import { z } from 'zod';
import { RefundReason } from '../../refund-events';
import { Money } from '../common';
import { AdminEntityParam, adminRow } from './row';

// Refunds of an order through its payment method (issue 27; docs/decisions/refunds.md), as staff see them on
// the order or withdrawal page: a provider's refund with its state, and the transfers (transfer, cash on
// delivery) and installment banks' notices that wait for staff, who mark them done.

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

export const AdminRefundListQuery = z.strictObject({ orderId: z.uuid({ error: 'field.required' }) });

/**
 * POST /api/admin/refunds/:id/sent: staff sent the transfer (or the notice to the installment bank). The
 * buyer's account is required for a transfer when the refund does not have it yet.
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
  'GET /api/admin/refunds': adminRow('payments', "An order's refunds with their state", 'transactions.list', {
    query: AdminRefundListQuery,
    answer: z.object({ items: z.array(AdminRefund) }),
  }),
  'POST /api/admin/refunds/:id/sent': adminRow(
    'payments',
    'Mark a refund by transfer (or a notice to the installment bank) as sent',
    'transactions.create',
    { params: AdminEntityParam, body: AdminRefundSent, answer: AdminRefund },
  ),
} as const;
