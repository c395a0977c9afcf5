import { SafetyReportOpened } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { safetyReportToManager } from '../templates/safety-report';
import { subscribeMail } from './mail-consumer';

/** A dangerous product reported (issue 27): the service manager gets it at once, one e-mail per report. */
export function onSafetyReportOpened(context: NotificationsContext) {
  return subscribeMail(context, {
    durable: 'notifications-safety-report',
    event: SafetyReportOpened,
    handler: (tx, data, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'safety-report-manager',
        language: 'pl',
        to: data.to,
        replyTo: data.email,
        content: safetyReportToManager(
          data,
          context.settings.shopUrl,
          mailShop(context.shopSettings(), context.settings.shopUrl, 'pl'),
        ),
      }),
  });
}
