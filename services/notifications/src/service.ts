import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type NotificationsContext, notificationsContext } from './context';
import * as schema from './db/schema';
import { onAccountMails } from './events/account-mails.consumer';
import {
  onContactMessageConfirmation,
  onContactMessageForDepartment,
} from './events/contact-message-received.consumer';
import { onGiftCardMails } from './events/gift-card-mails.consumer';
import { onInsuranceExtended, onInsuranceMails } from './events/insurance-mails.consumer';
import { onInvoiceMails } from './events/invoice-mails.consumer';
import { onNewsletterSubscribed } from './events/newsletter-subscribed.consumer';
import { onOrderMails } from './events/order-mails.consumer';
import { onPreorderMails } from './events/preorder-mails.consumer';
import { onReturnMails } from './events/return-mails.consumer';
import { onReviewRejected } from './events/review-mails.consumer';
import { onSafetyReportOpened } from './events/safety-report.consumer';
import { onWithdrawalReceived } from './events/withdrawal-mails.consumer';
import { adminMailsRoutes } from './http/admin-mails.routes';
import { devMailRoutes } from './http/dev-mail.routes';

/** Transactional e-mail: listens to the other services' events and writes to customers. */
export const notificationsService: ServiceDefinition<typeof schema, NotificationsContext> = {
  name: 'notifications',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: notificationsContext,
  routes: (context) => [adminMailsRoutes(context), devMailRoutes(context)],
  consumers: (context) => [
    onNewsletterSubscribed(context),
    onContactMessageForDepartment(context),
    onContactMessageConfirmation(context),
    ...onAccountMails(context),
    ...onOrderMails(context),
    onGiftCardMails(context),
    onInsuranceMails(context),
    onInsuranceExtended(context),
    onInvoiceMails(context),
    ...onPreorderMails(context),
    ...onReturnMails(context),
    onReviewRejected(context),
    onSafetyReportOpened(context),
    onWithdrawalReceived(context),
    Promise.resolve(context.mailSender.start()),
  ],
};
