import { AdminShop, DealerShopList, type Identity, ShopChangeRequest, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { guest } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// A dealer's own store locator entries (issue 15): staff link a shop to a dealer; the dealer sees it and asks
// for new opening hours, phones or website; staff approve (applied to the shop and the locator, audited) or
// reject; another dealer's shop, a decided request and bad input are refused, and nothing is half-written.

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

const marketing: Identity = {
  app: 'admin',
  role: 'ADMIN',
  customerId: '00000000-0000-4000-8000-0000000000d4',
  adminType: 'marketing_manager',
  staffName: 'Marta Wiśniewska',
};
const dealer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'b2b',
});
const retail: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'retail-1', customerType: 'retail' };

async function dealerShop(dealerId: string, name: string): Promise<AdminShop> {
  const answer = await cms.call('POST', '/api/admin/shops', {
    identity: marketing,
    headers: en,
    body: {
      name,
      street: 'ul. Długa 1',
      zip: '30-001',
      city: 'Kraków',
      region: 'pl_mp',
      lat: 50.06,
      lng: 19.94,
      phones: ['+48 12 111 22 33'],
      website: 'https://stara.example',
      tags: ['shop'],
      openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
      dealerId,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return AdminShop.parse(answer.body);
}

const ask = (identity: Identity, shopId: number, body: unknown, lang = en) =>
  cms.call('POST', `/api/cms/dealer/shops/${shopId}/change-requests`, { identity, body, headers: lang });
const mine = async (identity: Identity) =>
  DealerShopList.parse((await cms.call('GET', '/api/cms/dealer/shops', { identity, headers: pl })).body).items;
const decide = (id: number, decision: 'approve' | 'reject') =>
  cms.call('POST', `/api/admin/shop-change-requests/${id}/${decision}`, { identity: marketing, headers: en });

describe("a dealer's shops in the store locator", () => {
  it('shows the dealer its shops; an approved change reaches the shop and the locator, audited', async () => {
    const shop = await dealerShop('dealer-a', 'Rowery Dealera A');
    expect(shop.dealerId).toBe('dealer-a');
    expect((await mine(dealer('dealer-a'))).map((item) => [item.id, item.pendingRequest])).toEqual([[shop.id, null]]);
    expect(await mine(dealer('dealer-b'))).toEqual([]);

    const asked = await ask(dealer('dealer-a'), shop.id, {
      openingHours: [{ day: 2, opens: '10:00', closes: '18:00' }],
      website: 'https://nowa.example',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const request = ShopChangeRequest.parse(asked.body);
    expect((await mine(dealer('dealer-a')))[0]?.pendingRequest).toMatchObject({ id: request.id, state: 'pending' });
    const pending = await cms.call('GET', '/api/admin/shop-change-requests', { identity: marketing });
    expect(pending.body.items).toEqual([
      expect.objectContaining({
        id: request.id,
        shopName: 'Rowery Dealera A',
        dealerId: 'dealer-a',
        current: {
          openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
          phones: ['+48 12 111 22 33'],
          website: 'https://stara.example',
        },
      }),
    ]);

    const approved = await decide(request.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.state).toBe('approved');
    const after = AdminShop.parse((await cms.call('GET', `/api/admin/shops/${shop.id}`, { identity: marketing })).body);
    expect(after).toMatchObject({
      website: 'https://nowa.example',
      phones: ['+48 12 111 22 33'],
      openingHours: [{ day: 2, opens: '10:00', closes: '18:00' }],
      version: shop.version + 1,
    });
    const locator = await cms.call('GET', '/api/cms/shops?filters[place]=Dealera', { headers: pl });
    expect(JSON.stringify(locator.body)).toContain('https://nowa.example');
    const shopTrail = await cms.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop'), eq(auditLog.entityId, String(shop.id))));
    expect(shopTrail.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect((await decide(request.id, 'reject')).status).toBe(409);
    expect((await mine(dealer('dealer-a')))[0]?.pendingRequest).toBeNull();
  });

  it('a rejected change leaves the shop as it was; a newer request replaces a pending one', async () => {
    const shop = await dealerShop('dealer-c', 'Rowery Dealera C');
    const first = ShopChangeRequest.parse(
      (await ask(dealer('dealer-c'), shop.id, { phones: ['+48 600 000 001'] })).body,
    );
    const second = ShopChangeRequest.parse(
      (await ask(dealer('dealer-c'), shop.id, { phones: ['+48 600 000 002'] })).body,
    );
    expect(second.id).toBe(first.id);
    expect(second.changes).toEqual({ phones: ['+48 600 000 002'] });
    const rejected = await decide(second.id, 'reject');
    expect(rejected.body.state).toBe('rejected');
    const after = AdminShop.parse((await cms.call('GET', `/api/admin/shops/${shop.id}`, { identity: marketing })).body);
    expect(after).toMatchObject({ phones: ['+48 12 111 22 33'], version: shop.version });
    const trail = await cms.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_change_request'), eq(auditLog.entityId, String(second.id))));
    expect(trail.map((entry) => entry.action)).toEqual(['reject']);
  });

  it("refuses another dealer's shop, guests, retail customers, staff and bad input", async () => {
    const shop = await dealerShop('dealer-d', 'Rowery Dealera D');
    expect((await ask(dealer('dealer-e'), shop.id, { website: null })).status).toBe(404);
    expect((await ask(dealer('dealer-d'), 999_999, { website: null })).status).toBe(404);
    const asGuest = await ask(guest, shop.id, { website: null });
    expect(asGuest.status).toBe(401);
    expect((await ask(retail, shop.id, { website: null })).status).toBe(403);
    expect((await ask(marketing, shop.id, { website: null })).status).toBe(403);
    expect((await cms.call('GET', '/api/cms/dealer/shops', { identity: retail })).status).toBe(403);

    const empty = await ask(dealer('dealer-d'), shop.id, {}, pl);
    expect(empty.status).toBe(400);
    const bad = await ask(
      dealer('dealer-d'),
      shop.id,
      {
        phones: ['zadzwoń'],
        website: 'ftp://x',
        openingHours: [{ day: 8, opens: '18:00', closes: '09:00' }],
        name: 'X',
      },
      pl,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['phones.0']).toBe(translate('field.phone', 'pl'));
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['website', 'name']));
    expect((await mine(dealer('dealer-d')))[0]?.pendingRequest).toBeNull();
    expect((await decide(424_242, 'approve')).status).toBe(404);
  });
});
