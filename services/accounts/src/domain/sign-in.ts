import { type Login, loginKind, normalizeVatId, type StorefrontLanguage } from '@shop/contracts';
import { MAX_FAILED_LOGINS } from '@shop/contracts/limits';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customers } from '../db/schema';
import { accountDetailsOf, type CustomerRow } from './account-details';
import { signInSession } from './sessions';

export interface Caller {
  lang: StorefrontLanguage;
  /** The caller's current session (public id), replaced when they sign in. */
  sessionId: string | undefined;
}

/** The account a sign-in name points at: an e-mail (anyone), or an EU VAT ID (dealers only). */
async function findByLogin(db: Executor<typeof schema>, username: string): Promise<CustomerRow | undefined> {
  const kind = loginKind(username);
  if (!kind) return undefined;
  const where =
    kind === 'email'
      ? sql`lower(${customers.email}) = ${username.trim().toLowerCase()}`
      : and(eq(customers.type, 'b2b'), eq(customers.vatId, normalizeVatId(username)));
  const [row] = await db.select().from(customers).where(where).limit(1);
  return row;
}

/**
 * Signs a customer in with a password. Every attempt checks one argon2 hash (a dummy one when there is no
 * account), so a wrong e-mail and a wrong password take as long. Failures are counted in one statement, so
 * parallel guesses cannot slip past the limit; a success resets the count.
 */
export async function signIn(context: AccountsContext, input: Login, caller: Caller) {
  const customer = await findByLogin(context.db, input.username);
  const passwordMatches = await context.passwords.verify(customer?.passwordHash, input.password);
  if (!customer) throw new AppError('invalid_credentials');
  // Blocked and inactive accounts say so whatever the password: telling it only to the right password
  // would confirm a guessed password to whoever caused the lockout. A lockout is lifted by a password reset
  // (the answer says so), a block by staff only by staff.
  if (customer.state === 'blocked')
    throw new AppError(customer.blockedReason === 'lockout' ? 'too_many_login_attempts' : 'account_blocked');
  // A staff member invited but not yet activated (`pending`) is inactive until they set a password.
  if (customer.state === 'inactive' || customer.state === 'pending') throw new AppError('account_inactive');

  if (!passwordMatches) {
    const lockedNow = sql`${customers.failedLogins} + 1 >= ${MAX_FAILED_LOGINS}`;
    const [counted] = await context.db.transaction(async (tx) => {
      // Not waiting for the disk: a wrong password must answer as fast as an unknown e-mail (which writes
      // nothing), and a count lost in a crash costs nothing worth that leak.
      await tx.execute(sql`set local synchronous_commit = off`);
      return tx
        .update(customers)
        .set({
          failedLogins: sql`${customers.failedLogins} + 1`,
          state: sql`case when ${lockedNow} then 'blocked' else ${customers.state} end`,
          blockedReason: sql`case when ${lockedNow} then 'lockout' else ${customers.blockedReason} end`,
          updatedAt: context.clock.now(),
        })
        .where(and(eq(customers.id, customer.id), eq(customers.state, 'active')))
        .returning({ state: customers.state });
    });
    if (!counted) throw new AppError('account_blocked');
    if (counted.state === 'blocked') throw new AppError('too_many_login_attempts');
    throw new AppError('invalid_credentials');
  }

  return context.transaction(async (tx) => {
    const [current] = await tx
      .update(customers)
      .set({ failedLogins: 0 })
      .where(and(eq(customers.id, customer.id), eq(customers.state, 'active')))
      .returning();
    // Blocked by a parallel burst of wrong guesses between the check and now.
    if (!current) throw new AppError('account_blocked');
    const token = await signInSession(tx, current, caller.sessionId, context.clock.now());
    return { token, account: accountDetailsOf(current) };
  });
}
