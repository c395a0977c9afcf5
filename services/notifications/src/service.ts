import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { onAccountMails } from './events/account-mails.consumer';
import {
  onContactMessageConfirmation,
  onContactMessageForDepartment,
} from './events/contact-message-received.consumer';
import { onNewsletterSubscribed } from './events/newsletter-subscribed.consumer';
import { onOrderMails } from './events/order-mails.consumer';
import { devMailRoutes } from './http/dev-mail.routes';
import { createMailTransport, mailSettings } from './mail/settings';

/** Transactional e-mail: listens to the other services' events and writes to customers. */
export const notificationsService: ServiceDefinition<typeof schema> = {
  name: 'notifications',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [devMailRoutes(mailSettings(deps.env))],
  consumers: (deps) => {
    const transport = createMailTransport(deps.env);
    return [
      onNewsletterSubscribed(deps, transport),
      onContactMessageForDepartment(deps, transport),
      onContactMessageConfirmation(deps, transport),
      ...onAccountMails(deps, transport),
      ...onOrderMails(deps, transport),
    ];
  },
};
