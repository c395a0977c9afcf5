import { randomUUID } from 'node:crypto';
import { type PaymentStart, type PaymentStartRequest, todayInWarsaw } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { type PaymentMethodName, transactions } from '../db/schema';
import { providerOfMethod } from '../providers';
import { publicUrl } from '../settings';
import { convertToPln, toPln } from './conversion';
import { rateColumns, rateOfRow } from './current-rates';
import { resultPath, type TransactionRow, withOrder } from './transactions';
import { transferAccount } from './transfer-account';
import { addWorkingDays } from './working-days';

// Starting a payment attempt of an order (POST /internal/payments/start): a pending transaction, and how
// the shopper pays — a provider's page, or the shop's account for a transfer.

const typeOfMethod: Record<PaymentMethodName, TransactionRow['type']> = {
  online_tpay: 'online',
  card_polcard: 'card',
  installment_eraty: 'installment',
  installment_ca: 'installment',
  transfer: 'transfer',
  cash: 'cash',
};

/** A transfer or cash start: nothing to do online; a transfer is due the shop's working days after `startedAt`. */
function offlineStart(
  context: PaymentsContext,
  answer: Omit<PaymentStart, 'action'>,
  request: PaymentStartRequest,
  startedAt: Date,
): PaymentStart {
  if (request.method !== 'transfer') return { ...answer, action: { kind: 'none' } };
  return {
    ...answer,
    action: { kind: 'none' },
    transfer: {
      ...transferAccount(context),
      title: request.orderNumber,
      // SPEC §9: due within the working days staff set (shopSettings), counted in Poland.
      dueDate: addWorkingDays(todayInWarsaw(startedAt), context.shopSettings().transferDueWorkingDays),
      // A transfer is paid in the order's currency to the shop's account; no conversion needed.
      amount: request.amount,
    },
  };
}

/** The order's transfer or cash attempt still waiting for the money, answered as it was started. */
async function openOfflineAttempt(
  context: PaymentsContext,
  request: PaymentStartRequest,
): Promise<PaymentStart | undefined> {
  const [open] = await context.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, request.orderId),
        eq(transactions.method, request.method),
        eq(transactions.result, 'pending'),
        eq(transactions.amount, request.amount.amount),
        eq(transactions.currency, request.amount.currency),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(1);
  if (!open) return undefined;
  const rate = rateOfRow(request.amount.currency, open);
  const answer = {
    transactionId: open.id,
    method: request.method,
    amountPln: { amount: open.amountPln, currency: 'PLN' as const },
    rate,
  };
  return offlineStart(context, answer, request, open.createdAt);
}

/** A new payment attempt of an order: the transaction (pending) and how the shopper pays. */
export async function startPayment(context: PaymentsContext, request: PaymentStartRequest): Promise<PaymentStart> {
  const { providers } = context;
  const online = request.method in providerOfMethod;
  const provider = online ? providers.byMethod(request.method) : undefined;
  if (online && !provider) throw new AppError('payment_provider_unavailable');
  const providerName = provider?.name ?? request.method;

  // Transfer and cash are paid outside the shop: asking again (the order page shows the transfer details)
  // answers the attempt already open, so the due date stays counted from the first one, not from today.
  if (!online) {
    const open = await openOfflineAttempt(context, request);
    if (open) return open;
  }

  const startedAt = context.clock.now();
  const { amountPln, rate } = await toPln(context.db, request.amount, startedAt);
  const id = randomUUID();
  const successPath = request.resultPath?.success ?? resultPath(request.language, providerName, 'success');
  const errorPath = request.resultPath?.error ?? resultPath(request.language, providerName, 'error');
  await context.db.insert(transactions).values({
    id,
    orderId: request.orderId,
    orderNumber: request.orderNumber,
    method: request.method,
    type: typeOfMethod[request.method],
    provider: provider?.name ?? null,
    result: 'pending',
    amount: request.amount.amount,
    currency: request.amount.currency,
    amountPln,
    ...rateColumns(rate),
    language: request.language,
    successPath,
    errorPath,
  });
  const answer: Omit<PaymentStart, 'action'> = {
    transactionId: id,
    method: request.method,
    amountPln: { amount: amountPln, currency: 'PLN' },
    rate,
  };

  if (!provider) return offlineStart(context, answer, request, startedAt);

  const base = publicUrl(context.env);
  try {
    const { providerRef, ...action } = await provider.start({
      transactionId: id,
      orderId: request.orderId,
      orderNumber: request.orderNumber,
      amountPln,
      language: request.language,
      customer: request.customer,
      lines: request.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitGrossPln:
          line.unitGross.currency === 'PLN' || !rate
            ? line.unitGross.amount
            : convertToPln(line.unitGross.amount, rate.ratePln),
      })),
      browserSuccessUrl: `${base}${withOrder(successPath, request.orderId)}`,
      browserErrorUrl: `${base}${withOrder(errorPath, request.orderId)}`,
      notifyUrl: `${base}/api/payments/${provider.name}/notify`,
      returnUrl: `${base}/api/payments/${provider.name}/return`,
    });
    if (providerRef) {
      await context.db
        .update(transactions)
        .set({ providerRef, updatedAt: context.clock.now() })
        .where(eq(transactions.id, id));
    }
    return { ...answer, action };
  } catch (error) {
    // The attempt never reached the shopper: closed as failed, without an event (the caller gets the error).
    const closedAt = context.clock.now();
    await context.db
      .update(transactions)
      .set({
        result: 'failure',
        reason: 'provider_unavailable',
        retryable: true,
        updatedAt: closedAt,
        settledAt: closedAt,
      })
      .where(eq(transactions.id, id));
    // The provider's own refusals (payment_provider_unavailable, an installment under the bank's minimum) pass on.
    if (error instanceof AppError && error.status < 500) throw error;
    context.log.warn({ err: error, provider: provider.name }, 'payment start failed');
    throw new AppError('payment_provider_unavailable', { cause: error });
  }
}
