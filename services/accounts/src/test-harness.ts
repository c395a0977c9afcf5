import {
  AccountOpened,
  DealerActivationRequested,
  type EventEnvelope,
  type Identity,
  LoginLinkRequested,
  PasswordResetRequested,
  StaffWelcomeRequested,
} from '@shop/contracts';
import { type Clock, createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { createTestDatabase, postgresAvailable, startTestService, type TestService } from '@shop/service-kit/testing';
import type { AccountsContext } from './context';
import type * as schema from './db/schema';
import { accountsService } from './service';

// What the accounts tests share: the service on a fresh PostgreSQL database (PGlite where PostgreSQL is
// not installed, with the kit's notice), the events it publishes, and calls made the way the gateway
// makes them: a cookie's token resolved to a signed identity.

export type Accounts = TestService<typeof schema, AccountsContext>;

export interface Harness {
  accounts: Accounts;
  /** Every event accounts published, in order. */
  events: EventEnvelope<Record<string, unknown>>[];
  stop(): Promise<void>;
}

export async function startAccounts(
  env: Record<string, string> = {},
  options: { seed?: boolean; clock?: Clock } = {},
): Promise<Harness> {
  const database = (await postgresAvailable()) ? await createTestDatabase('shop_accounts') : undefined;
  const bus: EventBus = createLocalBus({ log: createLogger('test', 'silent') });
  const accounts = await startTestService(accountsService, {
    bus,
    databaseUrl: database?.url,
    env,
    seed: options.seed,
    clock: options.clock,
  });
  const events: Harness['events'] = [];
  await bus.consume({
    durable: 'test-accounts-events',
    stream: 'accounts',
    subjects: [
      AccountOpened,
      LoginLinkRequested,
      PasswordResetRequested,
      DealerActivationRequested,
      StaffWelcomeRequested,
    ].map((event) => event.subject),
    handler: async ({ envelope }) => {
      events.push(envelope as Harness['events'][number]);
    },
  });
  return {
    accounts,
    events,
    async stop() {
      await accounts.stop();
      await bus.close();
      await database?.drop();
    },
  };
}

/** The `sid` token a Set-Cookie answer carries, or undefined. */
export function sidOf(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('sid='));
  return cookie?.slice(4, cookie.indexOf(';'));
}

/** The identity the gateway would sign for the holder of `token` (a storefront guest when unknown). */
export async function identityOf(accounts: Accounts, token: string | undefined): Promise<Identity> {
  if (!token) return { app: 'storefront', role: 'GUEST' };
  const resolved = await accounts.call('POST', '/internal/sessions/resolve', {
    identity: { app: 'internal', role: 'GUEST' },
    body: { sessionId: token },
  });
  if (resolved.status !== 200) return { app: 'storefront', role: 'GUEST' };
  const s = resolved.body;
  return {
    app: 'storefront',
    role: s.role,
    sessionId: s.sessionId,
    ...(s.customerId ? { customerId: s.customerId, customerType: s.customerType, currency: s.currency } : {}),
    ...(s.taxId ? { taxId: s.taxId } : {}),
    ...(s.adminType ? { adminType: s.adminType, staffName: s.staffName ?? undefined } : {}),
  };
}

/**
 * A browser-like client: keeps the `sid` cookie accounts hands out and calls as its holder, from the
 * storefront or (`app: 'admin'`) from the admin panel.
 */
export function browser(accounts: Accounts, lang: 'pl' | 'en' = 'en', app: 'storefront' | 'admin' = 'storefront') {
  const client = {
    sid: undefined as string | undefined,
    async call(method: string, path: string, body?: unknown) {
      const answer = await accounts.call(method, path, {
        identity: { ...(await identityOf(accounts, client.sid)), app },
        body,
        headers: { 'x-language': lang },
      });
      client.sid = sidOf(answer.headers) ?? client.sid;
      return answer;
    },
    async guestSession() {
      const guest = await accounts.call('POST', '/internal/sessions', { identity: { app: 'internal', role: 'GUEST' } });
      client.sid = guest.body.token;
      return guest.body;
    },
  };
  return client;
}

let counter = 0;
/** A fresh registration payload, unique per call. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Jan',
    lastName: 'Nowak',
    email: `jan.nowak.${counter}.${Date.now()}@example.pl`,
    password: 'dobre-haslo-1',
    repeatPassword: 'dobre-haslo-1',
    terms: true,
    ...overrides,
  };
}
