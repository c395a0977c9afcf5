import type { PaymentMethod } from '@shop/contracts';
import type { Clock, ServiceCaller } from '@shop/service-kit';

// The cart offers only the payment methods the payments service can take: a provider without its
// credentials (a shop that has no CA Raty contract yet) is not offered, so nobody places an order they
// cannot pay. Asked once a minute; while payments cannot be asked, the last answer stands, and before
// any answer nothing is filtered (starting the payment then says 'Payment provider not available').

const freshMs = 60_000;
const retryAfterFailureMs = 10_000;

export interface EnabledPayments {
  /** The methods payments takes now, or undefined when it has never answered. */
  get(): Promise<ReadonlySet<PaymentMethod> | undefined>;
  /** Resolves once no question to payments is under way (a stopping service waits for it). */
  settled(): Promise<void>;
}

export function createEnabledPayments(services: ServiceCaller, clock: Clock): EnabledPayments {
  const now = () => clock.now().getTime();
  let known: ReadonlySet<PaymentMethod> | undefined;
  let askAgainAt = 0;
  let asking: Promise<void> | undefined;

  async function ask() {
    try {
      const answer = await services.get('/internal/payments/methods', {}, { timeoutMs: 2_000 });
      if (!answer.ok) throw new Error(`payments answered ${answer.status}`);
      known = new Set(answer.body.methods);
      askAgainAt = now() + freshMs;
    } catch {
      askAgainAt = now() + retryAfterFailureMs;
    }
  }

  return {
    async get() {
      if (now() >= askAgainAt) {
        asking ??= ask().finally(() => {
          asking = undefined;
        });
        // Only the first answer is waited for; later refreshes run while the cart answers from the last one.
        if (!known) await asking;
      }
      return known;
    },
    async settled() {
      await asking;
    },
  };
}
