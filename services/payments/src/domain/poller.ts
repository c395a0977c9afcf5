import type { Consumer } from '@shop/service-kit/events';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { providerNotifications, transactions } from '../db/schema';
import type { PaymentProvider, ProviderOutcome } from '../providers/provider';
import { recordProviderMessage } from './provider-messages';

type Poller = PaymentProvider & Required<Pick<PaymentProvider, 'poll'>>;

/**
 * Asks every provider that can be asked about its pending transactions started at least `olderThanMs`
 * before the service's now; records what changed and answers how many were settled.
 */
export async function pollPending(context: PaymentsContext, olderThanMs = 0): Promise<number> {
  const pollers = context.providers.all().filter((provider): provider is Poller => !!provider.poll);
  if (pollers.length === 0) return 0;
  const cutoff = context.clock.now().getTime() - olderThanMs;
  const rows = await context.db
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
      context.log.warn({ err: error, provider: provider.name, transactionId: row.id }, 'poll failed');
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

/** How long a refused provider message is kept (docs/decisions/payment-providers.md). */
export const REFUSED_KEPT_DAYS = 30;

/** Deletes refused provider messages received more than REFUSED_KEPT_DAYS before the service's now. */
export async function expireRefused(context: PaymentsContext): Promise<number> {
  const before = new Date(context.clock.now().getTime() - REFUSED_KEPT_DAYS * 86_400_000);
  const gone = await context.db
    .delete(providerNotifications)
    .where(and(eq(providerNotifications.effect, 'refused'), lt(providerNotifications.receivedAt, before)))
    .returning({ id: providerNotifications.id });
  return gone.length;
}

/** One round of the service's housekeeping: refused messages expire, pending transactions are polled. */
export async function housekeeping(context: PaymentsContext, olderThanMs = 0): Promise<void> {
  await expireRefused(context).catch((error) => context.log.warn({ err: error }, 'expiring refused messages failed'));
  await pollPending(context, olderThanMs).catch((error) => context.log.warn({ err: error }, 'payment poll failed'));
}

/**
 * Every PAYMENT_POLL_SECONDS (0: never): expires refused provider messages and polls providers that can be
 * asked (eRaty) about pending transactions. One round at a time; a failing round is logged and the next one
 * tries again.
 */
export function startPoller(context: PaymentsContext): Consumer {
  const seconds = context.settings.PAYMENT_POLL_SECONDS;
  if (seconds === 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => housekeeping(context, seconds * 1000));
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
