import { ReturnCreated, ReturnMessagePosted, ReturnUpdated } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { mailShop } from '../templates/layout';
import { returnCreatedMail, returnMessageMail, returnStaffMail, returnUpdatedMail } from '../templates/return-mails';
import { subscribeMail } from './mail-consumer';

// The return e-mails of SPEC §1, one durable consumer per e-mail so a failure sending one never sends the
// other twice: to the customer (return created, updated, staff's message) and to the service mailbox of the
// shop settings (a new return, the customer's message). The link is the return's page in the account.

export function onReturnMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  const serviceMailbox = () => context.shopSettings().mailboxes.service;
  const shopIn = (language: string) => mailShop(context.shopSettings(), shop, language);
  return [
    subscribeMail(context, {
      durable: 'notifications-return-created',
      event: ReturnCreated,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'return-created',
          language: data.language,
          to: data.email,
          content: returnCreatedMail(data, `${shop}${data.path}`, shopIn(data.language)),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-return-created-staff',
      event: ReturnCreated,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'return-created-staff',
          language: 'pl',
          to: serviceMailbox(),
          content: returnStaffMail(data, shopIn('pl')),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-return-updated',
      event: ReturnUpdated,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'return-updated',
          language: data.language,
          to: data.email,
          content: returnUpdatedMail(data, `${shop}${data.path}`, shopIn(data.language)),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-return-message',
      event: ReturnMessagePosted,
      handler: (tx, data, envelope) =>
        data.author === 'staff'
          ? queueMail(context, tx, {
              eventId: envelope.id,
              template: 'return-message',
              language: data.language,
              to: data.email,
              content: returnMessageMail(data, `${shop}${data.path}`, shopIn(data.language)),
            })
          : queueMail(context, tx, {
              eventId: envelope.id,
              template: 'return-message-staff',
              language: 'pl',
              to: serviceMailbox(),
              content: returnStaffMail(data, shopIn('pl')),
            }),
    }),
  ];
}
