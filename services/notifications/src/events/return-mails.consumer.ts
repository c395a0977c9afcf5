import { ReturnCreated, ReturnMessagePosted, ReturnUpdated } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { NotificationsContext } from '../context';
import { sendMail } from '../domain/send-mail';
import { returnCreatedMail, returnMessageMail, returnStaffMail, returnUpdatedMail } from '../templates/return-mails';

// The return e-mails of SPEC §1, one durable consumer per e-mail so a failure sending one never sends the
// other twice: to the customer (return created, updated, staff's message) and to the service mailbox of the
// shop settings (a new return, the customer's message). The link is the return's page in the account.

export function onReturnMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  const serviceMailbox = () => context.shopSettings().mailboxes.service;
  return [
    subscribe(context.bus, context.db, {
      durable: 'notifications-return-created',
      event: ReturnCreated,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'return-created',
          language: data.language,
          to: data.email,
          content: returnCreatedMail(data, `${shop}${data.path}`),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-return-created-staff',
      event: ReturnCreated,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'return-created-staff',
          language: 'pl',
          to: serviceMailbox(),
          content: returnStaffMail(data),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-return-updated',
      event: ReturnUpdated,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'return-updated',
          language: data.language,
          to: data.email,
          content: returnUpdatedMail(data, `${shop}${data.path}`),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-return-message',
      event: ReturnMessagePosted,
      log: context.log,
      handler: (tx, data, envelope) =>
        data.author === 'staff'
          ? sendMail(context, tx, {
              eventId: envelope.id,
              template: 'return-message',
              language: data.language,
              to: data.email,
              content: returnMessageMail(data, `${shop}${data.path}`),
            })
          : sendMail(context, tx, {
              eventId: envelope.id,
              template: 'return-message-staff',
              language: 'pl',
              to: serviceMailbox(),
              content: returnStaffMail(data),
            }),
    }),
  ];
}
