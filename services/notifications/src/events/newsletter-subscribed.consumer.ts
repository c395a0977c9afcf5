import { NewsletterSubscribed } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { NotificationsContext } from '../context';
import { sendMail } from '../domain/send-mail';
import { newsletterWelcome } from '../templates/newsletter-welcome';

/** Welcomes a new newsletter subscriber. */
export function onNewsletterSubscribed(context: NotificationsContext) {
  return subscribe(context.bus, context.db, {
    durable: 'notifications-newsletter-welcome',
    event: NewsletterSubscribed,
    log: context.log,
    handler: (tx, data, envelope) =>
      sendMail(context, tx, {
        eventId: envelope.id,
        template: 'newsletter-welcome',
        language: data.language,
        to: data.email,
        content: newsletterWelcome(data.language),
      }),
  });
}
