import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { customers, sessions } from '../db/schema';
import { hashSessionToken } from '../domain/sessions';
import { accountsService } from '../service';

let accounts: TestService<typeof schema>;
let annaId: string;
const annaToken = 'a'.repeat(43);
const expiredToken = 'e'.repeat(43);
const internal = { app: 'internal', role: 'GUEST' } as const;

beforeAll(async () => {
  accounts = await startTestService(accountsService);
  const [anna] = await accounts.deps.db
    .insert(customers)
    .values({ type: 'b2b', email: 'anna@rowery-nowak.pl', firstName: 'Anna', lastName: 'Nowak', taxId: '5260250274' })
    .returning();
  annaId = anna!.id;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  await accounts.deps.db.insert(sessions).values([
    { tokenHash: hashSessionToken(annaToken), customerId: annaId, expiresAt: inAWeek },
    { tokenHash: hashSessionToken(expiredToken), customerId: annaId, expiresAt: new Date(Date.now() - 1000) },
  ]);
});
afterAll(() => accounts?.stop());

describe('GET /api/account/me', () => {
  it('is a guest without a customer', async () => {
    const answer = await accounts.call('GET', '/api/account/me');
    expect(answer.body).toMatchObject({ role: 'GUEST', email: null });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is the signed-in customer', async () => {
    const answer = await accounts.call('GET', '/api/account/me', {
      identity: { app: 'storefront', role: 'CUSTOMER', customerId: annaId },
    });
    expect(answer.body).toEqual({
      role: 'CUSTOMER',
      customerType: 'b2b',
      email: 'anna@rowery-nowak.pl',
      firstName: 'Anna',
      lastName: 'Nowak',
      taxId: '5260250274',
      currency: 'PLN',
    });
  });

  it('refuses a call without an identity', async () => {
    expect((await accounts.call('GET', '/api/account/me', { identity: null })).status).toBe(401);
  });
});

describe('POST /internal/sessions/resolve', () => {
  it('resolves a live session to its customer', async () => {
    const answer = await accounts.call('POST', '/internal/sessions/resolve', {
      identity: internal,
      body: { sessionId: annaToken },
    });
    expect(answer.body).toMatchObject({
      customerId: annaId,
      role: 'CUSTOMER',
      customerType: 'b2b',
      taxId: '5260250274',
    });
  });

  it('does not know an expired or made-up session', async () => {
    for (const sessionId of [expiredToken, 'z'.repeat(43)]) {
      const answer = await accounts.call('POST', '/internal/sessions/resolve', {
        identity: internal,
        body: { sessionId },
      });
      expect(answer.status).toBe(404);
    }
  });

  it('is refused to anyone but the gateway itself', async () => {
    const answer = await accounts.call('POST', '/internal/sessions/resolve', { body: { sessionId: annaToken } });
    expect(answer.status).toBe(403);
  });
});
