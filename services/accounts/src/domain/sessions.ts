import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminType,
  isUuid,
  SESSION_MAX_AGE_SECONDS,
  type SessionResolution,
  STAFF_SESSION_MAX_AGE_SECONDS,
} from '@shop/contracts';
import { STAFF_SESSION_IDLE_MINUTES } from '@shop/contracts/limits';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { customers, sessions } from '../db/schema';
import { staffNameOf } from './account-details';

// Server-side sessions (SPEC §9, DESIGN §4): a random token in the `sid` cookie, its SHA-256 in the table,
// 7 days. Guests get one too (the cart follows it). Signing in replaces the token (an old, possibly planted
// cookie stops working) but keeps the public id, so a guest's cart follows them into their account.
// Staff sessions are shorter (DESIGN §9): 8 hours from sign-in at most, and over after 30 minutes without a
// call; every resolve (the gateway's, on each call, cached for seconds) counts as a call.

type Db = Executor<typeof schema>;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date, seconds = SESSION_MAX_AGE_SECONDS) => new Date(now.getTime() + seconds * 1000);
const staffIdleMs = STAFF_SESSION_IDLE_MINUTES * 60_000;
/** A staff session's last call is written at most this often (the gateway resolves on every call). */
const touchEveryMs = 60_000;

/** How long a session (and its cookie) lasts from sign-in: staff get the shorter one. */
export const sessionMaxAgeSeconds = (role: 'CUSTOMER' | 'ADMIN' | 'GUEST') =>
  role === 'ADMIN' ? STAFF_SESSION_MAX_AGE_SECONDS : SESSION_MAX_AGE_SECONDS;

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
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt, customer: customers })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  if (row.customer?.role === 'ADMIN') {
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    if (idleMs >= staffIdleMs) {
      await db.delete(sessions).where(eq(sessions.id, row.id));
      return undefined;
    }
    if (idleMs >= touchEveryMs) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
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
    staffName: customer.role === 'ADMIN' ? staffNameOf(customer) : null,
  };
}

/** A new guest session: the gateway sets its token as the cookie of a caller who came without one. */
export async function startGuestSession(db: Db, now: Date) {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), createdAt: now, lastSeenAt: now, expiresAt: expiryFrom(now) })
    .returning({ id: sessions.id });
  return { token, session: guestResolution(row!.id) };
}

/**
 * Signs a customer (or staff member) in: the caller's current session (if any) is destroyed and a new token
 * issued. The public id is kept when the old session was a guest's or the same customer's, so their cart
 * stays theirs.
 */
export async function signInSession(
  tx: Db,
  customer: { id: string; role: 'CUSTOMER' | 'ADMIN' },
  previousSessionId: string | undefined,
  now: Date,
): Promise<string> {
  const customerId = customer.id;
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
    lastSeenAt: now,
    expiresAt: expiryFrom(now, sessionMaxAgeSeconds(customer.role)),
  });
  await tx.update(customers).set({ lastSignInAt: now }).where(eq(customers.id, customerId));
  return token;
}

/** Ends the caller's session (signing out): the next call starts as a new guest. */
export async function endSession(tx: Db, sessionId: string | undefined): Promise<void> {
  if (sessionId && isUuid(sessionId)) await tx.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a customer but the one given (after a password change, a staff deactivation). */
export async function endOtherSessions(tx: Db, customerId: string, keepSessionId: string | undefined) {
  const others = keepSessionId && isUuid(keepSessionId) ? ne(sessions.id, keepSessionId) : undefined;
  await tx.delete(sessions).where(and(eq(sessions.customerId, customerId), others));
}

/** Drops expired sessions; run now and then. */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Whether `value` is a uuid (ids of sessions and accounts; anything else names nothing). */
