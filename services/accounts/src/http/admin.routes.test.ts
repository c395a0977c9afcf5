import { type AdminType, SESSIONS_ENDED_HEADER } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { browser, type Harness, identityOf, startAccounts } from '../test-harness';

// The admins section through the accounts service as the gateway calls it: staff sign in for real, their
// session is resolved and signed as the admin panel's identity, and every rule of the section is checked
// from what a caller sees (status, error shape, texts) and what is stored (the account, the audit trail).

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

/** A staff member stored as active with a password, and a panel signed in as them. */
async function staff(adminType: AdminType, lang: 'pl' | 'en' = 'en') {
  const email = uniqueEmail(adminType);
  const [row] = await h.accounts.context.db
    .insert(customers)
    .values({ type: 'retail', role: 'ADMIN', adminType, email, passwordHash, firstName: 'Ewa', lastName: adminType })
    .returning();
  const panel = browser(h.accounts, lang, 'admin');
  const login = await panel.call('POST', '/api/account/login', { username: email, password });
  expect(login.status).toBe(200);
  return { id: row!.id, email, panel };
}

const invitation = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('nowy'),
  firstName: 'Piotr',
  lastName: 'Wiśniewski',
  adminType: 'sales_employee',
  ...overrides,
});

const historyOf = (id: string) =>
  h.accounts.context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);

async function welcomeLinkOf(email: string, after = 0): Promise<string> {
  let token: string | undefined;
  await until(
    () => {
      const event = h.events
        .slice(after)
        .findLast((e) => e.type === 'staff-welcome-requested' && e.data.email === email);
      token = event ? new URL(String(event.data.path), 'http://x').searchParams.get('token')! : undefined;
      return token !== undefined;
    },
    5_000,
    `the admin welcome e-mail to ${email}`,
  );
  return token!;
}

describe('inviting a staff member', () => {
  it('creates a pending account, e-mails the welcome with a link, records who did it', async () => {
    const boss = await staff('super_admin');
    const input = invitation({ language: 'pl' });
    const created = await boss.panel.call('POST', '/api/admin/admins', input);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toMatchObject({
      email: input.email,
      firstName: 'Piotr',
      adminType: 'sales_employee',
      state: 'pending',
      lockedOut: false,
      language: 'pl',
      lastSignInAt: null,
    });
    await welcomeLinkOf(input.email);
    const event = h.events.findLast((e) => e.type === 'staff-welcome-requested' && e.data.email === input.email);
    expect(event?.data).toMatchObject({ language: 'pl', adminType: 'sales_employee', panelPath: '/pl/admin' });
    expect(String(event?.data.path)).toMatch(/^\/pl\/resetuj-haslo\?token=/);

    const [entry] = await historyOf(created.body.id);
    expect(entry).toMatchObject({ action: 'create', staffId: boss.id, adminType: 'super_admin', entity: 'admin' });
    expect(JSON.stringify(entry!.changes)).not.toMatch(/password|token/i);

    // Until the password is set the account cannot sign in.
    const early = await browser(h.accounts).call('POST', '/api/account/login', { username: input.email, password });
    expect(early.body.error.code).toBe('account_inactive');
  });

  it('the welcome link activates the account, signs the member in, and says so in the history', async () => {
    const boss = await staff('super_admin');
    const input = invitation({ adminType: 'warehouse_employee' });
    const created = await boss.panel.call('POST', '/api/admin/admins', input);
    const token = await welcomeLinkOf(input.email);
    const member = browser(h.accounts, 'en', 'admin');
    const activated = await member.call('POST', '/api/account/reset-password', {
      token,
      password,
      repeatPassword: password,
    });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ role: 'ADMIN', adminType: 'warehouse_employee' });
    expect((await member.call('GET', '/api/account/me')).body.adminType).toBe('warehouse_employee');
    expect((await boss.panel.call('GET', `/api/admin/admins/${created.body.id}`)).body).toMatchObject({
      state: 'active',
    });
    expect((await historyOf(created.body.id)).map((e) => [e.action, e.staffId])).toEqual([
      ['create', boss.id],
      ['activate', created.body.id],
    ]);
    // No retail welcome: staff get the admin one only.
    expect(h.events.some((e) => e.type === 'account-opened' && e.data.email === input.email)).toBe(false);
  });

  it("refuses a taken e-mail in any case with SPEC §5's text, writing nothing", async () => {
    const boss = await staff('admin', 'pl');
    const taken = (await staff('sales_employee')).email;
    const before = (await h.accounts.context.db.select().from(auditLog)).length;
    const answer = await boss.panel.call('POST', '/api/admin/admins', invitation({ email: taken.toUpperCase() }));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'duplicate',
      fields: { email: 'Ten adres e-mail administratora jest już zarejestrowany' },
    });
    expect((await h.accounts.context.db.select().from(auditLog)).length).toBe(before);
  });

  it('refuses bad input with field messages and unknown fields', async () => {
    const boss = await staff('super_admin');
    const bad = await boss.panel.call('POST', '/api/admin/admins', {
      email: 'nie-email',
      firstName: '',
      lastName: 'x'.repeat(101),
      adminType: 'owner',
      role: 'ADMIN',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['adminType', 'email', 'firstName', 'lastName', 'role']);
    expect(bad.body.error.fields.firstName).toBe('This field is required');
    const nul = await boss.panel.call('POST', '/api/admin/admins', invitation({ firstName: 'A\u0000B' }));
    expect(nul.status).toBe(400);
  });

  it('lets an admin invite only types below admin; others without admins.create get 403', async () => {
    const admin = await staff('admin');
    for (const adminType of ['admin', 'super_admin']) {
      const answer = await admin.panel.call('POST', '/api/admin/admins', invitation({ adminType }));
      expect(answer.status, adminType).toBe(403);
      expect(answer.body.error.message).toBe('You may not manage staff accounts of this admin type.');
    }
    expect(
      (await admin.panel.call('POST', '/api/admin/admins', invitation({ adminType: 'factory_manager' }))).status,
    ).toBe(201);
    const manager = await staff('sales_manager');
    expect((await manager.panel.call('POST', '/api/admin/admins', invitation())).status).toBe(403);
    expect((await manager.panel.call('GET', '/api/admin/admins')).status).toBe(403);
  });

  it('refuses a customer, a guest and the storefront', async () => {
    const boss = await staff('super_admin');
    const storefront = browser(h.accounts);
    storefront.sid = boss.panel.sid;
    expect((await storefront.call('GET', '/api/admin/admins')).status).toBe(403);
    expect((await browser(h.accounts, 'en', 'admin').call('GET', '/api/admin/admins')).status).toBe(401);
  });
});

describe('the staff list', () => {
  it('pages, sorts and filters on the server; q finds a part of a name or an e-mail in any case', async () => {
    const boss = await staff('super_admin');
    const tag = `ryba${Date.now()}`;
    const people: [string, AdminType][] = [
      ['Adamska', 'service_employee'],
      ['Bąk', 'service_manager'],
      ['Cichy', 'service_employee'],
    ];
    for (const [lastName, adminType] of people)
      await boss.panel.call(
        'POST',
        '/api/admin/admins',
        invitation({ email: `${tag}.${lastName.length}${lastName[0]}@zefir.example`, lastName, adminType }),
      );
    const page = await boss.panel.call(
      'GET',
      `/api/admin/admins?filters[q]=${tag.toUpperCase()}&sort=lastName&dir=asc&limit=2`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.body.items.map((m: { lastName: string }) => m.lastName)).toEqual(['Adamska', 'Bąk']);
    const second = await boss.panel.call(
      'GET',
      `/api/admin/admins?filters[q]=${tag}&sort=lastName&dir=asc&limit=2&page=2`,
    );
    expect(second.body.items.map((m: { lastName: string }) => m.lastName)).toEqual(['Cichy']);

    const byType = await boss.panel.call(
      'GET',
      `/api/admin/admins?filters[q]=${tag}&filters[adminType]=service_employee`,
    );
    expect(byType.body.total).toBe(2);
    const byName = await boss.panel.call('GET', '/api/admin/admins?filters[q]=wiŚniewski&filters[state]=pending');
    expect(byName.body.total).toBeGreaterThan(0);
    for (const member of byName.body.items) expect(member.state).toBe('pending');
  });

  it('refuses unknown parameters and filters', async () => {
    const boss = await staff('super_admin');
    expect((await boss.panel.call('GET', '/api/admin/admins?filters[role]=CUSTOMER')).status).toBe(400);
    expect((await boss.panel.call('GET', '/api/admin/admins?sort=passwordHash')).status).toBe(400);
    expect((await boss.panel.call('GET', '/api/admin/admins?filters[state]=blocked')).status).toBe(400);
  });

  it('answers 404 for an id that is no staff member, a customer or not an id at all', async () => {
    const boss = await staff('super_admin');
    const customer = await browser(h.accounts).call('POST', '/api/account/register', {
      firstName: 'Jan',
      lastName: 'Nowak',
      email: uniqueEmail('klient'),
      password,
      repeatPassword: password,
      terms: true,
    });
    for (const id of [customer.body.id, crypto.randomUUID(), 'not-a-uuid', '42']) {
      expect((await boss.panel.call('GET', `/api/admin/admins/${id}`)).status, id).toBe(404);
      expect((await boss.panel.call('PATCH', `/api/admin/admins/${id}`, { firstName: 'X' })).status, id).toBe(404);
      expect((await boss.panel.call('GET', `/api/admin/admins/${id}/history`)).status, id).toBe(404);
    }
  });
});

describe('changing a staff member', () => {
  it('changes name, type and language, with before and after in the history', async () => {
    const boss = await staff('super_admin');
    const member = await staff('sales_employee');
    const changed = await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, {
      lastName: 'Kowalczyk',
      adminType: 'sales_manager',
      language: 'pl',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ lastName: 'Kowalczyk', adminType: 'sales_manager', language: 'pl' });
    expect(changed.headers.get(SESSIONS_ENDED_HEADER)).toBe(member.id);
    expect((await identityOf(h.accounts, member.panel.sid)).adminType).toBe('sales_manager');

    const history = await boss.panel.call('GET', `/api/admin/admins/${member.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.items[0]).toMatchObject({
      action: 'update',
      staffId: boss.id,
      adminType: 'super_admin',
      changes: [
        { field: 'adminType', before: 'sales_employee', after: 'sales_manager' },
        { field: 'lastName', before: 'sales_employee', after: 'Kowalczyk' },
      ],
    });
    // Saving an untouched form leaves no entry.
    await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, { lastName: 'Kowalczyk' });
    expect((await boss.panel.call('GET', `/api/admin/admins/${member.id}/history`)).body.total).toBe(1);
  });

  it('never lets anyone change their own type or state, but their own name', async () => {
    const boss = await staff('super_admin', 'pl');
    for (const body of [{ adminType: 'sales_employee' }, { state: 'inactive' }]) {
      const answer = await boss.panel.call('PATCH', `/api/admin/admins/${boss.id}`, body);
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(
        'Nie możesz zmienić własnego typu ani stanu konta. Poproś o to innego administratora.',
      );
    }
    const admin = await staff('admin');
    expect(
      (await admin.panel.call('PATCH', `/api/admin/admins/${admin.id}`, { adminType: 'super_admin' })).status,
    ).toBe(403);
    const renamed = await admin.panel.call('PATCH', `/api/admin/admins/${admin.id}`, {
      firstName: 'Ola',
      adminType: 'admin',
      state: 'active',
    });
    expect(renamed).toMatchObject({ status: 200, body: { firstName: 'Ola', adminType: 'admin' } });
    expect((await historyOf(admin.id)).filter((e) => e.action === 'update')).toHaveLength(1);
  });

  it('lets an admin manage only types below admin, both the current type and the new one', async () => {
    const admin = await staff('admin');
    const peer = await staff('admin');
    const owner = await staff('super_admin');
    const clerk = await staff('sales_employee');
    expect((await admin.panel.call('PATCH', `/api/admin/admins/${peer.id}`, { state: 'inactive' })).status).toBe(403);
    expect((await admin.panel.call('PATCH', `/api/admin/admins/${owner.id}`, { firstName: 'X' })).status).toBe(403);
    expect((await admin.panel.call('PATCH', `/api/admin/admins/${clerk.id}`, { adminType: 'admin' })).status).toBe(403);
    expect((await admin.panel.call('POST', `/api/admin/admins/${peer.id}/welcome`)).status).toBe(403);
    expect((await historyOf(clerk.id)).length).toBe(0);
    expect(
      (await admin.panel.call('PATCH', `/api/admin/admins/${clerk.id}`, { adminType: 'marketing_manager' })).status,
    ).toBe(200);
  });

  it('deactivating ends every session of the member at once; reactivating lets them sign in again', async () => {
    const boss = await staff('super_admin');
    const member = await staff('service_employee');
    const second = browser(h.accounts, 'en', 'admin');
    await second.call('POST', '/api/account/login', { username: member.email, password });
    const off = await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, { state: 'inactive' });
    expect(off).toMatchObject({ status: 200, body: { state: 'inactive' } });
    expect(off.headers.get(SESSIONS_ENDED_HEADER)).toBe(member.id);
    for (const panel of [member.panel, second]) {
      expect((await identityOf(h.accounts, panel.sid)).role).toBe('GUEST');
      expect((await panel.call('GET', '/api/admin/admins')).status).toBe(401);
    }
    const again = await browser(h.accounts).call('POST', '/api/account/login', { username: member.email, password });
    expect(again.body.error.code).toBe('account_inactive');
    // Nor does forgot-password bring a deactivated member back.
    await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: member.email });
    expect(h.events.some((e) => e.type === 'password-reset-requested' && e.data.email === member.email)).toBe(false);

    expect((await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, { state: 'active' })).body.state).toBe(
      'active',
    );
    const back = await browser(h.accounts).call('POST', '/api/account/login', { username: member.email, password });
    expect(back.status).toBe(200);
  });

  it('does not let staff activate a pending member: the member does, from the e-mail', async () => {
    const boss = await staff('super_admin');
    const created = await boss.panel.call('POST', '/api/admin/admins', invitation());
    const answer = await boss.panel.call('PATCH', `/api/admin/admins/${created.body.id}`, { state: 'active' });
    expect(answer.status).toBe(422);
    const cancelled = await boss.panel.call('PATCH', `/api/admin/admins/${created.body.id}`, { state: 'inactive' });
    expect(cancelled.body.state).toBe('inactive');
    // Brought back, a member who never set a password is pending again.
    const back = await boss.panel.call('PATCH', `/api/admin/admins/${created.body.id}`, { state: 'active' });
    expect(back.body.state).toBe('pending');
  });

  it('refuses bad changes: unknown fields, pending as a state, an empty name', async () => {
    const boss = await staff('super_admin');
    const member = await staff('factory_employee');
    for (const body of [
      { email: 'inny@zefir.example' },
      { state: 'pending' },
      { lastName: ' ' },
      { adminType: 'root' },
    ]) {
      const answer = await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await historyOf(member.id)).length).toBe(0);
  });
});

describe('the last active super admin', () => {
  it('can be neither demoted nor deactivated, even by a caller whose identity is stale', async () => {
    // Only this test's super admins count: the ones before are made admins.
    const db = h.accounts.context.db;
    await db.update(customers).set({ adminType: 'admin' }).where(eq(customers.adminType, 'super_admin'));
    const a = await staff('super_admin');
    const b = await staff('super_admin');
    expect((await b.panel.call('PATCH', `/api/admin/admins/${a.id}`, { adminType: 'admin' })).status).toBe(200);
    // `a` as the gateway may still have them cached for a few seconds: a super admin, signed and valid.
    const stale = {
      app: 'admin',
      role: 'ADMIN',
      customerId: a.id,
      adminType: 'super_admin',
      staffName: 'Ewa',
    } as const;
    for (const body of [{ adminType: 'admin' }, { state: 'inactive' }]) {
      const answer = await h.accounts.call('PATCH', `/api/admin/admins/${b.id}`, {
        identity: stale,
        body,
        headers: { 'x-language': 'pl' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error.message).toBe(
        'Musi zostać co najmniej jeden aktywny superadministrator – ta zmiana usunęłaby ostatniego.',
      );
    }
    expect((await b.panel.call('GET', `/api/admin/admins/${b.id}`)).body).toMatchObject({
      adminType: 'super_admin',
      state: 'active',
    });
    expect((await historyOf(b.id)).length).toBe(0);
  });

  it('holds when two super admins demote each other at the same moment', async () => {
    const db = h.accounts.context.db;
    await db.update(customers).set({ adminType: 'admin' }).where(eq(customers.adminType, 'super_admin'));
    const a = await staff('super_admin', 'pl');
    const b = await staff('super_admin', 'pl');
    const [ab, ba] = await Promise.all([
      a.panel.call('PATCH', `/api/admin/admins/${b.id}`, { adminType: 'admin' }),
      b.panel.call('PATCH', `/api/admin/admins/${a.id}`, { state: 'inactive' }),
    ]);
    // One change wins. The other is refused either by the last-super-admin rule (422), or, when the winner
    // had already demoted or deactivated its author, because that author may no longer manage a super admin
    // (403): both leave exactly one active super admin.
    expect([ab.status, ba.status].filter((status) => status === 200)).toHaveLength(1);
    const refused = ab.status === 200 ? ba : ab;
    expect([403, 422]).toContain(refused.status);
    expect(refused.body.error).toMatchObject(
      refused.status === 422
        ? {
            code: 'business_rule',
            message: 'Musi zostać co najmniej jeden aktywny superadministrator – ta zmiana usunęłaby ostatniego.',
          }
        : { code: 'forbidden' },
    );
    const left = await db.select().from(customers).where(eq(customers.adminType, 'super_admin'));
    expect(left.filter((row) => row.state === 'active')).toHaveLength(1);
    // The refused change wrote nothing to the history of its target.
    const target = ab.status === 200 ? a.id : b.id;
    expect(await historyOf(target)).toHaveLength(0);
  });
});

describe('the welcome e-mail again', () => {
  it('sends a new link to a pending member (the older one stops working); 409 once active', async () => {
    const boss = await staff('super_admin');
    const input = invitation();
    const created = await boss.panel.call('POST', '/api/admin/admins', input);
    const first = await welcomeLinkOf(input.email);
    const seen = h.events.length;
    const again = await boss.panel.call('POST', `/api/admin/admins/${created.body.id}/welcome`);
    expect(again).toMatchObject({ status: 200, body: { state: 'pending' } });
    const second = await welcomeLinkOf(input.email, seen);
    expect(second).not.toBe(first);
    const stale = await browser(h.accounts).call('POST', '/api/account/reset-password', {
      token: first,
      password,
      repeatPassword: password,
    });
    expect(stale.status).toBe(422);
    await browser(h.accounts).call('POST', '/api/account/reset-password', {
      token: second,
      password,
      repeatPassword: password,
    });
    const active = await boss.panel.call('POST', `/api/admin/admins/${created.body.id}/welcome`);
    expect(active.status).toBe(409);
    expect(active.body.error).toMatchObject({
      code: 'conflict',
      message: 'The welcome e-mail goes only to accounts that have not been activated yet.',
    });
    expect((await historyOf(created.body.id)).map((e) => e.action)).toEqual(['create', 'welcome', 'activate']);
  });

  it('forgot-password of a pending member sends the admin welcome again, not a reset link', async () => {
    const boss = await staff('super_admin');
    const input = invitation();
    await boss.panel.call('POST', '/api/admin/admins', input);
    await welcomeLinkOf(input.email);
    const seen = h.events.length;
    await browser(h.accounts).call('POST', '/api/account/forgot-password', { email: input.email });
    await welcomeLinkOf(input.email, seen);
    expect(h.events.some((e) => e.type === 'password-reset-requested' && e.data.email === input.email)).toBe(false);
  });
});
