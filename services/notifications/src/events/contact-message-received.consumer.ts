import { ContactMessageReceived } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { contactMessageConfirmation, contactMessageToDepartment } from '../templates/contact-message';
import { mailShop } from '../templates/layout';
import { subscribeMail } from './mail-consumer';

// Two durable consumers, one per e-mail, so a failure sending one never sends the other twice.

/** Forwards a contact form message to the department mailbox its topic is routed to. */
export function onContactMessageForDepartment(context: NotificationsContext) {
  return subscribeMail(context, {
    durable: 'notifications-contact-department',
    event: ContactMessageReceived,
    handler: (tx, data, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'contact-message-department',
        language: 'pl',
        to: data.department,
        // Staff answer the customer straight from the department's mailbox.
        replyTo: data.email,
        content: contactMessageToDepartment(data, mailShop(context.shopSettings(), context.settings.shopUrl, 'pl')),
      }),
  });
}

/** Confirms to the sender that the message arrived, with a copy of it. */
export function onContactMessageConfirmation(context: NotificationsContext) {
  return subscribeMail(context, {
    durable: 'notifications-contact-confirmation',
    event: ContactMessageReceived,
    handler: (tx, data, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'contact-message-confirmation',
        language: data.language,
        to: data.email,
        replyTo: data.department,
        content: contactMessageConfirmation(
          data,
          context.shopSettings(),
          mailShop(context.shopSettings(), context.settings.shopUrl, data.language),
        ),
      }),
  });
}
