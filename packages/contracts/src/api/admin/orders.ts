import { z } from 'zod';
import { AdminPaymentStatus, OrderStatus, OrderType, PaymentMethod } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { OrderDetail, OrderSummary } from '../orders';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The orders section of the back office (SPEC §2 menu, §3 order, §4 statuses; issue 14): every order of the
// shop, in `orders`. A status moves only where the transition table allows
// (docs/decisions/order-states.md); cancelling gives the stock back and the customer gets the
// order-updated e-mail.

/** One order in the staff list: the customer's summary plus the buyer and the admin payment status. */
export const AdminOrderSummary = OrderSummary.extend({
  /** The admin payment status of SPEC §3 (the customer sees paid, contact us or unpaid). */
  adminPaymentStatus: AdminPaymentStatus,
  customerId: z.uuid().nullable(),
  email: z.string(),
  /** The buyer as the billing address names them (person or company); '' when it names nobody. */
  buyer: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

/** One order as staff see it: lines, addresses, totals, and the statuses it may move to now. */
export const AdminOrderDetail = OrderDetail.omit({ paymentPath: true }).extend({
  adminPaymentStatus: AdminPaymentStatus,
  customerId: z.uuid().nullable(),
  buyer: z.string(),
  /** The statuses the transition table allows from the current one (empty for a final status). */
  nextStatuses: z.array(OrderStatus),
  /** When the order's reserved stock went back to the warehouse (cancel, expiry), if it did. */
  stockReleasedAt: z.iso.datetime().nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

const day = z.iso.date();

export const AdminOrderListQuery = listQuery({
  sort: ['createdAt', 'number', 'total', 'status'],
  filters: {
    status: OrderStatus.optional(),
    /** STANDARD, REQUEST (asking for an offer), PREORDER or PROPOSAL (issue 23). */
    type: OrderType.optional(),
    paymentStatus: AdminPaymentStatus.optional(),
    paymentMethod: PaymentMethod.optional(),
    /** Placed on or after this day (Warsaw time). */
    from: day.optional(),
    /** Placed on or before this day (Warsaw time). */
    to: day.optional(),
    /** Part of the buyer's e-mail or name. */
    customer: z.string().trim().min(1).max(100).optional(),
    /** Part of the order number. */
    number: z.string().trim().min(1).max(40).optional(),
  },
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;

/**
 * POST /api/admin/orders/:id/status. `from` is the status the staff member saw: when the order has moved
 * meanwhile (another staff member, a payment) the change is refused with 409 instead of applied blindly.
 */
export const AdminOrderStatusChange = z.strictObject({
  from: OrderStatus,
  to: OrderStatus,
});
export type AdminOrderStatusChange = z.input<typeof AdminOrderStatusChange>;

/**
 * POST /api/admin/orders/:id/preorder-confirmation: staff confirm a submitted preorder, which makes it payable
 * by bank transfer; `version` is the order's version the staff member saw (409 when it moved meanwhile).
 */
export const AdminPreorderConfirmation = z.strictObject({ version: z.number().int().min(1) });
export type AdminPreorderConfirmation = z.input<typeof AdminPreorderConfirmation>;

/** A file of an order line's FILE option: the order and the file's id. */
export const AdminOrderFileParams = z.strictObject({ id: z.uuid(), fileId: z.uuid() });

export const adminOrdersApi = {
  'GET /api/admin/orders': adminRow('orders', 'Orders of the shop, filtered and sorted', 'orders.list', {
    query: AdminOrderListQuery,
    answer: listAnswer(AdminOrderSummary),
  }),
  'GET /api/admin/orders/:id': adminRow('orders', 'One order with lines, addresses and next statuses', 'orders.view', {
    params: AdminEntityParam,
    answer: AdminOrderDetail,
  }),
  'POST /api/admin/orders/:id/status': adminRow(
    'orders',
    'Move an order to an allowed next status (cancelling gives the stock back)',
    'orders.update',
    { params: AdminEntityParam, body: AdminOrderStatusChange, answer: AdminOrderDetail },
  ),
  'POST /api/admin/orders/:id/preorder-confirmation': adminRow(
    'orders',
    "Confirm a preorder: payable by transfer, its PLN amount converted at the day's rate",
    'orders.update',
    { params: AdminEntityParam, body: AdminPreorderConfirmation, answer: AdminOrderDetail },
  ),
  'GET /api/admin/orders/:id/history': historyRow('orders', 'an order', 'orders.view'),
  'GET /api/admin/orders/:id/files/:fileId': adminRow(
    'orders',
    'A file a shopper chose for an option of an order line (a logo to print)',
    'orders.view',
    { params: AdminOrderFileParams },
  ),
} as const;
