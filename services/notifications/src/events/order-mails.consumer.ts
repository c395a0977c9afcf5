import { OrderCreated, OrderUpdated, ProposalSent } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { orderCreatedMail, orderUpdatedMail } from '../templates/order-mails';
import { proposalSentMail, requestReceivedMail } from '../templates/quote-mails';
import { subscribeMail } from './mail-consumer';

// The order e-mails of SPEC §1: the confirmation when an order is placed and a note on every change of its
// status or payment status. Each event's id is remembered by the inbox, so a redelivery sends nothing twice.
// The link is the order's page with its guest token (`path` of the event), which a guest can open too.

export function onOrderMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  const shopIn = (language: string) => mailShop(context.shopSettings(), shop, language);
  return [
    subscribeMail(context, {
      durable: 'notifications-order-created',
      event: OrderCreated,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          // A request for an offer (issue 23) has nothing to pay yet: its own confirmation.
          template: data.type === 'REQUEST' ? 'request-received' : 'order-created',
          language: data.language,
          to: data.email,
          content:
            data.type === 'REQUEST'
              ? requestReceivedMail(data, `${shop}${data.path}`, shopIn(data.language))
              : orderCreatedMail(data, `${shop}${data.path}`, context.shopSettings(), shopIn(data.language)),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-proposal-sent',
      event: ProposalSent,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'proposal-sent',
          language: data.language,
          to: data.email,
          content: proposalSentMail(data, `${shop}${data.path}`, shopIn(data.language)),
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
          content: orderUpdatedMail(data, `${shop}${data.path}`, shopIn(data.language), shop),
        }),
    }),
  ];
}
