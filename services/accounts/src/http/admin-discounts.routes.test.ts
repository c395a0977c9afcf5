import type { AdminType, Identity } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGroups, customers } from '../db/schema';
import { type Harness, startAccounts } from '../test-harness';

// Individual discounts and saved price lists through the accounts service as the gateway calls it, and the
// internal read the dealer area takes a dealer's discounts from.

let h: Harness;
let counter = 0;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(() => h?.stop());

const internal: Identity = { app: 'internal', role: 'GUEST' };
const call = (method: string, path: string, body?: unknown, adminType: AdminType = 'marketing_manager', lang = 'pl') =>
  h.accounts.call(method, path, { identity: staffIdentity(adminType), body, headers: { 'x-language': lang } });

async function dealer(companyName: string, groupId: string | null = null, type: 'b2b' | 'retail' = 'b2b') {
  counter += 1;
  const [row] = await h.accounts.context.db
    .insert(customers)
    .values({ type, email: `dealer${counter}.${Date.now()}@zefir.example`, formType: 'company', companyName, groupId })
    .returning();
  return row!.id;
}

async function group(name: string) {
  const [row] = await h.accounts.context.db
    .insert(customerGroups)
    .values({ name: `${name} ${++counter}` })
    .returning();
  return row!;
}

const discountsOf = (customerId: string, identity: Identity = internal) =>
  h.accounts.call('GET', `/internal/customers/${customerId}/discounts`, { identity });

describe('individual discounts', () => {
  it("gives a dealer and a group discounts shown with their owner's name, one per collection", async () => {
    const rowerland = await dealer('Rowerland sp. z o.o.');
    const dealers = await group('Dealerzy premium');
    const own = await call('POST', '/api/admin/discounts', { target: 'dealer', targetId: rowerland, percent: 12 });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({
      target: 'dealer',
      targetId: rowerland,
      targetName: 'Rowerland sp. z o.o.',
      collectionId: null,
      percent: 12,
      version: 1,
    });
    const groups = await call('POST', '/api/admin/discounts', {
      target: 'group',
      targetId: dealers.id,
      collectionId: 59,
      percent: 8,
    });
    expect(groups.body).toMatchObject({ target: 'group', targetName: dealers.name, collectionId: 59 });

    const found = await call('GET', '/api/admin/discounts?filters[q]=rowerland');
    expect(found.body.items.map((d: { id: string }) => d.id)).toEqual([own.body.id]);
    const ofGroup = await call('GET', `/api/admin/discounts?filters[targetId]=${dealers.id}`);
    expect(ofGroup.body.total).toBe(1);

    const again = await call('POST', '/api/admin/discounts', { target: 'dealer', targetId: rowerland, percent: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ collectionId: 'Taka wartość już istnieje' });
  });

  it('refuses a retail customer or an unknown group as the owner, and a percent out of 1–100', async () => {
    const retail = await dealer('Jan Kowalski', null, 'retail');
    const notDealer = await call('POST', '/api/admin/discounts', { target: 'dealer', targetId: retail, percent: 5 });
    expect(notDealer.status).toBe(400);
    expect(notDealer.body.error.fields).toEqual({ targetId: 'Wskazany identyfikator nie istnieje' });
    const noGroup = await call(
      'POST',
      '/api/admin/discounts',
      { target: 'group', targetId: crypto.randomUUID(), percent: 101 },
      'marketing_manager',
      'en',
    );
    expect(noGroup.body.error.fields).toEqual({ percent: 'The value must be at most 100' });
    const unknown = await call(
      'POST',
      '/api/admin/discounts',
      { target: 'group', targetId: crypto.randomUUID(), percent: 5 },
      'marketing_manager',
      'en',
    );
    expect(unknown.body.error.fields).toEqual({ targetId: 'The id must exist' });
  });

  it('saves at the version read, records each write, and goes with its group', async () => {
    const campaign = await group('Kampania');
    const created = (await call('POST', '/api/admin/discounts', { target: 'group', targetId: campaign.id, percent: 5 }))
      .body;
    const changed = await call('PATCH', `/api/admin/discounts/${created.id}`, { percent: 7, version: 1 });
    expect(changed.body).toMatchObject({ percent: 7, version: 2 });
    const stale = await call('PATCH', `/api/admin/discounts/${created.id}`, { percent: 9, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    const history = await call('GET', `/api/admin/discounts/${created.id}/history?dir=asc`);
    expect(history.body.items.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update']);
    expect(history.body.items[1].changes).toEqual([{ field: 'percent', before: 5, after: 7 }]);

    await h.accounts.call('DELETE', `/api/admin/groups/${campaign.id}`, { identity: staffIdentity('admin') });
    expect((await call('GET', `/api/admin/discounts/${created.id}`)).status).toBe(404);
  });

  it('deletes a discount, and is for staff with discounts.*: a sales manager reads, a sales employee not at all', async () => {
    const owner = await dealer('Velo Serwis');
    const created = (await call('POST', '/api/admin/discounts', { target: 'dealer', targetId: owner, percent: 3 }))
      .body;
    expect((await call('DELETE', `/api/admin/discounts/${created.id}`, undefined, 'sales_manager')).status).toBe(403);
    expect((await call('GET', `/api/admin/discounts/${created.id}`, undefined, 'sales_manager')).status).toBe(200);
    expect((await call('GET', '/api/admin/discounts', undefined, 'sales_employee')).status).toBe(403);
    expect((await call('DELETE', `/api/admin/discounts/${created.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/discounts/${created.id}`)).status).toBe(404);
  });
});

describe('GET /internal/customers/:customerId/discounts', () => {
  it("answers per collection the better of the dealer's own and their group's discount", async () => {
    const premium = await group('Premium');
    const owner = await dealer('E-Bike Centrum', premium.id);
    const add = (body: object) => call('POST', '/api/admin/discounts', body);
    await add({ target: 'group', targetId: premium.id, percent: 10 });
    await add({ target: 'group', targetId: premium.id, collectionId: 60, percent: 15 });
    await add({ target: 'dealer', targetId: owner, collectionId: 60, percent: 20 });
    await add({ target: 'dealer', targetId: owner, percent: 8 });

    const answer = await discountsOf(owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      customerId: owner,
      discounts: [
        { collectionId: null, percent: 10, source: 'group' },
        { collectionId: 60, percent: 20, source: 'dealer' },
      ],
    });
  });

  it('answers no discounts for a retail customer or an unknown one, and only to other services', async () => {
    const premium = await group('Detal');
    const retail = await dealer('Anna Nowak', premium.id, 'retail');
    await call('POST', '/api/admin/discounts', { target: 'group', targetId: premium.id, percent: 10 });
    expect((await discountsOf(retail)).body.discounts).toEqual([]);
    expect((await discountsOf(crypto.randomUUID())).body.discounts).toEqual([]);
    const fromShop = await discountsOf(retail, { app: 'storefront', role: 'CUSTOMER', customerId: retail });
    expect(fromShop.status).toBe(403);
  });
});

describe('price lists', () => {
  it('saves a definition for a group, refuses a taken name in any case, and answers it with the group', async () => {
    const premium = await group('Cennik premium');
    const created = await call(
      'POST',
      '/api/admin/price-lists',
      { name: 'Dealerzy 2027', groupId: premium.id, currency: 'EUR', prices: 'net', discountPercent: 5 },
      'sales_manager',
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Dealerzy 2027',
      group: { id: premium.id, name: premium.name },
      currency: 'EUR',
      prices: 'net',
      discountPercent: 5,
      version: 1,
    });
    const taken = await call(
      'POST',
      '/api/admin/price-lists',
      { name: 'DEALERZY 2027', currency: 'PLN', prices: 'gross' },
      'sales_manager',
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ name: 'Taka wartość już istnieje' });
    const listed = await call('GET', `/api/admin/price-lists?filters[group]=${premium.id}`, undefined, 'sales_manager');
    expect(listed.body.items.map((list: { name: string }) => list.name)).toEqual(['Dealerzy 2027']);
  });

  it('names each wrong field, an unknown group too', async () => {
    const answer = await call(
      'POST',
      '/api/admin/price-lists',
      { name: ' ', currency: 'USD', prices: 'net', discountPercent: -1 },
      'sales_manager',
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['currency', 'discountPercent', 'name']);
    expect(answer.body.error.fields.name).toBe('To pole jest wymagane');
    const unknown = await call(
      'POST',
      '/api/admin/price-lists',
      { name: 'Bez grupy', groupId: crypto.randomUUID(), currency: 'PLN', prices: 'gross' },
      'sales_manager',
    );
    expect(unknown.body.error.fields).toEqual({ groupId: 'Wskazany identyfikator nie istnieje' });
  });

  it('changes at the version read with a history, deletes, and lets marketing only read', async () => {
    const created = (
      await call(
        'POST',
        '/api/admin/price-lists',
        { name: 'Detal PLN', currency: 'PLN', prices: 'gross' },
        'sales_manager',
      )
    ).body;
    const changed = await call(
      'PATCH',
      `/api/admin/price-lists/${created.id}`,
      { discountPercent: 10, version: 1 },
      'sales_manager',
    );
    expect(changed.body).toMatchObject({ discountPercent: 10, version: 2, group: null });
    const stale = await call(
      'PATCH',
      `/api/admin/price-lists/${created.id}`,
      { name: 'Inna', version: 1 },
      'sales_manager',
    );
    expect(stale.status).toBe(409);
    expect((await call('PATCH', `/api/admin/price-lists/${created.id}`, { version: 2 })).status).toBe(403);
    expect((await call('GET', `/api/admin/price-lists/${created.id}`)).status).toBe(200);
    const history = await call(
      'GET',
      `/api/admin/price-lists/${created.id}/history?dir=asc`,
      undefined,
      'sales_manager',
    );
    expect(history.body.items[1].changes).toEqual([{ field: 'discountPercent', before: 0, after: 10 }]);
    expect((await call('DELETE', `/api/admin/price-lists/${created.id}`, undefined, 'sales_manager')).status).toBe(204);
    expect((await call('GET', `/api/admin/price-lists/${created.id}`, undefined, 'sales_manager')).status).toBe(404);
  });
});

describe('GET /internal/price-lists/:id', () => {
  it("answers a group's list with the group's discounts only, and a retail list with none", async () => {
    const premium = await group('Cennik do druku');
    const other = await group('Inna grupa');
    const member = await dealer('Rowery Nowak', premium.id);
    const add = (body: object) => call('POST', '/api/admin/discounts', body);
    await add({ target: 'group', targetId: premium.id, percent: 10 });
    await add({ target: 'group', targetId: premium.id, collectionId: 60, percent: 15 });
    await add({ target: 'group', targetId: other.id, percent: 30 });
    await add({ target: 'dealer', targetId: member, percent: 40 });
    const save = (body: object) => call('POST', '/api/admin/price-lists', body, 'sales_manager');
    const forGroup = (await save({ name: `Premium ${counter}`, groupId: premium.id, currency: 'EUR', prices: 'net' }))
      .body;
    const retail = (await save({ name: `Detal ${counter}`, currency: 'PLN', prices: 'gross', discountPercent: 3 }))
      .body;

    const printed = await h.accounts.call('GET', `/internal/price-lists/${forGroup.id}`, { identity: internal });
    expect(printed.status).toBe(200);
    expect(printed.body.priceList).toMatchObject({ id: forGroup.id, group: { id: premium.id }, prices: 'net' });
    expect(printed.body.groupDiscounts).toEqual([
      { collectionId: 60, percent: 15, source: 'group' },
      { collectionId: null, percent: 10, source: 'group' },
    ]);
    const plain = await h.accounts.call('GET', `/internal/price-lists/${retail.id}`, { identity: internal });
    expect(plain.body).toMatchObject({ priceList: { group: null, discountPercent: 3 }, groupDiscounts: [] });
  });

  it('answers an unknown list as not found, and only to other services', async () => {
    const unknown = await h.accounts.call('GET', `/internal/price-lists/${crypto.randomUUID()}`, {
      identity: internal,
    });
    expect(unknown.status).toBe(404);
    expect((await h.accounts.call('GET', '/internal/price-lists/abc', { identity: internal })).status).toBe(400);
    const fromPanel = await h.accounts.call('GET', `/internal/price-lists/${crypto.randomUUID()}`, {
      identity: staffIdentity('super_admin'),
    });
    expect(fromPanel.status).toBe(403);
  });
});
