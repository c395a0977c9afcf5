import {
  type ApiRoute,
  type ApplicationName,
  type GuestSession,
  type Identity,
  ResolveSession,
  type SessionResolution,
} from '@shop/contracts';
import type { IdentitySigner } from '@shop/service-kit';
import type { Dispatcher } from 'undici';
import { callInternal } from './internal-calls';

// Who is calling: the `sid` cookie, resolved through accounts, becomes the identity the gateway signs.
// Answers are cached briefly (a sign-out reaches every service within the cache's lifetime), in-flight
// look-ups of the same session are shared, and the cache is bounded.

/** The value of the `sid` cookie, read without parsing the whole header. */
export function readSessionCookie(cookie: string | undefined): string | undefined {
  return readCookie(cookie, 'sid');
}

/** The value of one cookie, read without parsing the whole header. */
export function readCookie(cookie: string | undefined, name: string): string | undefined {
  if (!cookie) return undefined;
  const prefix = `${name}=`;
  let from = 0;
  for (;;) {
    const found = cookie.indexOf(prefix, from);
    if (found < 0) return undefined;
    const before = found === 0 ? ';' : cookie[found - 1];
    if (before === ';' || before === ' ') {
      const end = cookie.indexOf(';', found + prefix.length);
      const value = cookie.slice(found + prefix.length, end < 0 ? undefined : end).trim();
      return value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    }
    from = found + prefix.length;
  }
}

export interface SessionResolver {
  /** The session behind a sid, or null when accounts does not know it (then the caller is a guest). */
  resolve(sessionId: string): Promise<SessionResolution | null>;
  /** Drops what is cached about a session (accounts just signed it in or out). */
  forget(sessionId: string): void;
  /** Drops what is cached about every session of a customer but `keep` (accounts ended them). */
  forgetCustomer(customerId: string, keep?: string): void;
  /** Starts a guest session in accounts; its token becomes the caller's `sid` cookie. */
  startGuest(): Promise<GuestSession>;
}

/**
 * Calls that give a caller without a session a guest one (SPEC §9: the cookie is created when missing):
 * the current user, which every page asks for, and the cart, which hangs off the session. Catalogue and
 * content answers never set a cookie, so they stay cacheable and crawlers leave no sessions behind.
 */
export function startsGuestSession(route: ApiRoute): boolean {
  return route.path === '/api/account/me' || route.path === '/api/cart' || route.path.startsWith('/api/cart/');
}

export interface SessionResolverOptions {
  accounts: Dispatcher;
  signer: IdentitySigner;
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  expiresAt: number;
  answer: Promise<SessionResolution | null>;
  /** Whose session it is, once the answer came. */
  customerId?: string | null;
}

const resolveTimeoutMs = 5_000;

export function createSessionResolver(options: SessionResolverOptions): SessionResolver {
  const { accounts, signer, ttlMs = 5_000, maxEntries = 50_000 } = options;
  const cache = new Map<string, Entry>();
  const timeouts = { timeoutMs: resolveTimeoutMs };

  async function ask(sessionId: string): Promise<SessionResolution | null> {
    const answer = await callInternal(
      accounts,
      signer,
      'POST /internal/sessions/resolve',
      { body: { sessionId } },
      timeouts,
    );
    if (answer.ok) return answer.body;
    if (answer.status === 404) return null;
    throw new Error(`accounts answered ${answer.status} when resolving a session`);
  }

  function remember(sessionId: string, answer: Promise<SessionResolution | null>): Entry {
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    const entry: Entry = { expiresAt: Date.now() + ttlMs, answer };
    answer.then(
      (session) => {
        entry.customerId = session?.customerId ?? null;
      },
      () => {},
    );
    cache.set(sessionId, entry);
    return entry;
  }

  return {
    resolve(sessionId) {
      // A sid accounts could never have issued is a guest without asking.
      if (!ResolveSession.safeParse({ sessionId }).success) return Promise.resolve(null);
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (hit && hit.expiresAt > now) return hit.answer;
      if (hit) cache.delete(sessionId);
      const answer = ask(sessionId);
      const entry = remember(sessionId, answer);
      // A failure is not remembered: the next request asks again.
      answer.catch(() => {
        if (cache.get(sessionId) === entry) cache.delete(sessionId);
      });
      return answer;
    },
    forget(sessionId) {
      cache.delete(sessionId);
    },
    forgetCustomer(customerId, keep) {
      // Rare (a password changed), and the cache is bounded: a walk over it is cheaper than an index.
      // A look-up still under way may answer from before the change: it goes too.
      for (const [sessionId, entry] of cache) {
        const theirs = entry.customerId === customerId || entry.customerId === undefined;
        if (sessionId !== keep && theirs) cache.delete(sessionId);
      }
    },
    async startGuest() {
      const answer = await callInternal(accounts, signer, 'POST /internal/sessions', {}, timeouts);
      if (!answer.ok) throw new Error(`accounts answered ${answer.status} when starting a guest session`);
      // The browser comes back with this token next: no need to ask accounts about it again.
      remember(answer.body.token, Promise.resolve(answer.body.session));
      return answer.body;
    },
  };
}

/** The identity signed for a call from `app`: a guest without a session, or what accounts resolved. */
export function identityOf(app: ApplicationName, session: SessionResolution | null): Identity {
  if (!session) return { app, role: 'GUEST' };
  const identity: Identity = { app, role: session.role, sessionId: session.sessionId };
  if (session.customerId !== null) identity.customerId = session.customerId;
  if (session.customerType !== null) identity.customerType = session.customerType;
  if (session.taxId !== null) identity.taxId = session.taxId;
  if (session.currency !== null) identity.currency = session.currency;
  if (session.adminType !== null) identity.adminType = session.adminType;
  if (session.staffName !== null) identity.staffName = session.staffName;
  return identity;
}
