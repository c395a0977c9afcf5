import { GiftCardIssued } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { balancePageUrl, giftCardMail, giftCardSentMail } from '../templates/gift-card-mails';
import { mailShop } from '../templates/layout';
import { subscribeMail } from './mail-consumer';

// A gift card was issued (its order paid): the card goes to its recipient with the printable PDF attached;
// a buyer who named someone else is told it went. The inbox makes a redelivered event send nothing twice.

export function onGiftCardMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return subscribeMail(context, {
    durable: 'notifications-gift-card-issued',
    event: GiftCardIssued,
    handler: async (tx, card, envelope) => {
      const shopIn = mailShop(context.shopSettings(), shop, card.language);
      await queueMail(context, tx, {
        eventId: envelope.id,
        template: 'gift-card',
        language: card.language,
        to: card.recipientEmail,
        content: giftCardMail(card, balancePageUrl(shop, card.language), shopIn),
        attachments: [
          {
            document: 'gift-card',
            card: {
              code: card.code,
              value: card.value,
              expiresAt: card.expiresAt,
              message: card.message,
              language: card.language,
            },
          },
        ],
      });
      if (card.recipientEmail.toLowerCase() !== card.buyerEmail.toLowerCase())
        await queueMail(context, tx, {
          eventId: envelope.id,
          template: 'gift-card-sent',
          language: card.language,
          to: card.buyerEmail,
          content: giftCardSentMail(card, shopIn),
        });
    },
  });
}
