import { createHash } from 'node:crypto';
import type { SessionResolution } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, gt } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { customers, sessions } from '../db/schema';

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who holds a session cookie, or undefined when the session is unknown or expired. */
export async function resolveSession(
  db: Executor<typeof schema>,
  token: string,
  now = new Date(),
): Promise<SessionResolution | undefined> {
  const [row] = await db
    .select({ customer: customers })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const customer = row.customer?.state === 'active' ? row.customer : null;
  return {
    sessionId: token,
    customerId: customer?.id ?? null,
    role: customer?.role ?? 'GUEST',
    customerType: customer?.type ?? null,
    taxId: customer?.taxId ?? null,
    currency: customer?.currency ?? null,
    permissions: [],
  };
}
