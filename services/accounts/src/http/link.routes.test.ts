import { SESSIONS_ENDED_HEADER } from '@shop/contracts';
import { MAX_FAILED_LOGINS } from '@shop/contracts/limits';
import { manualClock, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, customers } from '../db/schema';
import { linkLifetimeMs } from '../domain/link-tokens';
import { browser, type Harness, identityOf, newCustomer, startAccounts } from '../test-harness';

let h: Harness;
// Links expire by the service's clock: a test moves it past a link's life instead of waiting.
const clock = manualClock(new Date());
beforeAll(async () => {
  h = await startAccounts({}, { clock });
});
afterAll(() => h?.stop());

const password = 'dobre-haslo-1';
const internal = { app: 'internal', role: 'GUEST' } as const;

async function registered() {
  const input = newCustomer();
  const client = browser(h.accounts);
  await client.call('POST', '/api/account/register', input);
  return { ...input, client };
}

/** The token of the newest e-mailed link of `type` to `email` (as the e-mail would carry it). */
async function linkTo(email: string, type: string) {
  let path = '';
  await until(
    () => {
      const event = h.events.findLast((e) => e.type === type && e.data.email === email);
      path = (event?.data.path as string) ?? '';
      return path !== '' && h.events.filter((e) => e.data.path === path).length === 1;
    },
    5_000,
    `${type} to ${email}`,
  );
  return { path, token: new URL(path, 'http://shop').searchParams.get('token')! };
}
const linksTo = (email: string, type: string) => h.events.filter((e) => e.type === type && e.data.email === email);

/**
 * Waits until every event accounts recorded so far has reached the test: a later one (a new account's
 * welcome) is published and delivered after them, so once it is here, anything still missing never comes.
 */
async function eventsSoFarDelivered() {
  const later = await registered();
  await until(() => linksTo(later.email, 'account-opened').length === 1, 5_000, 'a later event');
}

describe('sign-in by link', () => {
  it('answers the same for any address and e-mails a link only to an account', async () => {
    const jan = await registered();
    const known = await browser(h.accounts).call('POST', '/api/account/login-link', { email: jan.email });
    const unknown = await browser(h.accounts).call('POST', '/api/account/login-link', { email: 'nikt@example.pl' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ sent: true });
    const { path } = await linkTo(jan.email, 'login-link-requested');
    expect(path).toMatch(/^\/en\/authorize\?token=[A-Za-z0-9_-]{43}$/);
    expect(h.events.some((e) => e.data.email === 'nikt@example.pl')).toBe(false);
    // Only the hash of the token is stored.
    const stored = await h.accounts.context.db.select().from(accountTokens);
    expect(stored.some((row) => path.includes(row.tokenHash))).toBe(false);
  });

  it('signs in once with a link; the same link again is invalid', async () => {
    const jan = await registered();
    await browser(h.accounts, 'pl').call('POST', '/api/account/login-link', { email: jan.email });
    const { token, path } = await linkTo(jan.email, 'login-link-requested');
    expect(path.startsWith('/pl/autoryzuj?token=')).toBe(true);

    const visitor = browser(h.accounts);
    const first = await visitor.call('POST', '/api/account/login-token', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ role: 'CUSTOMER', email: jan.email });
    expect((await identityOf(h.accounts, visitor.sid)).role).toBe('CUSTOMER');

    const again = await browser(h.accounts).call('POST', '/api/account/login-token', { token });
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({ code: 'invalid_link', message: 'Invalid link' });
    const madeUp = await browser(h.accounts, 'pl').call('POST', '/api/account/login-token', { token: 'x'.repeat(43) });
    expect(madeUp.body.error).toEqual({ code: 'invalid_link', message: 'Nieprawidłowy link' });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const jan = await registered();
    await browser(h.accounts).call('POST', '/api/account/login-link', { email: jan.email });
    const { token } = await linkTo(jan.email, 'login-link-requested');
    const answers = await Promise.all(
      [browser(h.accounts), browser(h.accounts)].map((visitor) =>
        visitor.call('POST', '/api/account/login-token', { token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('refuses an expired link with its own message', async () => {
    const jan = await registered();
    await browser(h.accounts).call('POST', '/api/account/login-link', { email: jan.email });
    const { token } = await linkTo(jan.email, 'login-link-requested');
    clock.advance(linkLifetimeMs.login);
    const answer = await browser(h.accounts).call('POST', '/api/account/login-token', { token });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'invalid_link',
      message: 'The link has expired. Please ask for a new one.',
    });
  });

  it('lets only the newest link work and sends at most 3 links per address in 15 minutes', async () => {
    const jan = await registered();
    for (let i = 0; i < 5; i++) {
      const answer = await browser(h.accounts).call('POST', '/api/account/login-link', { email: jan.email });
      expect(answer.body).toEqual({ sent: true });
    }
    await eventsSoFarDelivered();
    const links = linksTo(jan.email, 'login-link-requested');
    expect(links).toHaveLength(3);
    const tokenOf = (i: number) => new URL(links[i]!.data.path as string, 'http://shop').searchParams.get('token')!;
    expect((await browser(h.accounts).call('POST', '/api/account/login-token', { token: tokenOf(0) })).status).toBe(
      422,
    );
    expect((await browser(h.accounts).call('POST', '/api/account/login-token', { token: tokenOf(2) })).status).toBe(
      200,
    );
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the address has an account', async () => {
    const jan = await registered();
    const known = await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: jan.email });
    const unknown = await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: 'x@example.pl' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    const { path } = await linkTo(jan.email, 'password-reset-requested');
    expect(path).toMatch(/^\/en\/reset-password\?token=/);
  });

  it('resets the password once, signs in, ends other sessions and lifts a lockout', async () => {
    const jan = await registered();
    const otherDevice = jan.client.sid!;
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await browser(h.accounts).call('POST', '/api/account/login', { username: jan.email, password: 'zle-haslo-1' });
    }
    await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: jan.email });
    const { token } = await linkTo(jan.email, 'password-reset-requested');

    const visitor = browser(h.accounts);
    const reset = await visitor.call('POST', '/api/account/reset-password', {
      token,
      password: 'nowe-haslo-2',
      repeatPassword: 'nowe-haslo-2',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ role: 'CUSTOMER', email: jan.email });
    // The gateway is told, so it forgets the ended sessions at once rather than when its cache expires.
    expect(reset.headers.get(SESSIONS_ENDED_HEADER)).toBe(reset.body.id);
    expect((await identityOf(h.accounts, otherDevice)).role).toBe('GUEST');
    expect((await identityOf(h.accounts, visitor.sid)).role).toBe('CUSTOMER');

    const signIn = (pass: string) =>
      browser(h.accounts).call('POST', '/api/account/login', { username: jan.email, password: pass });
    expect((await signIn('nowe-haslo-2')).status).toBe(200);
    expect((await signIn(password)).status).toBe(401);

    const again = await browser(h.accounts).call('POST', '/api/account/reset-password', {
      token,
      password: 'trzecie-haslo-3',
      repeatPassword: 'trzecie-haslo-3',
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({
      code: 'invalid_link',
      message: 'Password reset failed. The link is invalid or has expired.',
    });
  });

  it('refuses an expired reset link and checks the password rules', async () => {
    const jan = await registered();
    await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: jan.email });
    const { token } = await linkTo(jan.email, 'password-reset-requested');
    const short = await browser(h.accounts).call('POST', '/api/account/reset-password', {
      token,
      password: 'krotkie',
      repeatPassword: 'inne',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({
      password: 'The password must have at least 8 characters',
      repeatPassword: 'The passwords must match',
    });
    const mismatch = await browser(h.accounts).call('POST', '/api/account/reset-password', {
      token,
      password: 'nowe-haslo-2',
      repeatPassword: 'nowe-haslo-3',
    });
    expect(mismatch.body.error.fields).toEqual({ repeatPassword: 'The passwords must match' });

    clock.advance(linkLifetimeMs.reset);
    const late = await browser(h.accounts).call('POST', '/api/account/reset-password', {
      token,
      password: 'nowe-haslo-2',
      repeatPassword: 'nowe-haslo-2',
    });
    expect(late.body.error).toEqual({
      code: 'invalid_link',
      message: 'The link has expired. Please ask for a new one.',
    });
  });

  it('sends nothing for an account the shop blocked', async () => {
    const jan = await registered();
    await h.accounts.context.db
      .update(customers)
      .set({ state: 'blocked', blockedReason: 'staff' })
      .where(eq(customers.email, jan.email));
    const answer = await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: jan.email });
    expect(answer.body).toEqual({ sent: true });
    await eventsSoFarDelivered();
    expect(linksTo(jan.email, 'password-reset-requested')).toHaveLength(0);
  });
});

describe('POST /api/account/change-password', () => {
  it('checks the current password, then changes it and signs out every other device', async () => {
    const jan = await registered();
    const laptop = browser(h.accounts);
    await laptop.call('POST', '/api/account/login', { username: jan.email, password });

    const wrong = await jan.client.call('POST', '/api/account/change-password', {
      currentPassword: 'zle-haslo-1',
      newPassword: 'nowe-haslo-2',
      repeatPassword: 'nowe-haslo-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'The current password is incorrect' });

    const rules = await jan.client.call('POST', '/api/account/change-password', {
      currentPassword: password,
      newPassword: 'krotkie',
      repeatPassword: 'krotkie',
    });
    expect(rules.body.error.fields).toEqual({ newPassword: 'The password must have at least 8 characters' });

    const changed = await jan.client.call('POST', '/api/account/change-password', {
      currentPassword: password,
      newPassword: 'nowe-haslo-2',
      repeatPassword: 'nowe-haslo-2',
    });
    expect(changed).toMatchObject({ status: 200, body: { changed: true } });
    expect(changed.headers.get(SESSIONS_ENDED_HEADER)).toBe((await identityOf(h.accounts, jan.client.sid)).customerId);
    expect((await identityOf(h.accounts, jan.client.sid)).role).toBe('CUSTOMER');
    expect((await identityOf(h.accounts, laptop.sid)).role).toBe('GUEST');
    const signIn = await browser(h.accounts).call('POST', '/api/account/login', {
      username: jan.email,
      password: 'nowe-haslo-2',
    });
    expect(signIn.status).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    const answer = await browser(h.accounts).call('POST', '/api/account/change-password', {
      currentPassword: password,
      newPassword: 'nowe-haslo-2',
      repeatPassword: 'nowe-haslo-2',
    });
    expect(answer.status).toBe(401);
  });
});

describe('dealer accounts', () => {
  const dealer = {
    email: 'biuro@rowery-gdynia.pl',
    firstName: 'Ewa',
    lastName: 'Lis',
    companyName: 'Rowery Gdynia',
    taxId: '5862312345',
    vatId: 'PL5862312345',
    language: 'pl',
  };

  it('are created inactive, activated by setting a password through the e-mailed link, then welcomed', async () => {
    const created = await h.accounts.call('POST', '/internal/dealers', { identity: internal, body: dealer });
    expect(created.status).toBe(201);
    expect(created.body.state).toBe('inactive');
    const { path, token } = await linkTo(dealer.email, 'dealer-activation-requested');
    expect(path.startsWith('/pl/resetuj-haslo?token=')).toBe(true);

    const early = await browser(h.accounts, 'pl').call('POST', '/api/account/login', {
      username: dealer.vatId,
      password: 'cokolwiek-123',
    });
    expect(early.body.error).toEqual({ code: 'account_inactive', message: 'Konto jest nieaktywne.' });

    const activation = await browser(h.accounts, 'pl').call('POST', '/api/account/reset-password', {
      token,
      password: 'haslo-dealera-1',
      repeatPassword: 'haslo-dealera-1',
    });
    expect(activation.status).toBe(200);
    expect(activation.body).toMatchObject({ customerType: 'b2b', vatId: dealer.vatId });
    await until(() => linksTo(dealer.email, 'account-opened').length === 1, 5_000, 'B2B welcome');
    expect(linksTo(dealer.email, 'account-opened')[0]!.data).toMatchObject({ customerType: 'b2b', language: 'pl' });

    const byVat = await browser(h.accounts).call('POST', '/api/account/login', {
      username: dealer.vatId,
      password: 'haslo-dealera-1',
    });
    expect(byVat.status).toBe(200);
  });

  it('refuse a second dealer with the same e-mail or VAT ID, and strangers', async () => {
    const again = await h.accounts.call('POST', '/internal/dealers', {
      identity: internal,
      body: { ...dealer, email: 'inny@rowery-gdynia.pl' },
    });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.error.fields)).toEqual(['vatId']);
    const bad = await h.accounts.call('POST', '/internal/dealers', {
      identity: internal,
      body: { ...dealer, email: 'nowy@example.pl', taxId: '12', vatId: 'PL1' },
      headers: { 'x-language': 'en' },
    });
    expect(bad.body.error.fields).toEqual({
      taxId: 'The tax ID must have 10 digits',
      vatId: 'Enter an EU VAT ID, e.g. PL1234567890',
    });
    const stranger = await h.accounts.call('POST', '/internal/dealers', { body: dealer });
    expect(stranger.status).toBe(403);
  });
});
