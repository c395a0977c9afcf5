import { until } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { browser, type Harness, newCustomer, startAccounts } from '../test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(() => h?.stop());

const customerCount = async () => (await h.accounts.context.db.select().from(customers)).length;

describe('POST /api/account/register', () => {
  it('creates a retail customer, signs them in and announces a retail welcome e-mail', async () => {
    const anna = browser(h.accounts, 'pl');
    const guest = await anna.guestSession();
    const input = newCustomer({ email: 'Anna.Register@Example.pl', firstName: 'Anna' });
    const answer = await anna.call('POST', '/api/account/register', input);

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      role: 'CUSTOMER',
      customerType: 'retail',
      email: 'anna.register@example.pl',
      firstName: 'Anna',
      currency: 'PLN',
    });
    expect(anna.sid).toBeDefined();
    expect(anna.sid).not.toBe(guest.token);
    expect((await anna.call('GET', '/api/account/me')).body.email).toBe('anna.register@example.pl');

    await until(() => h.events.some((e) => e.data.email === 'anna.register@example.pl'), 5_000, 'welcome event');
    const welcome = h.events.find((e) => e.data.email === 'anna.register@example.pl')!;
    expect(welcome.type).toBe('account-opened');
    expect(welcome.data).toMatchObject({ customerType: 'retail', language: 'pl', firstName: 'Anna' });
    const [stored] = await h.accounts.context.db
      .select()
      .from(customers)
      .where(sql`email = 'anna.register@example.pl'`);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives each SPEC §5 message and creates nothing', async () => {
    const before = await customerCount();
    const answer = await browser(h.accounts).call('POST', '/api/account/register', {
      firstName: '',
      email: 'jan@',
      password: 'short',
      repeatPassword: 'short',
      terms: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Some of the parameters were invalid. Please check the data.',
      fields: {
        firstName: 'This field is required',
        lastName: 'This field is required',
        email: 'Enter a valid e-mail address',
        password: 'The password must have at least 8 characters',
        terms: 'You must accept the terms',
      },
    });
    const mismatch = await browser(h.accounts, 'pl').call(
      'POST',
      '/api/account/register',
      newCustomer({ repeatPassword: 'inne-haslo-1' }),
    );
    expect(mismatch.body.error.fields).toEqual({ repeatPassword: 'Hasła muszą być takie same' });
    expect(await customerCount()).toBe(before);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const first = newCustomer();
    expect((await browser(h.accounts).call('POST', '/api/account/register', first)).status).toBe(201);
    const again = await browser(h.accounts).call('POST', '/api/account/register', {
      ...first,
      email: first.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'duplicate',
      message: 'This customer identifier is already registered',
      fields: { email: 'This customer identifier is already registered' },
    });
  });

  it('leaves no account behind when a later step of the registration fails', async () => {
    const input = newCustomer();
    const db = h.accounts.context.db;
    const before = await customerCount();
    // The outbox write (the welcome e-mail) fails after the account row was inserted.
    await db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const answer = await browser(h.accounts).call('POST', '/api/account/register', input);
      expect(answer.status).toBe(500);
    } finally {
      await db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await customerCount()).toBe(before);
    expect((await browser(h.accounts).call('POST', '/api/account/register', input)).status).toBe(201);
  });
  it('refuses a NUL or a lone surrogate in a raw JSON body, names the field, creates nothing and keeps serving', async () => {
    const before = await customerCount();
    const input = newCustomer();
    const raw = JSON.stringify({ ...input, firstName: '@first', lastName: '@last' })
      .replace('"@first"', '"Ja\\u0000n"')
      .replace('"@last"', '"Nowak\\ud800"');
    const answer = await browser(h.accounts, 'pl').call('POST', '/api/account/register', raw);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { firstName: 'Pole zawiera niedozwolone znaki', lastName: 'Pole zawiera niedozwolone znaki' },
    });
    const key = await browser(h.accounts).call(
      'POST',
      '/api/account/register',
      JSON.stringify(input).replace('"terms"', '"terms\\u0000"'),
    );
    expect(key.status).toBe(400);
    expect(key.body.error.fields).toEqual({
      'terms\ufffd': 'This field contains characters that are not allowed',
      terms: 'You must accept the terms',
    });
    expect(await customerCount()).toBe(before);
    expect((await browser(h.accounts).call('POST', '/api/account/register', input)).status).toBe(201);
  });
});

describe('GET /api/account/me', () => {
  it('is a guest without a customer, and never cached', async () => {
    const answer = await browser(h.accounts).call('GET', '/api/account/me');
    expect(answer.body).toEqual({
      id: null,
      role: 'GUEST',
      customerType: null,
      email: null,
      firstName: null,
      lastName: null,
      taxId: null,
      vatId: null,
      currency: null,
      details: null,
      adminType: null,
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a call without an identity', async () => {
    expect((await h.accounts.call('GET', '/api/account/me', { identity: null })).status).toBe(401);
  });
});

describe('POST /api/account/me', () => {
  const company = {
    type: 'company',
    companyName: 'Rowerownia Sp. z o.o.',
    taxId: '779-243-34-21',
    vatId: 'pl 7792433421',
    street: 'ul. Długa 5',
    zipCode: '80-831',
    city: 'Gdańsk',
    country: 'PL',
    region: 'pl_pm',
    email: 'biuro@rowerownia.example.pl',
    phone: '+48 58 301 00 00',
  };

  it('saves the customer form and answers it', async () => {
    const jan = browser(h.accounts);
    await jan.call('POST', '/api/account/register', newCustomer());
    const answer = await jan.call('POST', '/api/account/me', company);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: 'biuro@rowerownia.example.pl',
      taxId: '7792433421',
      vatId: 'PL7792433421',
      details: { type: 'company', companyName: 'Rowerownia Sp. z o.o.', zipCode: '80-831', region: 'pl_pm' },
    });
    expect((await jan.call('GET', '/api/account/me')).body.details).toEqual(answer.body.details);
  });

  it('refuses a NUL in a field of the profile and keeps what was saved', async () => {
    const jan = browser(h.accounts);
    await jan.call('POST', '/api/account/register', newCustomer());
    const own = { ...company, email: `nul.${Date.now()}@rowerownia.example.pl` };
    const saved = (await jan.call('POST', '/api/account/me', own)).body.details;
    expect(saved).toMatchObject({ city: 'Gdańsk' });
    const raw = JSON.stringify(own).replace('"Gdańsk"', '"Gda\\u0000sk"');
    const answer = await jan.call('POST', '/api/account/me', raw);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ city: 'This field contains characters that are not allowed' });
    expect((await jan.call('GET', '/api/account/me')).body.details).toEqual(saved);
  });

  it('answers each field with its SPEC §5 message', async () => {
    const jan = browser(h.accounts, 'pl');
    await jan.call('POST', '/api/account/register', newCustomer());
    const answer = await jan.call('POST', '/api/account/me', {
      ...company,
      companyName: '',
      taxId: '12345',
      vatId: 'XX123',
      zipCode: '80831',
      country: 'US',
      region: 'bavaria',
      email: 'biuro@',
      phone: 'call me',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      taxId: 'NIP musi składać się z 10 cyfr',
      vatId: 'Wpisz numer VAT UE, np. PL1234567890',
      country: 'Wybierz jedną z dostępnych wartości',
      region: 'Wybierz jedną z dostępnych wartości',
      email: 'Wpisz poprawny adres e-mail',
      phone: 'Wpisz poprawny numer telefonu',
    });
    const person = await jan.call('POST', '/api/account/me', { type: 'person', email: 'jan@example.pl', zipCode: '1' });
    expect(person.body.error.fields).toEqual({
      firstName: 'To pole jest wymagane',
      lastName: 'To pole jest wymagane',
      zipCode: 'Wpisz kod pocztowy w formacie 00-000',
    });
  });

  it('refuses an e-mail of another account and needs a signed-in customer', async () => {
    const taken = newCustomer();
    await browser(h.accounts).call('POST', '/api/account/register', taken);
    const jan = browser(h.accounts);
    await jan.call('POST', '/api/account/register', newCustomer());
    const answer = await jan.call('POST', '/api/account/me', { ...company, email: taken.email });
    expect(answer.status).toBe(409);
    expect(answer.body.error.fields).toEqual({ email: 'This customer identifier is already registered' });

    const guest = await browser(h.accounts).call('POST', '/api/account/me', company);
    expect(guest.status).toBe(401);
    expect(guest.body.error.message).toBe('Authentication required.');
  });
});

describe('a dealer’s profile', () => {
  it('keeps the company the shop agreed terms with; the rest is the dealer’s to change', async () => {
    const dealer = {
      email: 'serwis@rowery-opole.pl',
      firstName: 'Adam',
      lastName: 'Kos',
      companyName: 'Rowery Opole',
      taxId: '7543012345',
      vatId: 'PL7543012345',
    };
    await h.accounts.call('POST', '/internal/dealers', { identity: { app: 'internal', role: 'GUEST' }, body: dealer });
    await h.accounts.context.db
      .update(customers)
      .set({ state: 'active', passwordHash: await hashPassword('haslo-dealera-1') })
      .where(sql`email = ${dealer.email}`);
    const adam = browser(h.accounts);
    await adam.call('POST', '/api/account/login', { username: dealer.vatId, password: 'haslo-dealera-1' });
    const form = { type: 'company', companyName: dealer.companyName, taxId: dealer.taxId, vatId: dealer.vatId };

    const moved = await adam.call('POST', '/api/account/me', {
      ...form,
      street: 'ul. Krakowska 1',
      zipCode: '45-075',
      city: 'Opole',
      email: dealer.email,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.details).toMatchObject({ street: 'ul. Krakowska 1', vatId: dealer.vatId });

    const renamed = await adam.call('POST', '/api/account/me', {
      ...form,
      vatId: 'PL7543099999',
      companyName: 'Inna Firma',
      email: dealer.email,
    });
    expect(renamed.status).toBe(422);
    const message = 'A dealer’s company details are changed by their sales contact at the shop';
    expect(renamed.body.error).toEqual({
      code: 'business_rule',
      message,
      fields: { vatId: message, companyName: message },
    });
  });
});

describe('GET /api/account/logout', () => {
  it('ends the session and hands out a fresh guest session', async () => {
    const jan = browser(h.accounts);
    await jan.call('POST', '/api/account/register', newCustomer());
    const signedIn = jan.sid!;
    const answer = await jan.call('GET', '/api/account/logout');
    expect(answer.body.role).toBe('GUEST');
    expect(jan.sid).not.toBe(signedIn);
    expect((await jan.call('GET', '/api/account/me')).body.role).toBe('GUEST');
    const resolveOld = await h.accounts.call('POST', '/internal/sessions/resolve', {
      identity: { app: 'internal', role: 'GUEST' },
      body: { sessionId: signedIn },
    });
    expect(resolveOld.status).toBe(404);
    expect((await h.accounts.context.db.select().from(sessions)).length).toBeGreaterThan(0);
  });
});
