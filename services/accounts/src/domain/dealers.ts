import type { DealerCreated, DealerInvitation } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import type { z } from 'zod';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customers } from '../db/schema';
import { type CustomerRow, duplicate, isUniqueViolation } from './account-details';
import { issueDealerActivation } from './account-links';

/**
 * Creates a dealer (B2B) account, inactive and without a password, and e-mails the activation link in the
 * same transaction: the account becomes active when the dealer sets a password through the link. `also` runs
 * in that transaction too (the back office records its audit entry there).
 */
export async function inviteDealer(
  context: AccountsContext,
  input: DealerInvitation,
  lang: string,
  also?: (tx: Executor<typeof schema>, dealer: CustomerRow) => Promise<unknown>,
): Promise<z.output<typeof DealerCreated>> {
  try {
    return await context.transaction(async (tx) => {
      const [dealer] = await tx
        .insert(customers)
        .values({
          type: 'b2b',
          state: 'inactive',
          email: input.email.toLowerCase(),
          formType: 'company',
          firstName: input.firstName,
          lastName: input.lastName,
          companyName: input.companyName,
          taxId: input.taxId,
          vatId: input.vatId,
          currency: input.currency,
          language: input.language,
        })
        .returning();
      await issueDealerActivation(tx, dealer!, input.language, context.clock.now());
      await also?.(tx, dealer!);
      return { id: dealer!.id, state: 'inactive' };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_idx')) throw duplicate('email', lang);
    if (isUniqueViolation(error, 'customers_dealer_vat_id_idx')) throw duplicate('vatId', lang);
    throw error;
  }
}
