import { AdminType } from '@shop/contracts';
import { until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from './db/schema';
import { DEFAULT_DEMO_PASSWORD, demoAccounts, demoSignIns, demoStaff, seedAccounts } from './seed';
import { browser, type Harness, identityOf, startAccounts } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts({}, { seed: true });
});
afterAll(() => h?.stop());

const signIn = (username: string) =>
  browser(h.accounts).call('POST', '/api/account/login', { username, password: DEFAULT_DEMO_PASSWORD });

describe('demo accounts', () => {
  it('are added once, however often the seed runs', async () => {
    await seedAccounts(h.accounts.context);
    const emails = (await h.accounts.context.db.select().from(customers)).map((c) => c.email).sort();
    const staff = Object.values(demoStaff).map((member) => member.email);
    expect(emails).toEqual([demoAccounts.retail, demoAccounts.dealer, demoAccounts.inactiveDealer, ...staff].sort());
  });

  it('have one staff member of every admin type, each signing in as that type', async () => {
    expect(Object.keys(demoStaff).sort()).toEqual([...AdminType.options].sort());
    expect(demoStaff.super_admin.email).toBe(demoAccounts.admin);
    for (const type of AdminType.options) {
      const panel = browser(h.accounts, 'pl', 'admin');
      const login = await panel.call('POST', '/api/account/login', {
        username: demoStaff[type].email,
        password: DEFAULT_DEMO_PASSWORD,
      });
      expect(login.body, type).toMatchObject({ role: 'ADMIN', adminType: type });
      expect((await identityOf(h.accounts, panel.sid)).adminType).toBe(type);
    }
  });

  it('are printed by npm start, staff of every type too', () => {
    const printed = demoSignIns({}).join('\n');
    for (const member of Object.values(demoStaff)) expect(printed).toContain(member.email);
    expect(printed).toContain(DEFAULT_DEMO_PASSWORD);
  });

  it('sign in with the documented password: a customer, a dealer by VAT ID, an admin', async () => {
    expect((await signIn(demoAccounts.retail)).body).toMatchObject({ role: 'CUSTOMER', customerType: 'retail' });
    expect((await signIn(demoAccounts.dealerVatId)).body).toMatchObject({ customerType: 'b2b' });
    const admin = browser(h.accounts);
    await admin.call('POST', '/api/account/login', { username: demoAccounts.admin, password: DEFAULT_DEMO_PASSWORD });
    const identity = await identityOf(h.accounts, admin.sid);
    expect(identity.role).toBe('ADMIN');
    const anna = browser(h.accounts);
    await anna.call('POST', '/api/account/login', { username: demoAccounts.retail, password: DEFAULT_DEMO_PASSWORD });
    expect((await anna.call('GET', '/api/account/addresses')).body.items).toMatchObject([
      { alias: 'Dom', isDefault: true },
    ]);
  });

  it('include a dealer still to activate, whose activation link was e-mailed', async () => {
    expect((await signIn(demoAccounts.inactiveDealer)).body.error.code).toBe('account_inactive');
    await until(
      () =>
        h.events.some((e) => e.type === 'dealer-activation-requested' && e.data.email === demoAccounts.inactiveDealer),
      5_000,
      'the activation e-mail event',
    );
  });
});
