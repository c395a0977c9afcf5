import { ContactMessageReceived } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { NotificationsContext } from '../context';
import { sendMail } from '../domain/send-mail';
import { contactMessageConfirmation, contactMessageToDepartment } from '../templates/contact-message';

// Two durable consumers, one per e-mail, so a failure sending one never sends the other twice.

/** Forwards a contact form message to the department mailbox its topic is routed to. */
export function onContactMessageForDepartment(context: NotificationsContext) {
  return subscribe(context.bus, context.db, {
    durable: 'notifications-contact-department',
    event: ContactMessageReceived,
    log: context.log,
    handler: (tx, data, envelope) =>
      sendMail(context, tx, {
        eventId: envelope.id,
        template: 'contact-message-department',
        language: 'pl',
        to: data.department,
        content: contactMessageToDepartment(data),
      }),
  });
}

/** Confirms to the sender that the message arrived, with a copy of it. */
export function onContactMessageConfirmation(context: NotificationsContext) {
  return subscribe(context.bus, context.db, {
    durable: 'notifications-contact-confirmation',
    event: ContactMessageReceived,
    log: context.log,
    handler: (tx, data, envelope) =>
      sendMail(context, tx, {
        eventId: envelope.id,
        template: 'contact-message-confirmation',
        language: data.language,
        to: data.email,
        content: contactMessageConfirmation(data, context.shopSettings()),
      }),
  });
}
