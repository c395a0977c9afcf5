import { PaymentFailed, PaymentSucceeded } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import { subscribe } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { applyPaymentFailed, applyPaymentSucceeded } from '../domain/orders/payment-outcomes';

/** Moves orders on when the payments service reports an outcome; each event is handled once (inbox). */
export function onPaymentOutcomes(deps: ServiceContext<typeof schema>) {
  return [
    subscribe(deps.bus, deps.db, {
      durable: 'orders-payment-succeeded',
      event: PaymentSucceeded,
      log: deps.log,
      handler: (tx, data) => applyPaymentSucceeded(deps, tx, data),
    }),
    subscribe(deps.bus, deps.db, {
      durable: 'orders-payment-failed',
      event: PaymentFailed,
      log: deps.log,
      handler: (tx, data) => applyPaymentFailed(deps, tx, data),
    }),
  ];
}
