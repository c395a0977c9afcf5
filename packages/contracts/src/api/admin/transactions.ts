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

export const adminTransactionsApi = {
  'GET /api/admin/transactions': adminRow('payments', 'Payment attempts with type and result', 'transactions.list', {
    query: AdminTransactionListQuery,
    answer: listAnswer(AdminTransaction),
  }),
} as const;
