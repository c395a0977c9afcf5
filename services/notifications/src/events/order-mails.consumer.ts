import { OrderCreated, OrderUpdated } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { NotificationsContext } from '../context';
import { sendMail } from '../domain/send-mail';
import { orderCreatedMail, orderUpdatedMail } from '../templates/order-mails';

// The order e-mails of SPEC §1: the confirmation when an order is placed and a note on every change of its
// status or payment status. Each event's id is remembered by the inbox, so a redelivery sends nothing twice.
// The link is the order's page with its guest token (`path` of the event), which a guest can open too.

export function onOrderMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return [
    subscribe(context.bus, context.db, {
      durable: 'notifications-order-created',
      event: OrderCreated,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'order-created',
          language: data.language,
          to: data.email,
          content: orderCreatedMail(data, `${shop}${data.path}`, context.shopSettings()),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-order-updated',
      event: OrderUpdated,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'order-updated',
          language: data.language,
          to: data.email,
          content: orderUpdatedMail(data, `${shop}${data.path}`),
        }),
    }),
  ];
}
