import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { Money } from '../common';
import { AdminEntityParam, adminRow } from './row';

// Consumers' withdrawals in the sales back office (issue 27, docs/decisions/withdrawals.md, "Staff side"):
// each statement with its deadlines (goods back and refund, 14 days from the statement), the goods or the
// proof of sending received, then one refund through the order's payment method (payments' refunds) and the
// correction invoice. Staff holding the returns permissions work on them; every step is audited.

/** Where a withdrawal stands for staff. */
export const AdminWithdrawalStatus = z.enum([
  'received',
  'goods_received',
  'proof_received',
  'refund_requested',
  'refunded',
  'refund_failed',
]);
export type AdminWithdrawalStatus = z.infer<typeof AdminWithdrawalStatus>;

export const AdminWithdrawalSummary = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The name the consumer gave in the statement. */
  name: z.string(),
  email: z.string(),
  status: AdminWithdrawalStatus,
  receivedAt: z.iso.datetime({ offset: true }),
  /** The last day for the consumer to send the goods back (art. 34 ust. 1: 14 days from the statement). */
  goodsDueOn: z.iso.date(),
  /** The last day for the shop to refund (art. 32 ust. 1: 14 days from the statement). */
  refundDueOn: z.iso.date(),
  /** The refund is not completed and its last day has passed. */
  refundLate: z.boolean(),
  /** The refund asked of payments (null until asked). */
  refund: Money.nullable(),
});
export type AdminWithdrawalSummary = z.infer<typeof AdminWithdrawalSummary>;

export const AdminWithdrawalLine = z.object({
  itemId: z.uuid(),
  name: z.string(),
  optionsLabel: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** What the buyer paid for these pieces: their price after the order's discount (the invoice's share). */
  paid: Money,
});
export type AdminWithdrawalLine = z.infer<typeof AdminWithdrawalLine>;

export const AdminWithdrawalDetail = AdminWithdrawalSummary.extend({
  version: z.number().int(),
  language: z.string(),
  periodEndsOn: z.iso.date().nullable(),
  lines: z.array(AdminWithdrawalLine),
  order: z.object({
    id: z.uuid(),
    number: z.string(),
    status: z.string(),
    total: Money,
    paymentMethod: z.string(),
    deliveryMethod: z.string(),
    /** Whether the order ships goods: without any the refund is not withheld for their return. */
    shipsGoods: z.boolean(),
  }),
  goodsReceivedAt: z.iso.datetime({ offset: true }).nullable(),
  proofReceivedAt: z.iso.datetime({ offset: true }).nullable(),
  goodsRecordedBy: z.string().nullable(),
  /**
   * The refund: what it is (asked) or would be (not asked yet) — the lines plus the delivery cost, up to the
   * cheapest standard delivery, when this withdrawal completes the whole order.
   */
  refundAmount: Money,
  refundDelivery: Money,
  refundStatus: z.enum(['requested', 'completed', 'failed']).nullable(),
  refundRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  refundRequestedBy: z.string().nullable(),
  refundCompletedAt: z.iso.datetime({ offset: true }).nullable(),
  refundFailure: z.string().nullable(),
  /** The refund waits for the goods or the proof of sending (art. 32 ust. 4). */
  refundWithheld: z.boolean(),
  correctionInvoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
});
export type AdminWithdrawalDetail = z.infer<typeof AdminWithdrawalDetail>;

export const AdminWithdrawalListQuery = listQuery({
  sort: ['receivedAt'],
  filters: {
    status: AdminWithdrawalStatus.optional(),
    /** Part of the order number. */
    number: z.string().trim().min(1).max(40).optional(),
    /** Only refunds late against their deadline. */
    late: z.enum(['true']).optional(),
  },
});
export type AdminWithdrawalListQuery = z.input<typeof AdminWithdrawalListQuery>;

/**
 * POST /api/admin/withdrawals/:id/goods: the goods came back (`received`: the stock returns to the warehouse)
 * or the consumer proved sending them (`proof`). `version` is the one the screen showed (409 when older).
 */
export const AdminWithdrawalGoods = z.strictObject({
  kind: z.enum(['received', 'proof']),
  version: z.number().int().min(1),
});
export type AdminWithdrawalGoods = z.input<typeof AdminWithdrawalGoods>;

/** POST /api/admin/withdrawals/:id/refund: ask payments for the refund (once; a second click is the same). */
export const AdminWithdrawalRefund = z.strictObject({
  version: z.number().int().min(1),
  /** The buyer's bank account, for an order paid by transfer or cash on delivery. */
  accountNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9 ]*$/, { error: 'field.account_number' })
    .optional(),
});
export type AdminWithdrawalRefund = z.input<typeof AdminWithdrawalRefund>;

/** GET /api/admin/dashboard/withdrawals: withdrawals waiting for staff, and refunds late against their day. */
export const WithdrawalsDashboard = z.object({
  open: z.number().int(),
  lateRefunds: z.number().int(),
  /** The earliest refund day missed (null when none is late). */
  oldestLateDueOn: z.iso.date().nullable(),
});
export type WithdrawalsDashboard = z.infer<typeof WithdrawalsDashboard>;

export const adminWithdrawalsApi = {
  'GET /api/admin/withdrawals': adminRow('orders', "Consumers' withdrawals with their deadlines", 'returns.list', {
    query: AdminWithdrawalListQuery,
    answer: listAnswer(AdminWithdrawalSummary),
  }),
  'GET /api/admin/withdrawals/:id': adminRow(
    'orders',
    'One withdrawal: statement, lines, order, refund',
    'returns.view',
    {
      params: AdminEntityParam,
      answer: AdminWithdrawalDetail,
    },
  ),
  'POST /api/admin/withdrawals/:id/goods': adminRow(
    'orders',
    "Record a withdrawal's goods received (stock back) or the proof of sending",
    'returns.update',
    { params: AdminEntityParam, body: AdminWithdrawalGoods, answer: AdminWithdrawalDetail },
  ),
  'POST /api/admin/withdrawals/:id/refund': adminRow(
    'orders',
    "Refund a withdrawal through the order's payment method (once) and issue its correction invoice",
    'returns.update',
    { params: AdminEntityParam, body: AdminWithdrawalRefund, answer: AdminWithdrawalDetail },
  ),
  'GET /api/admin/dashboard/withdrawals': adminRow(
    'orders',
    'Dashboard: open withdrawals, late refunds',
    'returns.list',
    {
      answer: WithdrawalsDashboard,
    },
  ),
} as const;
