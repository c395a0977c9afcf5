import type { Consumer } from '@shop/service-kit/events';
import type { PaymentsContext } from './context';
import { pollPending } from './payments';

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
      pollPending(context, seconds * 1000).catch((error) =>
        context.deps.log.warn({ err: error }, 'payment poll failed'),
      ),
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
