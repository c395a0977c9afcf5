import type { Executor } from '@shop/service-kit/db';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { accountTokens } from '../db/schema';
import { hashSessionToken, newToken } from './sessions';

// One-time tokens of e-mailed links. Only a hash is stored; a token works once, until it expires, and a
// newer link of the same kind replaces the older one.

type Db = Executor<typeof schema>;
export type LinkPurpose = 'login' | 'reset' | 'activation';

const minute = 60_000;
/** How long each kind of link works. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  login: 15 * minute,
  reset: 60 * minute,
  activation: 7 * 24 * 60 * minute,
};
/** At most this many links of one kind go to one address per window (mailbox flooding). */
export const linksPerWindow = 3;
export const linkWindowMs = 15 * minute;

export async function issueLinkToken(tx: Db, customerId: string, purpose: LinkPurpose, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  const token = newToken();
  const expiresAt = new Date(now.getTime() + linkLifetimeMs[purpose]);
  await tx
    .insert(accountTokens)
    .values({ tokenHash: hashSessionToken(token), customerId, purpose, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whether another link of this kind may go to the customer now. */
export async function mayIssueLink(db: Db, customerId: string, purpose: LinkPurpose, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, new Date(now.getTime() - linkWindowMs)),
      ),
    );
  return (row?.n ?? 0) < linksPerWindow;
}

export type ConsumedLink =
  | { status: 'valid'; customerId: string; purpose: LinkPurpose }
  | { status: 'expired' }
  | { status: 'invalid' };

/** Uses a token up: whoever comes first gets it, even when two requests race. */
export async function consumeLinkToken(
  tx: Db,
  token: string,
  purposes: LinkPurpose[],
  now: Date,
): Promise<ConsumedLink> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashSessionToken(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
      ),
    )
    .returning();
  if (!row) return { status: 'invalid' };
  if (row.expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', customerId: row.customerId, purpose: row.purpose };
}
