import type { Language } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { newsletterSubscriptions } from '../db/schema';
import { recordNewsletterSubscription } from '../events/cms-events';

/**
 * Signs an address up for the newsletter. Signing up twice changes nothing and answers the same, so the
 * form never reveals whether an address is already on the list; a returning subscriber is signed up again.
 */
export async function subscribeToNewsletter(
  context: ServiceContext<typeof schema>,
  input: { email: string; language: Language },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await context.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, language: input.language })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { unsubscribedAt: null, language: input.language },
        setWhere: sql`${newsletterSubscriptions.unsubscribedAt} is not null`,
      })
      .returning({ id: newsletterSubscriptions.id });
    if (row) await recordNewsletterSubscription(tx, { id: row.id, email, language: input.language });
  });
}
