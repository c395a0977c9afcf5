import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema';
import { browser, type Harness, newCustomer, startAccounts } from '../test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(() => h?.stop());

const home = {
  alias: 'Dom',
  type: 'person',
  firstName: 'Anna',
  lastName: 'Kowalska',
  street: 'ul. Marszałkowska 10/4',
  zipCode: '00-590',
  city: 'Warszawa',
  country: 'PL',
  region: 'pl_mz',
  phone: '+48 601 234 567',
};
const work = { ...home, alias: 'Praca', street: 'ul. Prosta 51', zipCode: '00-838' };

async function customer() {
  const client = browser(h.accounts);
  await client.call('POST', '/api/account/register', newCustomer());
  return client;
}
const defaults = (list: { items: Array<{ alias: string; isDefault: boolean }> }) =>
  list.items.filter((a) => a.isDefault).map((a) => a.alias);

describe('the address book', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const anna = await customer();
    const first = await anna.call('POST', '/api/account/addresses', home);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ alias: 'Dom', isDefault: true, street: 'ul. Marszałkowska 10/4', email: null });

    const second = await anna.call('POST', '/api/account/addresses', work);
    expect(second.body.isDefault).toBe(false);
    expect(defaults((await anna.call('GET', '/api/account/addresses')).body)).toEqual(['Dom']);

    // Choosing another default moves it.
    const moved = await anna.call('PUT', `/api/account/addresses/${second.body.id}`, { ...work, isDefault: true });
    expect(moved.body.isDefault).toBe(true);
    const list = (await anna.call('GET', '/api/account/addresses')).body;
    expect(defaults(list)).toEqual(['Praca']);
    expect(list).toMatchObject({ total: 2, page: 1 });
    expect(list.items[0].alias).toBe('Praca');

    // A new address asked to be the default takes it over.
    const third = await anna.call('POST', '/api/account/addresses', { ...home, alias: 'Działka', isDefault: true });
    expect(defaults((await anna.call('GET', '/api/account/addresses')).body)).toEqual(['Działka']);

    // Unticking the default does not leave the book without one.
    const unticked = await anna.call('PUT', `/api/account/addresses/${third.body.id}`, {
      ...home,
      alias: 'Działka',
      isDefault: false,
    });
    expect(unticked.body.isDefault).toBe(true);

    // Deleting the default passes it to the oldest remaining address.
    expect((await anna.call('DELETE', `/api/account/addresses/${third.body.id}`)).status).toBe(204);
    expect(defaults((await anna.call('GET', '/api/account/addresses')).body)).toEqual(['Dom']);
    await anna.call('DELETE', `/api/account/addresses/${first.body.id}`);
    expect(defaults((await anna.call('GET', '/api/account/addresses')).body)).toEqual(['Praca']);
    await anna.call('DELETE', `/api/account/addresses/${second.body.id}`);
    expect((await anna.call('GET', '/api/account/addresses')).body).toMatchObject({ items: [], total: 0 });
  });

  it('keeps one default when two addresses are added at once', async () => {
    const anna = await customer();
    await Promise.all([
      anna.call('POST', '/api/account/addresses', home),
      anna.call('POST', '/api/account/addresses', work),
      anna.call('POST', '/api/account/addresses', { ...work, alias: 'Trzeci' }),
    ]);
    const list = (await anna.call('GET', '/api/account/addresses')).body;
    expect(list.total).toBe(3);
    expect(defaults(list)).toHaveLength(1);
  });

  it('updates and reads an address', async () => {
    const anna = await customer();
    const created = (await anna.call('POST', '/api/account/addresses', home)).body;
    const updated = await anna.call('PUT', `/api/account/addresses/${created.id}`, {
      ...home,
      alias: 'Mieszkanie',
      type: 'company',
      companyName: 'Kowalska Design',
      taxId: '5213000001',
    });
    expect(updated.body).toMatchObject({ alias: 'Mieszkanie', type: 'company', taxId: '5213000001', isDefault: true });
    expect((await anna.call('GET', `/api/account/addresses/${created.id}`)).body).toEqual(updated.body);
  });

  it('answers field errors with the SPEC §5 messages and writes nothing', async () => {
    const anna = await customer();
    const answer = await browser(h.accounts, 'pl').call('POST', '/api/account/addresses', {});
    expect(answer.status).toBe(401);
    const bad = await anna.call('POST', '/api/account/addresses', {
      ...home,
      alias: '',
      city: '',
      zipCode: '00590',
      taxId: '12',
      country: 'XX',
      region: 'pl_xx',
      owner: 'someone',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      alias: 'This field is required',
      taxId: 'The tax ID must have 10 digits',
      country: 'Choose one of the allowed values',
      region: 'Choose one of the allowed values',
      owner: 'Unknown field',
    });
    expect((await anna.call('GET', '/api/account/addresses')).body.total).toBe(0);
    const rules = await anna.call('POST', '/api/account/addresses', { ...home, city: '', zipCode: '00590' });
    expect(rules.body.error.fields).toEqual({
      city: 'This field is required',
      zipCode: 'Enter the postal code as 00-000',
    });
  });

  it('refuses a NUL or a lone surrogate in a raw JSON body, writes nothing and keeps serving', async () => {
    const anna = await customer();
    const raw = JSON.stringify(home).replace('"Warszawa"', '"Warszawa\\u0000"').replace('"Dom"', '"\\udc00Dom"');
    const answer = await anna.call('POST', '/api/account/addresses', raw);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        city: 'This field contains characters that are not allowed',
        alias: 'This field contains characters that are not allowed',
      },
    });
    expect((await anna.call('GET', '/api/account/addresses')).body.total).toBe(0);
    const created = await anna.call('POST', '/api/account/addresses', { ...home, alias: 'Dom 🚲' });
    expect(created.status).toBe(201);
    expect(created.body.alias).toBe('Dom 🚲');
    const update = await anna.call(
      'PUT',
      `/api/account/addresses/${created.body.id}`,
      JSON.stringify(home).replace('"ul. Marszałkowska 10/4"', '"ul. Marsza\\ud83d\\u0000"'),
    );
    expect(update.status).toBe(400);
    expect(update.body.error.fields).toEqual({ street: 'This field contains characters that are not allowed' });
    expect((await anna.call('GET', `/api/account/addresses/${created.body.id}`)).body).toEqual(created.body);
  });

  it('lets nobody else read, change or delete an address: every route answers 404', async () => {
    const anna = await customer();
    const hers = (await anna.call('POST', '/api/account/addresses', home)).body;
    const piotr = await customer();
    await piotr.call('POST', '/api/account/addresses', work);

    const path = `/api/account/addresses/${hers.id}`;
    const attempts = [
      await piotr.call('GET', path),
      await piotr.call('PUT', path, { ...work, isDefault: true }),
      await piotr.call('DELETE', path),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
    const piotrsList = (await piotr.call('GET', '/api/account/addresses')).body;
    expect(piotrsList.items.map((a: { id: string }) => a.id)).not.toContain(hers.id);
    const [stored] = await h.accounts.context.db.select().from(addresses).where(eq(addresses.id, hers.id));
    expect(stored).toMatchObject({ alias: 'Dom', street: 'ul. Marszałkowska 10/4', isDefault: true });
    expect((await piotr.call('GET', '/api/account/addresses/not-a-uuid')).status).toBe(404);
  });

  it('and nobody else’s profile either: /me is always the caller’s own', async () => {
    const anna = await customer();
    const annaMe = (await anna.call('GET', '/api/account/me')).body;
    const piotr = await customer();
    await piotr.call('POST', '/api/account/me', {
      type: 'person',
      firstName: 'P',
      lastName: 'Z',
      email: 'p@example.pl',
    });
    expect((await anna.call('GET', '/api/account/me')).body).toEqual(annaMe);
    // A profile payload cannot name whose profile it is.
    const smuggled = await piotr.call('POST', '/api/account/me', {
      id: annaMe.id,
      type: 'person',
      firstName: 'P',
      lastName: 'Z',
      email: 'p@example.pl',
    });
    expect(smuggled.body.error.fields).toEqual({ id: 'Unknown field' });
  });

  it('needs a signed-in customer on every route', async () => {
    const guest = browser(h.accounts);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['GET', `/api/account/addresses/${id}`],
      ['PUT', `/api/account/addresses/${id}`],
      ['DELETE', `/api/account/addresses/${id}`],
    ] as const) {
      const answer = await guest.call(method, path, method === 'POST' || method === 'PUT' ? home : undefined);
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});
