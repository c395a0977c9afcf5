import { OrderUpdated, TransactionRecorded } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { OrdersContext } from '../context';
import { correctOnRefund } from './corrections';
import type { InvoiceRow } from './issue-invoice';
import { invoiceFactsFor, invoiceOrder } from './order-invoices';
import { type InvoiceRefusal, isRefusal } from './refusals';

// The invoices room listens to its own service's order-updated (paid, sent) and to payments' recorded
// refunds, each once (inbox): the invoice is written in the handler's transaction, so a crash before the
// commit leaves the event to come again and no number used.

function logOutcome(context: OrdersContext, orderId: string, outcome: InvoiceRow | InvoiceRefusal | null) {
  if (!outcome) return;
  if (isRefusal(outcome)) {
    // Already issued is the expected answer to a repeated change; anything else needs staff to fix the data.
    if (outcome.code !== 'conflict')
      context.log.warn({ orderId, reason: outcome.messageKey, fields: outcome.fields }, 'invoice not issued');
    return;
  }
  context.log.info({ orderId, invoice: outcome.number, kind: outcome.kind }, 'invoice issued');
}

export function onInvoiceEvents(context: OrdersContext) {
  return [
    subscribe(context.bus, context.db, {
      durable: 'orders-invoices-order-updated',
      event: OrderUpdated,
      log: context.log,
      prepare: (data) => invoiceFactsFor(context, data.orderId),
      handler: async (tx, data, _envelope, facts) =>
        logOutcome(context, data.orderId, await invoiceOrder(context, tx, data.orderId, facts)),
    }),
    subscribe(context.bus, context.db, {
      durable: 'orders-invoices-refund',
      event: TransactionRecorded,
      log: context.log,
      handler: async (tx, data) => logOutcome(context, data.orderId, await correctOnRefund(context, tx, data)),
    }),
  ];
}
