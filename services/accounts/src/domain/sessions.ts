import { createHash, randomBytes } from 'node:crypto';
import { type AdminType, SESSION_MAX_AGE_SECONDS, type SessionResolution } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { customers, sessions } from '../db/schema';

// Server-side sessions (SPEC §9, DESIGN §4): a random token in the `sid` cookie, its SHA-256 in the table,
// 7 days. Guests get one too (the cart follows it). Signing in replaces the token (an old, possibly planted
// cookie stops working) but keeps the public id, so a guest's cart follows them into their account.

type Db = Executor<typeof schema>;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);

const guestResolution = (sessionId: string): SessionResolution => ({
  sessionId,
  customerId: null,
  role: 'GUEST',
  customerType: null,
  taxId: null,
  currency: null,
  adminType: null,
  staffName: null,
});

/** Who holds a session cookie, or undefined when the session is unknown or expired. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionResolution | undefined> {
  const [row] = await db
    .select({ id: sessions.id, customer: customers })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  // A customer blocked or deactivated since signing in is a guest from then on.
  const customer = row.customer?.state === 'active' ? row.customer : null;
  if (!customer) return guestResolution(row.id);
  return {
    sessionId: row.id,
    customerId: customer.id,
    role: customer.role,
    customerType: customer.type,
    taxId: customer.taxId,
    currency: customer.currency,
    adminType: customer.role === 'ADMIN' ? (customer.adminType as AdminType | null) : null,
    staffName:
      customer.role === 'ADMIN'
        ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email
        : null,
  };
}

/** A new guest session: the gateway sets its token as the cookie of a caller who came without one. */
export async function startGuestSession(db: Db, now: Date) {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), createdAt: now, expiresAt: expiryFrom(now) })
    .returning({ id: sessions.id });
  return { token, session: guestResolution(row!.id) };
}

/**
 * Signs `customerId` in: the caller's current session (if any) is destroyed and a new token issued. The
 * public id is kept when the old session was a guest's or the same customer's, so their cart stays theirs.
 */
export async function signInSession(
  tx: Db,
  customerId: string,
  previousSessionId: string | undefined,
  now: Date,
): Promise<string> {
  let keepId: string | undefined;
  if (previousSessionId && isUuid(previousSessionId)) {
    const [old] = await tx.delete(sessions).where(eq(sessions.id, previousSessionId)).returning();
    if (old && (old.customerId === null || old.customerId === customerId)) keepId = old.id;
  }
  const token = newToken();
  await tx.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    ...(keepId ? { id: keepId } : {}),
    customerId,
    createdAt: now,
    expiresAt: expiryFrom(now),
  });
  return token;
}

/** Ends the caller's session (signing out): the next call starts as a new guest. */
export async function endSession(tx: Db, sessionId: string | undefined): Promise<void> {
  if (sessionId && isUuid(sessionId)) await tx.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a customer but the one given (after a password change). */
export async function endOtherSessions(tx: Db, customerId: string, keepSessionId: string | undefined) {
  const others = keepSessionId && isUuid(keepSessionId) ? ne(sessions.id, keepSessionId) : undefined;
  await tx.delete(sessions).where(and(eq(sessions.customerId, customerId), others));
}

/** Drops expired sessions; run now and then. */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
