import { type AdminType, SESSIONS_ENDED_HEADER, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { browser, type Harness, identityOf, newCustomer, startAccounts } from '../test-harness';

// The customers section through the accounts service as the gateway calls it: staff and customers sign in
// for real, and every rule is checked from what a caller sees and what is stored (the account, the audit).

let h: Harness;
const password = 'haslo-pracownika-1';
let passwordHash: string;
let counter = 0;

beforeAll(async () => {
  h = await startAccounts();
  passwordHash = await hashPassword(password);
});
afterAll(() => h?.stop());

const uniqueEmail = (name: string) => `${name}.${++counter}.${Date.now()}@zefir.example`;
/** A VAT ID nobody else has: PL and ten digits. */
const uniqueVatId = () => `PL${String(Date.now() + ++counter).slice(-10)}`;

async function staff(adminType: AdminType, lang: 'pl' | 'en' = 'en') {
  const email = uniqueEmail(adminType);
  await h.accounts.context.db
    .insert(customers)
    .values({ type: 'retail', role: 'ADMIN', adminType, email, passwordHash, firstName: 'Ewa', lastName: adminType });
  const panel = browser(h.accounts, lang, 'admin');
  expect((await panel.call('POST', '/api/account/login', { username: email, password })).status).toBe(200);
  return panel;
}

/** A registered, signed-in shopper. */
async function shopper(overrides: Record<string, unknown> = {}) {
  const shop = browser(h.accounts);
  const input = newCustomer(overrides);
  const registered = await shop.call('POST', '/api/account/register', input);
  expect(registered.status).toBe(201);
  return { id: registered.body.id as string, email: input.email, shop };
}

const historyOf = (id: string) =>
  h.accounts.context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);

const form = (overrides: Record<string, unknown> = {}) => ({
  type: 'person',
  firstName: 'Zofia',
  lastName: 'Żółkiewska',
  email: uniqueEmail('zofia'),
  phone: '+48 600 100 200',
  street: 'Długa 5',
  zipCode: '00-950',
  city: 'Łódź',
  country: 'PL',
  ...overrides,
});

describe('finding customers', () => {
  it('finds by a part of the name without Polish letters, by e-mail and by tax id; filters by type and state', async () => {
    const boss = await staff('sales_manager');
    const surname = `Żółwińska${++counter}`;
    const { id, email } = await shopper({ lastName: surname });
    const byName = await boss.call(
      'GET',
      `/api/admin/customers?filters[q]=${encodeURIComponent(`zolwinska${counter}`)}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(byName.body.items[0]).toMatchObject({ email, type: 'retail', state: 'active', lockedOut: false });
    expect(byName.body.items[0].name).toBe(`Jan ${surname}`);

    const byEmail = await boss.call(
      'GET',
      `/api/admin/customers?filters[q]=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(byEmail.body.total).toBe(1);

    const vatId = uniqueVatId();
    const dealer = await boss.call('POST', '/api/admin/customers', {
      email: uniqueEmail('hurt'),
      firstName: 'Adam',
      lastName: 'Kowal',
      companyName: `Rowery Śląsk ${counter}`,
      taxId: '5260250274',
      vatId,
    });
    expect(dealer.status).toBe(201);
    const byVat = await boss.call('GET', `/api/admin/customers?filters[q]=${vatId.toLowerCase()}`);
    expect(byVat.body.items.map((c: { id: string }) => c.id)).toEqual([dealer.body.id]);
    const dealers = await boss.call('GET', '/api/admin/customers?filters[type]=b2b&filters[state]=inactive&limit=100');
    expect(dealers.body.items.map((c: { id: string }) => c.id)).toContain(dealer.body.id);
    expect(
      dealers.body.items.every((c: { type: string; state: string }) => c.type === 'b2b' && c.state === 'inactive'),
    ).toBe(true);
    // Staff accounts are no customers.
    const staffHits = await boss.call('GET', '/api/admin/customers?filters[q]=sales_manager');
    expect(staffHits.body.total).toBe(0);
  });

  it('refuses unknown filters and states, and answers 404 for ids that are no customer', async () => {
    const boss = await staff('sales_employee');
    expect((await boss.call('GET', '/api/admin/customers?filters[state]=pending')).status).toBe(400);
    expect((await boss.call('GET', '/api/admin/customers?filters[group]=x')).status).toBe(400);
    expect((await boss.call('GET', '/api/admin/customers/nie-ma')).status).toBe(404);
    expect((await boss.call('GET', `/api/admin/customers/${crypto.randomUUID()}`)).status).toBe(404);
    const [self] = await h.accounts.context.db.select().from(customers).where(eq(customers.role, 'ADMIN')).limit(1);
    expect((await boss.call('GET', `/api/admin/customers/${self!.id}`)).status).toBe(404);
  });

  it('lets a service employee read but not edit, and a warehouse employee not even read', async () => {
    const { id } = await shopper();
    const reader = await staff('service_employee');
    expect((await reader.call('GET', `/api/admin/customers/${id}`)).status).toBe(200);
    expect((await reader.call('POST', `/api/admin/customers/${id}/block`)).status).toBe(403);
    const stranger = await staff('warehouse_employee');
    expect((await stranger.call('GET', '/api/admin/customers')).status).toBe(403);
  });
});

describe('blocking a customer', () => {
  it('ends their sessions at once, refuses sign-in and reset; unblocking lets them back in', async () => {
    const boss = await staff('sales_manager');
    const { id, email, shop } = await shopper({ password: 'dobre-haslo-1', repeatPassword: 'dobre-haslo-1' });
    expect((await identityOf(h.accounts, shop.sid)).customerId).toBe(id);

    const blocked = await boss.call('POST', `/api/admin/customers/${id}/block`);
    expect(blocked).toMatchObject({ status: 200, body: { id, state: 'blocked' } });
    expect(blocked.headers.get(SESSIONS_ENDED_HEADER)).toBe(id);
    expect((await identityOf(h.accounts, shop.sid)).role).toBe('GUEST');
    const me = await shop.call('GET', '/api/account/me');
    expect(me.body.role).toBe('GUEST');

    const again = await browser(h.accounts).call('POST', '/api/account/login', {
      username: email,
      password: 'dobre-haslo-1',
    });
    expect(again.body.error.code).toBe('account_blocked');
    const before = h.events.length;
    await browser(h.accounts).call('POST', '/api/account/forgot-password', { email });
    expect(h.events.slice(before).some((e) => e.data.email === email)).toBe(false);

    const listed = await boss.call(
      'GET',
      `/api/admin/customers?filters[state]=blocked&filters[q]=${encodeURIComponent(email)}`,
    );
    expect(listed.body.total).toBe(1);

    const unblocked = await boss.call('POST', `/api/admin/customers/${id}/unblock`);
    expect(unblocked.body.state).toBe('active');
    const back = await browser(h.accounts).call('POST', '/api/account/login', {
      username: email,
      password: 'dobre-haslo-1',
    });
    expect(back.status).toBe(200);

    const history = await boss.call('GET', `/api/admin/customers/${id}/history?dir=asc`);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['block', 'unblock']);
    expect(history.body.items[0].changes).toContainEqual({ field: 'state', before: 'active', after: 'blocked' });
    const stored = await historyOf(id);
    expect(JSON.stringify(stored)).not.toContain('argon2');
  });

  it('a second block changes nothing and records nothing; an unblocked dealer who never activated is inactive', async () => {
    const boss = await staff('sales_manager');
    const dealer = await boss.call('POST', '/api/admin/customers', {
      email: uniqueEmail('dealer'),
      firstName: 'Adam',
      lastName: 'Kowal',
      companyName: 'Bike Serwis',
      taxId: '5260250274',
      vatId: uniqueVatId(),
    });
    const id = dealer.body.id;
    await boss.call('POST', `/api/admin/customers/${id}/block`);
    const twice = await boss.call('POST', `/api/admin/customers/${id}/block`);
    expect(twice.body.state).toBe('blocked');
    expect((await historyOf(id)).map((e) => e.action)).toEqual(['create', 'block']);
    expect((await boss.call('POST', `/api/admin/customers/${id}/unblock`)).body.state).toBe('inactive');
  });
});

describe('creating a dealer', () => {
  it('creates an inactive b2b account and e-mails the activation link; a taken e-mail or VAT ID is refused', async () => {
    const boss = await staff('sales_manager', 'pl');
    const input = {
      email: uniqueEmail('sklep'),
      firstName: 'Marek',
      lastName: 'Lis',
      companyName: 'Rowerownia',
      taxId: '5260250274',
      vatId: uniqueVatId(),
      language: 'pl',
    };
    const created = await boss.call('POST', '/api/admin/customers', input);
    expect(created).toMatchObject({
      status: 201,
      body: { type: 'b2b', state: 'inactive', email: input.email, name: 'Rowerownia' },
    });
    await until(
      () => h.events.some((e) => e.type === 'dealer-activation-requested' && e.data.email === input.email),
      5_000,
      'the activation e-mail',
    );
    expect((await historyOf(created.body.id)).map((e) => [e.action, e.staffName])).toEqual([
      ['create', 'Ewa sales_manager'],
    ]);

    const sameEmail = await boss.call('POST', '/api/admin/customers', { ...input, vatId: uniqueVatId() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.fields.email).toBe(translate('field.customer_exists', 'pl'));
    const sameVat = await boss.call('POST', '/api/admin/customers', { ...input, email: uniqueEmail('inny') });
    expect(sameVat.status).toBe(409);
    expect(Object.keys(sameVat.body.error.fields)).toEqual(['vatId']);
  });

  it('refuses a bad dealer: missing company, bad VAT ID, unknown fields; a service manager may not create', async () => {
    const boss = await staff('sales_manager');
    for (const body of [
      { email: uniqueEmail('x'), firstName: 'A', lastName: 'B', taxId: '5260250274', vatId: uniqueVatId() },
      { email: uniqueEmail('x'), firstName: 'A', lastName: 'B', companyName: 'C', taxId: '5260250274', vatId: 'PL1' },
      {
        email: 'nie-email',
        firstName: 'A',
        lastName: 'B',
        companyName: 'C',
        taxId: '5260250274',
        vatId: uniqueVatId(),
      },
      {
        email: uniqueEmail('x'),
        firstName: 'A',
        lastName: 'B',
        companyName: 'C',
        taxId: '5260250274',
        vatId: uniqueVatId(),
        state: 'active',
      },
    ]) {
      const answer = await boss.call('POST', '/api/admin/customers', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const service = await staff('service_manager');
    expect((await service.call('POST', '/api/admin/customers', {})).status).toBe(403);
  });
});

describe("editing a customer's form", () => {
  it('saves the form under the storefront rules and records before and after', async () => {
    const boss = await staff('sales_employee');
    const { id } = await shopper();
    const input = form();
    const saved = await boss.call('PATCH', `/api/admin/customers/${id}`, input);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email: input.email, name: 'Zofia Żółkiewska' });
    expect(saved.body.details).toMatchObject({ city: 'Łódź', zipCode: '00-950', country: 'PL' });
    const [entry] = (await historyOf(id)).filter((e) => e.action === 'update');
    expect(entry).toMatchObject({ entity: 'customer' });
    // The customer sees the new details in their account.
    const me = await boss.call('GET', `/api/admin/customers/${id}`);
    expect(me.body.details.lastName).toBe('Żółkiewska');
  });

  it('refuses what the storefront refuses, with the same texts, and a taken e-mail', async () => {
    const boss = await staff('sales_employee', 'pl');
    const { id } = await shopper();
    const other = await shopper();
    const missing = await boss.call('PATCH', `/api/admin/customers/${id}`, form({ lastName: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.lastName).toBeTruthy();
    const company = await boss.call('PATCH', `/api/admin/customers/${id}`, form({ type: 'company', companyName: '' }));
    expect(Object.keys(company.body.error.fields).sort()).toEqual(['companyName', 'taxId']);
    const zip = await boss.call('PATCH', `/api/admin/customers/${id}`, form({ zipCode: '00950' }));
    expect(zip.body.error.fields.zipCode).toBeTruthy();
    const taken = await boss.call('PATCH', `/api/admin/customers/${id}`, form({ email: other.email.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.email).toBe(translate('field.customer_exists', 'pl'));
    expect((await historyOf(id)).length).toBe(0);
  });
});

describe('customer groups', () => {
  const groupName = (base: string) => `${base} ${++counter}`;

  it('creates, renames and deletes a group; a customer is in at most one, found by the group filter', async () => {
    const boss = await staff('sales_manager');
    const name = groupName('Sklepy rowerowe');
    const created = await boss.call('POST', '/api/admin/groups', { name, description: 'Dealerzy z Małopolski' });
    expect(created).toMatchObject({ status: 201, body: { name, description: 'Dealerzy z Małopolski', members: 0 } });
    const other = await boss.call('POST', '/api/admin/groups', { name: groupName('Serwisy') });
    const { id } = await shopper();

    const joined = await boss.call('PUT', `/api/admin/customers/${id}/group`, { groupId: created.body.id });
    expect(joined.body.group).toEqual({ id: created.body.id, name });
    const moved = await boss.call('PUT', `/api/admin/customers/${id}/group`, { groupId: other.body.id });
    expect(moved.body.group.id).toBe(other.body.id);
    expect((await boss.call('GET', `/api/admin/groups/${created.body.id}`)).body.members).toBe(0);
    expect((await boss.call('GET', `/api/admin/groups/${other.body.id}`)).body.members).toBe(1);
    const members = await boss.call('GET', `/api/admin/customers?filters[group]=${other.body.id}`);
    expect(members.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(members.body.items[0].group.name).toBe(other.body.name);

    const renamed = await boss.call('PATCH', `/api/admin/groups/${other.body.id}`, { name: 'Serwisy partnerskie' });
    expect(renamed.body).toMatchObject({ name: 'Serwisy partnerskie', description: '', members: 1 });
    expect((await boss.call('DELETE', `/api/admin/groups/${other.body.id}`)).body).toEqual({ deleted: true });
    expect((await boss.call('GET', `/api/admin/customers/${id}`)).body.group).toBeNull();
    expect((await boss.call('GET', `/api/admin/groups/${other.body.id}`)).status).toBe(404);

    expect((await historyOf(other.body.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect((await historyOf(id)).map((e) => e.action)).toEqual(['group', 'group']);
    const listed = await boss.call('GET', `/api/admin/groups?filters[q]=${encodeURIComponent('sklepy rowerowe')}`);
    expect(listed.body.items.map((g: { id: string }) => g.id)).toContain(created.body.id);
  });

  it('refuses a taken name (whatever the case), an empty name, an unknown group and unknown fields', async () => {
    const boss = await staff('sales_manager', 'pl');
    const name = groupName('Hurtownie');
    await boss.call('POST', '/api/admin/groups', { name });
    const taken = await boss.call('POST', '/api/admin/groups', { name: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.name).toBe(translate('field.duplicate', 'pl'));
    expect((await boss.call('POST', '/api/admin/groups', { name: '  ' })).status).toBe(400);
    expect((await boss.call('POST', '/api/admin/groups', { name: 'x', members: [] })).status).toBe(400);
    const { id } = await shopper();
    const unknown = await boss.call('PUT', `/api/admin/customers/${id}/group`, { groupId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.groupId).toBe(translate('field.id_missing', 'pl'));
    expect((await boss.call('PUT', `/api/admin/customers/${id}/group`, { groupId: 'abc' })).status).toBe(400);
    expect((await boss.call('PATCH', `/api/admin/groups/${crypto.randomUUID()}`, { name: 'x' })).status).toBe(404);
  });

  it('lets a marketing manager read groups but not change them; a sales employee cannot move customers', async () => {
    const reader = await staff('marketing_manager');
    expect((await reader.call('GET', '/api/admin/groups')).status).toBe(200);
    expect((await reader.call('POST', '/api/admin/groups', { name: groupName('Nie') })).status).toBe(403);
    const seller = await staff('sales_employee');
    const { id } = await shopper();
    expect((await seller.call('PUT', `/api/admin/customers/${id}/group`, { groupId: null })).status).toBe(403);
  });
});
