import { NewsletterSubscribed } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { newsletterWelcome } from '../templates/newsletter-welcome';
import { subscribeMail } from './mail-consumer';

/** Welcomes a new newsletter subscriber. */
export function onNewsletterSubscribed(context: NotificationsContext) {
  return subscribeMail(context, {
    durable: 'notifications-newsletter-welcome',
    event: NewsletterSubscribed,
    handler: (tx, data, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'newsletter-welcome',
        language: data.language,
        to: data.email,
        content: newsletterWelcome(
          data.language,
          mailShop(context.shopSettings(), context.settings.shopUrl, data.language),
        ),
      }),
  });
}
