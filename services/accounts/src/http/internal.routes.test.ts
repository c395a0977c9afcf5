import { SESSION_MAX_AGE_SECONDS } from '@shop/contracts';
import { manualClock } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers, sessions } from '../db/schema';
import { hashSessionToken } from '../domain/sessions';
import { type Harness, startAccounts } from '../test-harness';

let h: Harness;
const clock = manualClock(new Date());
let annaId: string;
const annaToken = 'a'.repeat(43);
const expiredToken = 'e'.repeat(43);
const adminToken = 'm'.repeat(43);
const internal = { app: 'internal', role: 'GUEST' } as const;
const resolve = (sessionId: string, identity: typeof internal | undefined = internal) =>
  h.accounts.call('POST', '/internal/sessions/resolve', { identity, body: { sessionId } });

beforeAll(async () => {
  h = await startAccounts({}, { clock });
  const db = h.accounts.context.db;
  const [anna, admin] = await db
    .insert(customers)
    .values([
      { type: 'b2b', email: 'anna@rowery-nowak.pl', firstName: 'Anna', taxId: '5260250274', currency: 'EUR' },
      { type: 'retail', role: 'ADMIN', adminType: 'sales_employee', email: 'sprzedaz@zefir.example' },
    ])
    .returning();
  annaId = anna!.id;
  const inAWeek = new Date(clock.now().getTime() + 7 * 86_400_000);
  await db.insert(sessions).values([
    { tokenHash: hashSessionToken(annaToken), customerId: annaId, expiresAt: inAWeek },
    {
      tokenHash: hashSessionToken(expiredToken),
      customerId: annaId,
      expiresAt: new Date(clock.now().getTime() - 1000),
    },
    { tokenHash: hashSessionToken(adminToken), customerId: admin!.id, expiresAt: inAWeek },
  ]);
});
afterAll(() => h?.stop());

describe('POST /internal/sessions/resolve', () => {
  it('resolves a live session to its customer, with a public session id that is not the token', async () => {
    const answer = await resolve(annaToken);
    expect(answer.body).toMatchObject({
      customerId: annaId,
      role: 'CUSTOMER',
      customerType: 'b2b',
      taxId: '5260250274',
      currency: 'EUR',
      adminType: null,
      staffName: null,
    });
    expect(answer.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.sessionId).not.toBe(annaToken);
  });

  it('gives staff their admin type (services derive the permissions from it) and the name the audit keeps', async () => {
    const { adminType, staffName } = (await resolve(adminToken)).body;
    expect(adminType).toBe('sales_employee');
    expect(typeof staffName).toBe('string');
  });

  it('does not know an expired or made-up session', async () => {
    for (const sessionId of [expiredToken, 'z'.repeat(43)]) expect((await resolve(sessionId)).status).toBe(404);
  });

  it('treats a customer blocked since signing in as a guest', async () => {
    await h.accounts.context.db.update(customers).set({ state: 'blocked' }).where(eq(customers.id, annaId));
    expect((await resolve(annaToken)).body).toMatchObject({ role: 'GUEST', customerId: null });
    await h.accounts.context.db.update(customers).set({ state: 'active' }).where(eq(customers.id, annaId));
  });

  it('is refused to anyone but the gateway itself', async () => {
    const answer = await h.accounts.call('POST', '/internal/sessions/resolve', { body: { sessionId: annaToken } });
    expect(answer.status).toBe(403);
  });
});

describe('POST /internal/sessions', () => {
  it('starts a guest session whose token resolves to a guest for 7 days', async () => {
    const created = await h.accounts.call('POST', '/internal/sessions', { identity: internal });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.session).toMatchObject({ role: 'GUEST', customerId: null });
    expect((await resolve(created.body.token)).body).toEqual(created.body.session);
    const [row] = await h.accounts.context.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(created.body.token)));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it('ends a session when its 7 days are over, by the service’s clock', async () => {
    const created = await h.accounts.call('POST', '/internal/sessions', { identity: internal });
    clock.advance(SESSION_MAX_AGE_SECONDS * 1000 - 1);
    expect((await resolve(created.body.token)).status).toBe(200);
    clock.advance(1);
    expect((await resolve(created.body.token)).status).toBe(404);
  });

  it('is refused to a storefront caller', async () => {
    expect((await h.accounts.call('POST', '/internal/sessions')).status).toBe(403);
  });
});

describe('GET /internal/customers/:customerId/addresses/:addressId', () => {
  const path = (customerId: string, addressId: string) => `/internal/customers/${customerId}/addresses/${addressId}`;

  it('answers one of the customer’s own addresses, and not found for another customer’s', async () => {
    const db = h.accounts.context.db;
    const [piotr] = await db.insert(customers).values({ type: 'retail', email: 'piotr@example.pl' }).returning();
    const [address] = await db
      .insert(addresses)
      .values({ customerId: annaId, alias: 'Serwis', street: 'Długa 5', zipCode: '00-238', city: 'Warszawa' })
      .returning();
    const own = await h.accounts.call('GET', path(annaId, address!.id), { identity: internal });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: address!.id, alias: 'Serwis', street: 'Długa 5', city: 'Warszawa' });
    expect((await h.accounts.call('GET', path(piotr!.id, address!.id), { identity: internal })).status).toBe(404);
  });

  it('is refused to a storefront caller', async () => {
    expect((await h.accounts.call('GET', path(annaId, crypto.randomUUID()))).status).toBe(403);
  });
});

describe('GET /internal/customers/:customerId', () => {
  it('answers whom to mail a preorder link and in which language; staff and unknown ids are not found', async () => {
    const db = h.accounts.context.db;
    const [dealer, adminRow] = await db
      .insert(customers)
      .values([
        {
          type: 'b2b',
          formType: 'company',
          email: 'zakupy@rowerowo.example.pl',
          firstName: 'Jan',
          companyName: 'Rowerowo Sp. z o.o.',
          language: 'en',
        },
        { type: 'retail', role: 'ADMIN', adminType: 'sales_manager', email: 'kierownik@zefir.example' },
      ])
      .returning();
    const answer = await h.accounts.call('GET', `/internal/customers/${dealer!.id}`, { identity: internal });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: dealer!.id,
      type: 'b2b',
      active: true,
      email: 'zakupy@rowerowo.example.pl',
      name: 'Rowerowo Sp. z o.o.',
      firstName: 'Jan',
      language: 'en',
      groupId: null,
    });
    expect((await h.accounts.call('GET', `/internal/customers/${adminRow!.id}`, { identity: internal })).status).toBe(
      404,
    );
    expect(
      (await h.accounts.call('GET', `/internal/customers/${crypto.randomUUID()}`, { identity: internal })).status,
    ).toBe(404);
    expect((await h.accounts.call('GET', `/internal/customers/${dealer!.id}`)).status).toBe(403);
  });
});
