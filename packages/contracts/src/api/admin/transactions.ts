import { z } from 'zod';
import { TransactionResult, TransactionType } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { Money } from '../common';
import { PaymentStartMethod } from '../payments';
import { adminRow } from './row';

// The transactions section of the back office (SPEC §3 transactions; issue 14): every payment attempt the
// payments service holds, with its type and result. Amounts are integer minor units (grosze, euro cents).

export const AdminTransaction = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  method: PaymentStartMethod,
  type: TransactionType,
  result: TransactionResult,
  /** tpay, polcard, eraty, ca; null for transfer and cash. */
  provider: z.string().nullable(),
  /** In the order's currency. */
  amount: Money,
  /** What was charged in PLN (online payments are PLN only). */
  amountPln: Money,
  providerRef: z.string().nullable(),
  /** Why a failed attempt failed. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  /** The staff member who recorded it by hand (or decided the return's refund); null for a provider's. */
  recordedBy: z.string().nullable(),
  /** Staff's note on a transaction recorded by hand. */
  note: z.string().nullable(),
  /** The return whose refund this is (a `return` decided on a return). */
  returnNumber: z.string().nullable(),
});
export type AdminTransaction = z.infer<typeof AdminTransaction>;

const day = z.iso.date();

export const AdminTransactionListQuery = listQuery({
  sort: ['createdAt', 'amount', 'orderNumber'],
  filters: {
    type: TransactionType.optional(),
    result: TransactionResult.optional(),
    method: PaymentStartMethod.optional(),
    orderId: z.uuid().optional(),
    /** Part of the order number. */
    orderNumber: z.string().trim().min(1).max(40).optional(),
    /** Started on or after this day (Warsaw time). */
    from: day.optional(),
    /** Started on or before this day (Warsaw time). */
    to: day.optional(),
  },
});
export type AdminTransactionListQuery = z.input<typeof AdminTransactionListQuery>;

/** The types staff record by hand; online, card and installment payments come from the providers only. */
export const ManualTransactionType = z.enum(['transfer', 'cash', 'return', 'chargeback', 'discount', 'other']);
export type ManualTransactionType = z.infer<typeof ManualTransactionType>;

/** Types that give money back: together they never exceed what was paid (SPEC §3; docs/decisions/payment-status.md). */
export const refundTransactionTypes = ['return', 'chargeback'] as const satisfies readonly ManualTransactionType[];

/** Largest amount recorded at once, in minor units (10 000 000,00). */
export const MANUAL_TRANSACTION_MAX = 1_000_000_000;

/**
 * POST /api/admin/transactions: money of an order recorded by hand (a transfer receipt, cash at the counter, a
 * refund, a chargeback). The order by id (from its page) or by its number (typed). `amount` is in minor units
 * of the order's currency; `date` the day the money moved (Warsaw), never after today.
 */
export const AdminTransactionCreate = z
  .strictObject({
    orderId: z.uuid().optional(),
    orderNumber: z.string().trim().min(1).max(40).optional(),
    type: ManualTransactionType,
    amount: z.number({ error: 'field.required' }).int().min(1).max(MANUAL_TRANSACTION_MAX),
    date: z.iso.date({ error: 'field.date' }),
    note: z.string().trim().max(500).default(''),
  })
  .refine((body) => body.orderId || body.orderNumber, { path: ['orderNumber'], error: 'field.required' });
export type AdminTransactionCreate = z.input<typeof AdminTransactionCreate>;

export const adminTransactionsApi = {
  'GET /api/admin/transactions': adminRow('payments', 'Payment attempts with type and result', 'transactions.list', {
    query: AdminTransactionListQuery,
    answer: listAnswer(AdminTransaction),
  }),
  'POST /api/admin/transactions': adminRow(
    'payments',
    "Record money of an order by hand (moves the order's payment status)",
    'transactions.create',
    { body: AdminTransactionCreate, answer: AdminTransaction },
  ),
} as const;
