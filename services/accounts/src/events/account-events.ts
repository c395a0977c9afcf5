import {
  AccountOpened,
  AdminType,
  DealerActivationRequested,
  LoginLinkRequested,
  PasswordResetRequested,
  StaffWelcomeRequested,
  type StorefrontLanguage,
} from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import type { CustomerRow } from '../domain/account-details';
import { linkPath, screenPath } from '../domain/links';

// What accounts tells the other services: each e-mail notifications writes for an account. Recorded in the
// outbox inside the use case's transaction, so an event exists exactly when its account or link does, and
// published after the commit. Events carry the shop path of the page (and its one-time token), never a host.

type Tx = Executor<typeof schema>;
type Recipient = Pick<CustomerRow, 'id' | 'email' | 'firstName'>;

/** A link's one-time token and when it stops working, as the link tokens issue it. */
export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

/** The welcome e-mail of an opened account: a retail customer registered, or a dealer activated. */
export function recordWelcome(tx: Tx, customer: Recipient & Pick<CustomerRow, 'type'>, lang: StorefrontLanguage) {
  return recordEvent(tx, AccountOpened, {
    customerId: customer.id,
    customerType: customer.type,
    email: customer.email,
    firstName: customer.firstName,
    language: lang,
    path: screenPath('account', lang),
  });
}

/** The e-mail with a sign-in link. */
export function recordLoginLink(tx: Tx, customer: Recipient, lang: StorefrontLanguage, link: IssuedLink) {
  return recordEvent(tx, LoginLinkRequested, {
    ...linkMail(customer, lang),
    path: linkPath('authorize', lang, link.token),
    expiresAt: link.expiresAt.toISOString(),
  });
}

/** The e-mail with a link to set a new password. */
export function recordPasswordResetLink(tx: Tx, customer: Recipient, lang: StorefrontLanguage, link: IssuedLink) {
  return recordEvent(tx, PasswordResetRequested, {
    ...linkMail(customer, lang),
    path: linkPath('resetPassword', lang, link.token),
    expiresAt: link.expiresAt.toISOString(),
  });
}

/** The e-mail with the link a dealer activates their account through (by setting a password). */
export function recordDealerActivationLink(
  tx: Tx,
  dealer: Recipient & Pick<CustomerRow, 'companyName'>,
  lang: StorefrontLanguage,
  link: IssuedLink,
) {
  return recordEvent(tx, DealerActivationRequested, {
    ...linkMail(dealer, lang),
    companyName: dealer.companyName ?? '',
    path: linkPath('resetPassword', lang, link.token),
    expiresAt: link.expiresAt.toISOString(),
  });
}

/** The admin welcome e-mail: the data-protection rules and the link that activates a staff account. */
export function recordStaffWelcome(
  tx: Tx,
  member: Recipient & Pick<CustomerRow, 'lastName' | 'adminType'>,
  lang: StorefrontLanguage,
  link: IssuedLink,
) {
  return recordEvent(tx, StaffWelcomeRequested, {
    ...linkMail(member, lang),
    lastName: member.lastName ?? '',
    adminType: AdminType.parse(member.adminType),
    path: linkPath('resetPassword', lang, link.token),
    panelPath: `/${lang}/admin`,
    expiresAt: link.expiresAt.toISOString(),
  });
}

const linkMail = (customer: Recipient, lang: StorefrontLanguage) => ({
  customerId: customer.id,
  email: customer.email,
  firstName: customer.firstName,
  language: lang,
});
