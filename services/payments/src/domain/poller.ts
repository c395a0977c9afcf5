import type { Consumer } from '@shop/service-kit/events';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { transactions } from '../db/schema';
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

/**
 * Polls providers that can be asked (eRaty) about pending transactions every PAYMENT_POLL_SECONDS
 * (0: never). One round at a time; a failing round is logged and the next one tries again.
 */
export function startPoller(context: PaymentsContext): Consumer {
  const seconds = context.settings.PAYMENT_POLL_SECONDS;
  const canPoll = context.providers.all().some((provider) => provider.poll);
  if (seconds === 0 || !canPoll) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      pollPending(context, seconds * 1000).catch((error) => context.log.warn({ err: error }, 'payment poll failed')),
    );
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
