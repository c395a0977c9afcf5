import { PreorderConfirmed, PreorderLinkSent } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { preorderConfirmedMail } from '../templates/preorder-confirmed';
import { preorderLinkMail } from '../templates/preorder-link';
import { subscribeMail } from './mail-consumer';

// The dealer's season preorder link (SPEC §4), in the dealer's language; the event carries the page's path
// with the link's token, put after the shop's public address (PUBLIC_URL).

export function onPreorderMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  const shopIn = (language: string) => mailShop(context.shopSettings(), shop, language);
  return [
    subscribeMail(context, {
      durable: 'notifications-preorder-link',
      event: PreorderLinkSent,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'preorder-link',
          language: data.language,
          to: data.email,
          content: preorderLinkMail(data, `${shop}${data.path}`, shopIn(data.language)),
        }),
    }),
    // A confirmed preorder: the amount due in PLN, the rate used and the transfer details.
    subscribeMail(context, {
      durable: 'notifications-preorder-confirmed',
      event: PreorderConfirmed,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'preorder-confirmed',
          language: data.language,
          to: data.email,
          content: preorderConfirmedMail(data, `${shop}${data.path}`, shopIn(data.language)),
        }),
    }),
  ];
}
