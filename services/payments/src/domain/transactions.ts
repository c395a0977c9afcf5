import type { Money, PaymentResult, PaymentTransaction } from '@shop/contracts';
import { isUuid } from '@shop/contracts';
import { screens } from '@shop/i18n';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { transactions } from '../db/schema';

// Reading payment attempts: an order's transactions for orders, and the shop's result page a shopper's
// browser goes to after a provider.

export type TransactionRow = typeof transactions.$inferSelect;

/** `/pl/platnosc/tpay/sukces`: the shop's payment result page of a provider. */
export function resultPath(language: 'pl' | 'en', provider: string, outcome: 'success' | 'error'): string {
  const screen = screens.find((route) => route.id === (outcome === 'success' ? 'paymentSuccess' : 'paymentError'));
  return `/${language}/${screen![language].replace(':provider', encodeURIComponent(provider))}`;
}

export const withOrder = (path: string, orderId: string) =>
  `${path}${path.includes('?') ? '&' : '?'}order=${encodeURIComponent(orderId)}`;

/** The transaction of a browser return or of a result page, when it is this provider's. */
export async function transactionOf(context: PaymentsContext, provider: string, id: string | undefined) {
  if (!id || !isUuid(id)) return undefined;
  const [row] = await context.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.provider, provider)));
  return row;
}

/** Transaction types that pay for an order (a return, a chargeback or a discount does not). */
const paymentTypes: readonly TransactionRow['type'][] = ['online', 'card', 'installment', 'transfer', 'cash'];

/**
 * Where the attempt a shopper came back from stands, as this service knows it: paid when it (or another
 * attempt of its order) is settled successfully, failed when the provider refused it, pending until then —
 * not confirmed yet, or an installment application the bank has not decided. What the browser's return
 * claims plays no part.
 */
export async function resultStateOf(context: PaymentsContext, row: TransactionRow): Promise<PaymentResult['state']> {
  if (row.result === 'success') return 'paid';
  const paid = await context.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, row.orderId),
        eq(transactions.result, 'success'),
        inArray(transactions.type, [...paymentTypes]),
      ),
    )
    .limit(1);
  if (paid.length > 0) return 'paid';
  return row.result === 'failure' ? 'failed' : 'pending';
}

/**
 * Where the shopper's browser goes after a provider: the error page of a failed attempt, the success page of
 * a paid one; a pending one goes where the return itself asked (`page`, unsigned), the success page if it
 * did not say. Both pages ask `GET /api/payments/:provider/result/:id` (`tx`) and show that state, so an
 * address never makes an unpaid order look paid.
 */
export function resultPageOf(
  row: TransactionRow,
  state: PaymentResult['state'],
  page: 'success' | 'error' | undefined,
): string {
  const error = state === 'failed' || (state === 'pending' && page === 'error');
  return `${withOrder(error ? row.errorPath : row.successPath, row.orderId)}&tx=${encodeURIComponent(row.id)}`;
}

export async function orderTransactions(context: PaymentsContext, orderId: string): Promise<PaymentTransaction[]> {
  const rows = await context.db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map((row) => ({
    transactionId: row.id,
    method: row.method,
    type: row.type,
    result: row.result,
    amount: { amount: row.amount, currency: row.currency as Money['currency'] },
    amountPln: { amount: row.amountPln, currency: 'PLN' },
    createdAt: row.createdAt.toISOString(),
    providerRef: row.providerRef,
  }));
}
