import { createHash, randomUUID } from 'node:crypto';
import {
  type Money,
  PaymentFailed,
  type PaymentStart,
  type PaymentStartRequest,
  PaymentSucceeded,
  type PaymentTransaction,
  todayInWarsaw,
} from '@shop/contracts';
import { screens } from '@shop/i18n';
import { AppError } from '@shop/service-kit';
import { recordEvent } from '@shop/service-kit/events';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type PaymentMethodName, providerNotifications, transactions } from '../db/schema';
import { providerOfMethod } from '../providers';
import type { PaymentProvider, ProviderOutcome } from '../providers/provider';
import { publicUrl } from '../settings';
import type { PaymentsContext } from './context';
import { convertToPln, toPln } from './conversion';
import { addWorkingDays } from './working-days';

type TransactionRow = typeof transactions.$inferSelect;

const typeOfMethod: Record<PaymentMethodName, TransactionRow['type']> = {
  online_tpay: 'online',
  card_polcard: 'card',
  installment_eraty: 'installment',
  installment_ca: 'installment',
  transfer: 'transfer',
  cash: 'cash',
};

/** Bank transfers are due 7 working days after the order (SPEC §5). */
export const TRANSFER_WORKING_DAYS = 7;

/** `/pl/platnosc/tpay/sukces`: the shop's payment result page of a provider. */
export function resultPath(language: 'pl' | 'en', provider: string, outcome: 'success' | 'error'): string {
  const screen = screens.find((route) => route.id === (outcome === 'success' ? 'paymentSuccess' : 'paymentError'));
  return `/${language}/${screen![language].replace(':provider', encodeURIComponent(provider))}`;
}

const withOrder = (path: string, orderId: string) =>
  `${path}${path.includes('?') ? '&' : '?'}order=${encodeURIComponent(orderId)}`;

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
      account: context.settings.SHOP_IBAN,
      recipient: context.settings.SHOP_RECIPIENT,
      title: request.orderNumber,
      dueDate: addWorkingDays(todayInWarsaw(startedAt), TRANSFER_WORKING_DAYS),
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
  const [open] = await context.deps.db
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
  const rate =
    open.ratePln && open.rateSource && open.rateEffectiveAt
      ? {
          currency: request.amount.currency,
          ratePln: open.ratePln,
          source: open.rateSource,
          effectiveAt: open.rateEffectiveAt.toISOString(),
        }
      : null;
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
  const { deps, providers } = context;
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

  const { amountPln, rate } = await toPln(deps.db, request.amount);
  const id = randomUUID();
  const successPath = request.resultPath?.success ?? resultPath(request.language, providerName, 'success');
  const errorPath = request.resultPath?.error ?? resultPath(request.language, providerName, 'error');
  await deps.db.insert(transactions).values({
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
    ratePln: rate?.ratePln ?? null,
    rateSource: rate?.source ?? null,
    rateEffectiveAt: rate ? new Date(rate.effectiveAt) : null,
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

  if (!provider) return offlineStart(context, answer, request, new Date());

  const base = publicUrl(deps.env);
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
      await deps.db.update(transactions).set({ providerRef, updatedAt: new Date() }).where(eq(transactions.id, id));
    }
    return { ...answer, action };
  } catch (error) {
    // The attempt never reached the shopper: closed as failed, without an event (the caller gets the error).
    await deps.db
      .update(transactions)
      .set({
        result: 'failure',
        reason: 'provider_unavailable',
        retryable: true,
        updatedAt: new Date(),
        settledAt: new Date(),
      })
      .where(eq(transactions.id, id));
    // The provider's own refusals (payment_provider_unavailable, an installment under the bank's minimum) pass on.
    if (error instanceof AppError && error.status < 500) throw error;
    deps.log.warn({ err: error, provider: provider.name }, 'payment start failed');
    throw new AppError('payment_provider_unavailable', { cause: error });
  }
}

export type Effect = 'recorded' | 'duplicate' | 'refused' | 'ignored';

export interface ProviderMessage {
  provider: string;
  kind: 'notify' | 'return' | 'poll';
  headers?: Record<string, string | undefined>;
  rawBody: string;
  verified: boolean;
  /** Why it was refused (signature, amount, unknown transaction). */
  refused?: string;
  outcome?: ProviderOutcome;
}

const KEPT_HEADERS = ['content-type', 'user-agent', 'x-jws-signature', 'x-signature', 'signature', 'x-forwarded-for'];

/**
 * Records what a provider said, once: the raw message always goes to the audit log; a verified outcome
 * moves its pending transaction (or a retryable failure that the provider now reports paid) to the result
 * and publishes payment-succeeded/failed in the same database transaction. A repeat changes nothing.
 */
export async function recordProviderMessage(
  context: PaymentsContext,
  message: ProviderMessage,
): Promise<{ effect: Effect; transaction?: TransactionRow }> {
  const { deps } = context;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = message.headers?.[name];
    if (value) headers[name] = value;
  }
  const digest = createHash('sha256').update(message.rawBody).digest('hex');
  return deps.transaction(async (tx) => {
    const log = async (effect: Effect, transactionId: string | null, note?: string) => {
      await tx.insert(providerNotifications).values({
        provider: message.provider,
        kind: message.kind,
        transactionId,
        headers,
        rawBody: message.rawBody.slice(0, 20_000),
        digest,
        verified: message.verified,
        effect,
        note: note ?? null,
      });
    };
    const outcome = message.outcome;
    if (!message.verified || message.refused) {
      await log('refused', null, message.refused ?? 'not verified');
      return { effect: 'refused' as const };
    }
    if (!outcome) {
      await log('ignored', null, 'nothing to record');
      return { effect: 'ignored' as const };
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(outcome.transactionId);
    const [row] = uuid
      ? await tx
          .select()
          .from(transactions)
          .where(and(eq(transactions.id, outcome.transactionId), eq(transactions.provider, message.provider)))
          .for('update')
      : [];
    if (!row) {
      await log('refused', null, `unknown transaction ${outcome.transactionId.slice(0, 60)}`);
      return { effect: 'refused' as const };
    }
    if (outcome.result === 'success' && outcome.amountPln !== undefined && outcome.amountPln < row.amountPln) {
      await log('refused', row.id, `amount ${outcome.amountPln} does not cover ${row.amountPln}`);
      return { effect: 'refused' as const, transaction: row };
    }
    const open =
      row.result === 'pending' || (row.result === 'failure' && row.retryable === true && outcome.result === 'success');
    if (outcome.result === 'pending' || !open) {
      if (outcome.providerRef && !row.providerRef) {
        await tx
          .update(transactions)
          .set({ providerRef: outcome.providerRef, updatedAt: new Date() })
          .where(eq(transactions.id, row.id));
      }
      await log(outcome.result === 'pending' ? 'ignored' : 'duplicate', row.id);
      return { effect: outcome.result === 'pending' ? ('ignored' as const) : ('duplicate' as const), transaction: row };
    }
    const now = new Date();
    const retryable = outcome.result === 'failure' ? (outcome.retryable ?? true) : null;
    const reason = outcome.result === 'failure' ? (outcome.reason ?? 'payment failed').slice(0, 500) : null;
    const [updated] = await tx
      .update(transactions)
      .set({
        result: outcome.result,
        providerRef: outcome.providerRef ?? row.providerRef,
        reason,
        retryable,
        updatedAt: now,
        settledAt: now,
      })
      .where(eq(transactions.id, row.id))
      .returning();
    const method = row.method;
    if (outcome.result === 'success') {
      const amount: Money = { amount: row.amount, currency: row.currency as Money['currency'] };
      await recordEvent(tx, PaymentSucceeded, { orderId: row.orderId, transactionId: row.id, method, amount });
    } else {
      await recordEvent(tx, PaymentFailed, {
        orderId: row.orderId,
        transactionId: row.id,
        method,
        retryable: retryable ?? true,
        reason: reason ?? 'payment failed',
      });
    }
    await log('recorded', row.id, outcome.result);
    return { effect: 'recorded' as const, transaction: updated };
  });
}

/** The transaction of a browser return, to choose the result page. */
export async function transactionOf(context: PaymentsContext, provider: string, id: string | undefined) {
  if (!id || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await context.deps.db
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
  const rows = await context.deps.db
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

/** Asks every provider that can be asked about its pending transactions; records what changed. */
export async function pollPending(context: PaymentsContext, olderThanMs = 0): Promise<number> {
  const pollers = context.providers
    .all()
    .filter((provider): provider is PaymentProvider & Required<Pick<PaymentProvider, 'poll'>> => !!provider.poll);
  if (pollers.length === 0) return 0;
  const cutoff = Date.now() - olderThanMs;
  const rows = await context.deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.result, 'pending'),
        isNotNull(transactions.providerRef),
        inArray(
          transactions.provider,
          pollers.map((provider) => provider.name),
        ),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(200);
  let recorded = 0;
  for (const row of rows) {
    if (row.createdAt.getTime() > cutoff) continue;
    const provider = pollers.find((candidate) => candidate.name === row.provider)!;
    let outcome: ProviderOutcome | undefined;
    try {
      outcome = await provider.poll({ transactionId: row.id, providerRef: row.providerRef! });
    } catch (error) {
      context.deps.log.warn({ err: error, provider: provider.name, transactionId: row.id }, 'poll failed');
      continue;
    }
    if (!outcome || outcome.result === 'pending') continue;
    const { effect } = await recordProviderMessage(context, {
      provider: provider.name,
      kind: 'poll',
      rawBody: JSON.stringify(outcome),
      verified: true,
      outcome: { ...outcome, transactionId: row.id },
    });
    if (effect === 'recorded') recorded += 1;
  }
  return recorded;
}
