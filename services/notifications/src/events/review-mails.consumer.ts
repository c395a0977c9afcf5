import { ReviewRejected } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { reviewRejectedMail } from '../templates/review-rejected';
import { subscribeMail } from './mail-consumer';

/** Tells a customer why staff rejected their review (issue 25). */
export function onReviewRejected(context: NotificationsContext) {
  return subscribeMail(context, {
    durable: 'notifications-review-rejected',
    event: ReviewRejected,
    handler: (tx, data, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'review-rejected',
        language: data.language,
        to: data.email,
        content: reviewRejectedMail(
          data,
          context.settings.shopUrl,
          mailShop(context.shopSettings(), context.settings.shopUrl, data.language),
        ),
      }),
  });
}
