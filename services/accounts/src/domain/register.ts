import { currencyOfLanguage, type Register, type StorefrontLanguage } from '@shop/contracts';
import type { AccountsContext } from '../context';
import { customers } from '../db/schema';
import { recordWelcome } from '../events/account-events';
import { accountDetailsOf, duplicate, isUniqueViolation } from './account-details';
import { hashPassword } from './passwords';
import { signInSession } from './sessions';

/**
 * Registers a retail customer and signs them in. The account, its welcome event and the session are one
 * transaction: if any step fails nothing is left behind, and the e-mail goes out only for a real account.
 */
export async function registerCustomer(
  context: AccountsContext,
  input: Register,
  caller: { lang: StorefrontLanguage; sessionId: string | undefined },
) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  try {
    return await context.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          type: 'retail',
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          currency: currencyOfLanguage[caller.lang],
          language: caller.lang,
        })
        .onConflictDoNothing()
        .returning();
      if (!customer) throw duplicate('email', caller.lang);
      await recordWelcome(tx, customer, caller.lang);
      const token = await signInSession(tx, customer, caller.sessionId, context.clock.now());
      return { token, account: accountDetailsOf(customer) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_idx')) throw duplicate('email', caller.lang);
    throw error;
  }
}
