import { NewsletterSubscribed } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import { subscribe } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { sendMail } from '../domain/send-mail';
import type { MailTransport } from '../mail/transport';
import { newsletterWelcome } from '../templates/newsletter-welcome';

/** Welcomes a new newsletter subscriber. */
export function onNewsletterSubscribed(deps: ServiceContext<typeof schema>, transport: MailTransport) {
  return subscribe(deps.bus, deps.db, {
    durable: 'notifications-newsletter-welcome',
    event: NewsletterSubscribed,
    log: deps.log,
    handler: (tx, data, envelope) =>
      sendMail(tx, transport, {
        eventId: envelope.id,
        template: 'newsletter-welcome',
        language: data.language,
        to: data.email,
        content: newsletterWelcome(data.language),
      }),
  });
}
