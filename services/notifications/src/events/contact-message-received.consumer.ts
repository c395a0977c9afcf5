import { ContactMessageReceived } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import { subscribe } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { sendMail } from '../domain/send-mail';
import type { MailTransport } from '../mail/transport';
import { contactMessageConfirmation, contactMessageToDepartment } from '../templates/contact-message';

// Two durable consumers, one per e-mail, so a failure sending one never sends the other twice.

/** Forwards a contact form message to the department mailbox its topic is routed to. */
export function onContactMessageForDepartment(deps: ServiceContext<typeof schema>, transport: MailTransport) {
  return subscribe(deps.bus, deps.db, {
    durable: 'notifications-contact-department',
    event: ContactMessageReceived,
    log: deps.log,
    handler: (tx, data, envelope) =>
      sendMail(tx, transport, {
        eventId: envelope.id,
        template: 'contact-message-department',
        language: 'pl',
        to: data.department,
        content: contactMessageToDepartment(data),
      }),
  });
}

/** Confirms to the sender that the message arrived, with a copy of it. */
export function onContactMessageConfirmation(deps: ServiceContext<typeof schema>, transport: MailTransport) {
  return subscribe(deps.bus, deps.db, {
    durable: 'notifications-contact-confirmation',
    event: ContactMessageReceived,
    log: deps.log,
    handler: (tx, data, envelope) =>
      sendMail(tx, transport, {
        eventId: envelope.id,
        template: 'contact-message-confirmation',
        language: data.language,
        to: data.email,
        content: contactMessageConfirmation(data),
      }),
  });
}
