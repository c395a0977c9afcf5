import type { Money, PaymentTransaction } from '@shop/contracts';
import { screens } from '@shop/i18n';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { transactions } from '../db/schema';

// Reading payment attempts: an order's transactions for orders, and the shop's result page a shopper's
// browser goes to after a provider.

export type TransactionRow = typeof transactions.$inferSelect;

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** `/pl/platnosc/tpay/sukces`: the shop's payment result page of a provider. */
export function resultPath(language: 'pl' | 'en', provider: string, outcome: 'success' | 'error'): string {
  const screen = screens.find((route) => route.id === (outcome === 'success' ? 'paymentSuccess' : 'paymentError'));
  return `/${language}/${screen![language].replace(':provider', encodeURIComponent(provider))}`;
}

export const withOrder = (path: string, orderId: string) =>
  `${path}${path.includes('?') ? '&' : '?'}order=${encodeURIComponent(orderId)}`;

/** The transaction of a browser return, to choose the result page. */
export async function transactionOf(context: PaymentsContext, provider: string, id: string | undefined) {
  if (!id || !isUuid(id)) return undefined;
  const [row] = await context.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.provider, provider)));
  return row;
}

/** Where the shopper's browser goes after a provider: the shop's result page of the attempt. */
export function resultPageOf(row: TransactionRow, page: 'success' | 'error' | undefined): string {
  const success = row.result === 'success' || (row.result === 'pending' && page === 'success');
  return withOrder(success ? row.successPath : row.errorPath, row.orderId);
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
