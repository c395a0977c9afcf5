import {
  AccountOpened,
  DealerActivationRequested,
  LoginLinkRequested,
  PasswordResetRequested,
  StaffWelcomeRequested,
} from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { NotificationsContext } from '../context';
import { sendMail } from '../domain/send-mail';
import { dealerActivationMail, loginLinkMail, passwordResetMail } from '../templates/account-links';
import { accountWelcome } from '../templates/account-welcome';
import { adminWelcomeMail } from '../templates/admin-welcome';

// The account e-mails of SPEC §1: welcome (retail and B2B), login link, password reset, dealer activation,
// and the admin welcome with the data-protection rules.
// Events carry the shop path of the link; the shop's public address comes from PUBLIC_URL.

export function onAccountMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return [
    subscribe(context.bus, context.db, {
      durable: 'notifications-account-welcome',
      event: AccountOpened,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: `account-welcome-${data.customerType}`,
          language: data.language,
          to: data.email,
          content: accountWelcome(data.language, { ...data, accountUrl: `${shop}${data.path}` }),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-login-link',
      event: LoginLinkRequested,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'login-link',
          language: data.language,
          to: data.email,
          content: loginLinkMail(data.language, linkMail(shop, data)),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-password-reset',
      event: PasswordResetRequested,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'password-reset',
          language: data.language,
          to: data.email,
          content: passwordResetMail(data.language, linkMail(shop, data)),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-dealer-activation',
      event: DealerActivationRequested,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'dealer-activation',
          language: data.language,
          to: data.email,
          content: dealerActivationMail(data.language, { ...linkMail(shop, data), companyName: data.companyName }),
        }),
    }),
    subscribe(context.bus, context.db, {
      durable: 'notifications-admin-welcome',
      event: StaffWelcomeRequested,
      log: context.log,
      handler: (tx, data, envelope) =>
        sendMail(context, tx, {
          eventId: envelope.id,
          template: 'admin-welcome',
          language: data.language,
          to: data.email,
          content: adminWelcomeMail(data.language, {
            ...linkMail(shop, data),
            adminType: data.adminType,
            panelUrl: `${shop}${data.panelPath}`,
            incidentMailbox: context.settings.adminMailbox,
          }),
        }),
    }),
  ];
}

function linkMail(shop: string, data: { firstName: string | null; path: string; expiresAt: string }) {
  return { firstName: data.firstName, url: `${shop}${data.path}`, expiresAt: new Date(data.expiresAt) };
}
