import { OrderCreated, OrderUpdated } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { orderCreatedMail, orderUpdatedMail } from '../templates/order-mails';
import { subscribeMail } from './mail-consumer';

// The order e-mails of SPEC §1: the confirmation when an order is placed and a note on every change of its
// status or payment status. Each event's id is remembered by the inbox, so a redelivery sends nothing twice.
// The link is the order's page with its guest token (`path` of the event), which a guest can open too.

export function onOrderMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return [
    subscribeMail(context, {
      durable: 'notifications-order-created',
      event: OrderCreated,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'order-created',
          language: data.language,
          to: data.email,
          content: orderCreatedMail(data, `${shop}${data.path}`, context.shopSettings()),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-order-updated',
      event: OrderUpdated,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'order-updated',
          language: data.language,
          to: data.email,
          content: orderUpdatedMail(data, `${shop}${data.path}`),
        }),
    }),
  ];
}
