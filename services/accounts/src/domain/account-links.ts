import type { StorefrontLanguage } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { accountTokens, customers } from '../db/schema';
import {
  recordDealerActivationLink,
  recordLoginLink,
  recordPasswordResetLink,
  recordWelcome,
} from '../events/account-events';
import { accountDetailsOf, type CustomerRow } from './account-details';
import { consumeLinkToken, issueLinkToken, mayIssueLink } from './link-tokens';
import { hashPassword } from './passwords';
import { endOtherSessions, signInSession } from './sessions';
import type { Caller } from './sign-in';
import { recordStaffActivation, sendWelcome } from './staff';

// E-mailed links: sign in by link, forgot password, dealer activation. Asking for a link answers the same
// whether or not the address has an account; each address gets at most a few links per quarter of an hour.

async function findByEmail(context: AccountsContext, email: string): Promise<CustomerRow | undefined> {
  const [row] = await context.db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** E-mails a sign-in link to an active account; silently nothing otherwise. */
export async function requestLoginLink(
  context: AccountsContext,
  email: string,
  lang: StorefrontLanguage,
): Promise<void> {
  const now = context.clock.now();
  const customer = await findByEmail(context, email);
  if (customer?.state !== 'active' || !(await mayIssueLink(context.db, customer.id, 'login', now))) return;
  await context.transaction(async (tx) => {
    const link = await issueLinkToken(tx, customer.id, 'login', now);
    await recordLoginLink(tx, customer, lang, link);
  });
}

/** Signs in with the token of a sign-in link: once, before it expires. */
export async function signInWithLink(context: AccountsContext, token: string, caller: Caller) {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, ['login'], now);
    if (link.status === 'expired') throw new AppError('invalid_link', { messageKey: 'error.link_expired' });
    if (link.status !== 'valid') throw new AppError('invalid_link');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, link.customerId)).for('update');
    if (!customer) throw new AppError('invalid_link');
    if (customer.state === 'blocked') throw new AppError('account_blocked');
    if (customer.state !== 'active') throw new AppError('account_inactive');
    // Opening the e-mail proves the mailbox: earlier failed guesses no longer count.
    if (customer.failedLogins > 0)
      await tx.update(customers).set({ failedLogins: 0 }).where(eq(customers.id, customer.id));
    const sessionToken = await signInSession(tx, customer, caller.sessionId, now);
    return { token: sessionToken, account: accountDetailsOf({ ...customer, failedLogins: 0 }) };
  });
}

/**
 * Forgot password: a reset link for an active or locked-out account (the reset lifts a lockout), the
 * activation link again for a dealer or a staff member who has not activated yet (the staff member's in the
 * admin welcome e-mail), nothing for an account staff blocked or deactivated.
 */
export async function requestPasswordReset(
  context: AccountsContext,
  email: string,
  lang: StorefrontLanguage,
): Promise<void> {
  const customer = await findByEmail(context, email);
  if (!customer || (customer.state === 'blocked' && customer.blockedReason !== 'lockout')) return;
  if (customer.state === 'pending') {
    const now = context.clock.now();
    if (await mayIssueLink(context.db, customer.id, 'activation', now))
      await context.transaction((tx) => sendWelcome(tx, customer, now));
    return;
  }
  if (customer.state === 'inactive') {
    if (customer.type === 'b2b') await sendDealerActivation(context, customer, lang);
    return;
  }
  const now = context.clock.now();
  if (!(await mayIssueLink(context.db, customer.id, 'reset', now))) return;
  await context.transaction(async (tx) => {
    const link = await issueLinkToken(tx, customer.id, 'reset', now);
    await recordPasswordResetLink(tx, customer, lang, link);
  });
}

/** E-mails a dealer the link that activates their account (they set their password there). */
export async function sendDealerActivation(context: AccountsContext, dealer: CustomerRow, lang: StorefrontLanguage) {
  const now = context.clock.now();
  if (!(await mayIssueLink(context.db, dealer.id, 'activation', now))) return;
  await context.transaction((tx) => issueDealerActivation(tx, dealer, lang, now));
}

/** Issues the activation link's token and records its e-mail, inside the caller's transaction. */
export async function issueDealerActivation(
  tx: Executor<typeof schema>,
  dealer: CustomerRow,
  lang: StorefrontLanguage,
  now: Date,
) {
  const link = await issueLinkToken(tx, dealer.id, 'activation', now);
  await recordDealerActivationLink(tx, dealer, lang, link);
}

/**
 * Sets a new password from a reset or activation link, then signs the customer in. Every other session
 * and every other open link of the account ends; a lockout is lifted; a dealer's account becomes active
 * and is welcomed.
 */
export async function resetPassword(
  context: AccountsContext,
  input: { token: string; password: string },
  caller: Caller,
) {
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, input.token, ['reset', 'activation'], now);
    if (link.status === 'expired') throw new AppError('invalid_link', { messageKey: 'error.link_expired' });
    if (link.status !== 'valid') throw new AppError('invalid_link', { messageKey: 'error.password_reset_failed' });
    const [before] = await tx.select().from(customers).where(eq(customers.id, link.customerId)).for('update');
    if (!before) throw new AppError('invalid_link', { messageKey: 'error.password_reset_failed' });
    if (before.state === 'blocked' && before.blockedReason !== 'lockout') throw new AppError('account_blocked');
    // A deactivated staff member comes back only when staff reactivate them.
    if (before.role === 'ADMIN' && before.state === 'inactive') throw new AppError('account_inactive');

    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, state: 'active', blockedReason: null, failedLogins: 0, updatedAt: now })
      .where(eq(customers.id, before.id))
      .returning();
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.customerId, before.id), isNull(accountTokens.usedAt)));
    await endOtherSessions(tx, before.id, undefined);
    if (before.state === 'inactive') await recordWelcome(tx, before, caller.lang);
    if (before.state === 'pending') await recordStaffActivation(tx, customer!, now);
    const token = await signInSession(tx, before, caller.sessionId, now);
    return { token, account: accountDetailsOf(customer!) };
  });
}
