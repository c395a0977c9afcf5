import { AccountOpened, DealerActivationRequested, LoginLinkRequested, PasswordResetRequested } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import { subscribe } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { sendMail } from '../domain/send-mail';
import type { MailTransport } from '../mail/transport';
import { dealerActivationMail, loginLinkMail, passwordResetMail } from '../templates/account-links';
import { accountWelcome } from '../templates/account-welcome';

// The account e-mails of SPEC §1: welcome (retail and B2B), login link, password reset, dealer activation.
// Events carry the shop path of the link; the shop's public address comes from PUBLIC_URL.

/** Where the shop is, as customers reach it: PUBLIC_URL, else the gateway on this machine. */
export function shopAddress(env: Record<string, string | undefined>): string {
  const url = env.PUBLIC_URL || `http://127.0.0.1:${env.GATEWAY_PORT || 8080}`;
  return url.replace(/\/+$/, '');
}

export function onAccountMails(deps: ServiceContext<typeof schema>, transport: MailTransport) {
  const shop = shopAddress(deps.env);
  if (!deps.env.PUBLIC_URL && deps.env.NODE_ENV === 'production')
    deps.log.warn({ shop }, 'PUBLIC_URL is not set: account e-mails link to this machine, not to the shop');
  return [
    subscribe(deps.bus, deps.db, {
      durable: 'notifications-account-welcome',
      event: AccountOpened,
      log: deps.log,
      handler: (tx, data, envelope) =>
        sendMail(tx, transport, {
          eventId: envelope.id,
          template: `account-welcome-${data.customerType}`,
          language: data.language,
          to: data.email,
          content: accountWelcome(data.language, { ...data, accountUrl: `${shop}${data.path}` }),
        }),
    }),
    subscribe(deps.bus, deps.db, {
      durable: 'notifications-login-link',
      event: LoginLinkRequested,
      log: deps.log,
      handler: (tx, data, envelope) =>
        sendMail(tx, transport, {
          eventId: envelope.id,
          template: 'login-link',
          language: data.language,
          to: data.email,
          content: loginLinkMail(data.language, linkMail(shop, data)),
        }),
    }),
    subscribe(deps.bus, deps.db, {
      durable: 'notifications-password-reset',
      event: PasswordResetRequested,
      log: deps.log,
      handler: (tx, data, envelope) =>
        sendMail(tx, transport, {
          eventId: envelope.id,
          template: 'password-reset',
          language: data.language,
          to: data.email,
          content: passwordResetMail(data.language, linkMail(shop, data)),
        }),
    }),
    subscribe(deps.bus, deps.db, {
      durable: 'notifications-dealer-activation',
      event: DealerActivationRequested,
      log: deps.log,
      handler: (tx, data, envelope) =>
        sendMail(tx, transport, {
          eventId: envelope.id,
          template: 'dealer-activation',
          language: data.language,
          to: data.email,
          content: dealerActivationMail(data.language, { ...linkMail(shop, data), companyName: data.companyName }),
        }),
    }),
  ];
}

function linkMail(shop: string, data: { firstName: string | null; path: string; expiresAt: string }) {
  return { firstName: data.firstName, url: `${shop}${data.path}`, expiresAt: new Date(data.expiresAt) };
}
