import { OrderCreated, OrderUpdated } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import { subscribe } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { sendMail } from '../domain/send-mail';
import type { MailTransport } from '../mail/transport';
import { orderCreatedMail, orderUpdatedMail } from '../templates/order-mails';
import { shopAddress } from './account-mails.consumer';

// The order e-mails of SPEC §1: the confirmation when an order is placed and a note on every change of its
// status or payment status. Each event's id is remembered by the inbox, so a redelivery sends nothing twice.
// The link is the order's page with its guest token (`path` of the event), which a guest can open too.

export function onOrderMails(deps: ServiceContext<typeof schema>, transport: MailTransport) {
  const shop = shopAddress(deps.env);
  return [
    subscribe(deps.bus, deps.db, {
      durable: 'notifications-order-created',
      event: OrderCreated,
      log: deps.log,
      handler: (tx, data, envelope) =>
        sendMail(tx, transport, {
          eventId: envelope.id,
          template: 'order-created',
          language: data.language,
          to: data.email,
          content: orderCreatedMail(data, `${shop}${data.path}`),
        }),
    }),
    subscribe(deps.bus, deps.db, {
      durable: 'notifications-order-updated',
      event: OrderUpdated,
      log: deps.log,
      handler: (tx, data, envelope) =>
        sendMail(tx, transport, {
          eventId: envelope.id,
          template: 'order-updated',
          language: data.language,
          to: data.email,
          content: orderUpdatedMail(data, `${shop}${data.path}`),
        }),
    }),
  ];
}
