import { PaymentFailed, PaymentSucceeded } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { OrdersContext } from '../context';
import { giveBackCancelledStock } from '../domain/orders/cancelled-stock';
import { applyPaymentFailed, applyPaymentSucceeded } from '../domain/orders/payment-outcomes';

/** Moves orders on when the payments service reports an outcome; each event is handled once (inbox). */
export function onPaymentOutcomes(context: OrdersContext) {
  return [
    subscribe(context.bus, context.db, {
      durable: 'orders-payment-succeeded',
      event: PaymentSucceeded,
      log: context.log,
      handler: (tx, data) => applyPaymentSucceeded(context, tx, data),
    }),
    subscribe(context.bus, context.db, {
      durable: 'orders-payment-failed',
      event: PaymentFailed,
      log: context.log,
      handler: (tx, data) => applyPaymentFailed(context, tx, data),
      // A final refusal cancelled the order: its stock goes back now that the cancel has committed.
      afterCommit: () => void giveBackCancelledStock(context).catch(() => undefined),
    }),
  ];
}
