import { internalApi } from '@shop/contracts';
import { AppError, createRouter, routesOn } from '@shop/service-kit';
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { transactions } from '../db/schema';
import { recordProviderMessage } from '../domain/provider-messages';
import { caDecisionOutcome } from '../providers/ca';

/**
 * CA Raty decisions: Credit Agricole tells the shop's staff, and staff record the decision here (the admin
 * screen will call it). By transaction id, or by order number (its newest CA attempt). Granted → the order
 * is paid; rejected → a final failure (orders cancels and releases the stock).
 */
export function caDecisionRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);

  route('POST /internal/payments/ca/decisions', async ({ body }) => {
    const byId = body.transactionId
      ? eq(transactions.id, body.transactionId)
      : eq(transactions.orderNumber, body.orderNumber!);
    const [row] = await context.db
      .select()
      .from(transactions)
      .where(and(byId, eq(transactions.provider, 'ca')))
      .orderBy(desc(transactions.createdAt))
      .limit(1);
    if (!row) throw new AppError('not_found');

    const outcome = caDecisionOutcome(row.id, body.decision);
    const { effect, transaction } = await recordProviderMessage(context, {
      provider: 'ca',
      kind: 'notify',
      rawBody: JSON.stringify(body),
      verified: true,
      outcome,
    });
    const result = transaction?.result ?? row.result;
    // Deciding again the way it was decided is a no-op; deciding otherwise is refused.
    if (effect !== 'recorded' && result !== outcome.result) {
      throw new AppError('duplicate', { detail: `CA transaction ${row.id} is ${result} already` });
    }
    return { transactionId: row.id, orderId: row.orderId, result, effect };
  });

  return router;
}
