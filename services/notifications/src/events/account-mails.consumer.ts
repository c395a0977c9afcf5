import {
  AccountOpened,
  DealerActivationRequested,
  LoginLinkRequested,
  PasswordResetRequested,
  StaffWelcomeRequested,
} from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { dealerActivationMail, loginLinkMail, passwordResetMail } from '../templates/account-links';
import { accountWelcome } from '../templates/account-welcome';
import { adminWelcomeMail } from '../templates/admin-welcome';
import { mailShop } from '../templates/layout';
import { subscribeMail } from './mail-consumer';

// The account e-mails of SPEC §1: welcome (retail and B2B), login link, password reset, dealer activation,
// and the admin welcome with the data-protection rules.
// Events carry the shop path of the link; the shop's public address comes from PUBLIC_URL.

export function onAccountMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  // The shop's details as the settings hold them when the event is handled.
  const shopIn = (language: string) => mailShop(context.shopSettings(), shop, language);
  return [
    subscribeMail(context, {
      durable: 'notifications-account-welcome',
      event: AccountOpened,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: `account-welcome-${data.customerType}`,
          language: data.language,
          to: data.email,
          content: accountWelcome(data.language, { ...data, accountUrl: `${shop}${data.path}` }, shopIn(data.language)),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-login-link',
      event: LoginLinkRequested,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'login-link',
          language: data.language,
          to: data.email,
          content: loginLinkMail(data.language, linkMail(shop, data), shopIn(data.language)),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-password-reset',
      event: PasswordResetRequested,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'password-reset',
          language: data.language,
          to: data.email,
          content: passwordResetMail(data.language, linkMail(shop, data), shopIn(data.language)),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-dealer-activation',
      event: DealerActivationRequested,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'dealer-activation',
          language: data.language,
          to: data.email,
          content: dealerActivationMail(
            data.language,
            { ...linkMail(shop, data), companyName: data.companyName },
            shopIn(data.language),
          ),
        }),
    }),
    subscribeMail(context, {
      durable: 'notifications-admin-welcome',
      event: StaffWelcomeRequested,
      handler: (tx, data, envelope) =>
        queueMail(context, tx, {
          eventId: envelope.id,
          template: 'admin-welcome',
          language: data.language,
          to: data.email,
          content: adminWelcomeMail(
            data.language,
            {
              ...linkMail(shop, data),
              adminType: data.adminType,
              panelUrl: `${shop}${data.panelPath}`,
              // The shop settings' admin (webmaster) mailbox, which staff change.
              incidentMailbox: context.shopSettings().mailboxes.admin,
            },
            shopIn(data.language),
          ),
        }),
    }),
  ];
}

function linkMail(shop: string, data: { firstName: string | null; path: string; expiresAt: string }) {
  return { firstName: data.firstName, url: `${shop}${data.path}`, expiresAt: new Date(data.expiresAt) };
}
