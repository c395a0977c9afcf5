import { WithdrawalReceived } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { withdrawalReceivedMail } from '../templates/withdrawal-received';
import { subscribeMail } from './mail-consumer';

/** Confirms a consumer's statement of withdrawal at once, to the order's e-mail in its language (issue 27). */
export function onWithdrawalReceived(context: NotificationsContext) {
  return subscribeMail(context, {
    durable: 'notifications-withdrawal-received',
    event: WithdrawalReceived,
    handler: (tx, data, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'withdrawal-received',
        language: data.language,
        to: data.email,
        content: withdrawalReceivedMail(
          data,
          mailShop(context.shopSettings(), context.settings.shopUrl, data.language),
        ),
      }),
  });
}
