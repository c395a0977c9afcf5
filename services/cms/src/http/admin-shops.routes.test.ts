import { AdminShop, type Identity, type ShopInput } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// The shops section through its routes: a shop staff add is found by the store locator at once (place, tag,
// collection), premium follows from service + test and is never taken as input, saves from an older read are
// refused, every write is in the history. Who may call each row is the standing tests' (gateway/src/admin-*).

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

const kielce = (overrides: Partial<ShopInput> = {}): ShopInput => ({
  name: 'Rowery Świętokrzyskie',
  street: 'ul. Sienkiewicza 12',
  zip: '25-301',
  city: 'Kielce',
  region: 'pl_sw',
  lat: 50.8703,
  lng: 20.6275,
  phones: ['+48 41 123 45 67'],
  website: 'https://rowery-kielce.example',
  email: 'sklep@rowery-kielce.example',
  tags: ['shop', 'service', 'test'],
  collections: [59, 61],
  openingHours: [
    { day: 1, opens: '09:00', closes: '17:00' },
    { day: 6, opens: '10:00', closes: '14:00' },
  ],
  ...overrides,
});

const create = (body: unknown, lang = en) =>
  cms.call('POST', '/api/admin/shops', { identity: marketing, body, headers: lang });
const change = (id: number, body: unknown, lang = en) =>
  cms.call('PATCH', `/api/admin/shops/${id}`, { identity: marketing, body, headers: lang });
const locator = async (query: string) => {
  const answer = await cms.call('GET', `/api/cms/shops${query}`, { headers: pl });
  return answer.body.items as { id: number; name: string; tags: string[] }[];
};

describe('POST /api/admin/shops', () => {
  it('adds a shop the locator finds by place, tag and collection, premium computed from service and test', async () => {
    const answer = await create(kielce());
    expect(answer.body.error?.fields ?? {}).toEqual({});
    expect(answer.status).toBe(201);
    const shop = AdminShop.parse(answer.body);
    expect(shop.tags).toEqual(['shop', 'service', 'test', 'premium']);
    expect(shop).toMatchObject({ version: 1, regionName: 'Holy Cross', city: 'Kielce' });

    expect((await locator('?filters[place]=swietokrzyskie')).map((s) => s.id)).toContain(shop.id);
    expect((await locator('?filters[place]=kielce sienkiewicza')).map((s) => s.id)).toContain(shop.id);
    expect((await locator('?filters[tag]=premium&limit=100')).map((s) => s.id)).toContain(shop.id);
    expect((await locator('?filters[collection]=61&limit=100')).map((s) => s.id)).toContain(shop.id);

    const [entry] = await cms.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop'), eq(auditLog.entityId, String(shop.id))));
    expect(entry).toMatchObject({ action: 'create', staffName: 'Marta Wiśniewska' });
    expect(entry?.changes).toContainEqual({ field: 'tags', before: null, after: ['shop', 'service', 'test'] });
  });

  it('refuses premium as input, a bad website, e-mail, zip, phone and hours, with the SPEC §5 texts', async () => {
    const answer = await create(
      kielce({
        tags: ['premium' as never],
        website: 'rowery kielce',
        email: 'sklep@',
        zip: '25301',
        phones: ['123'],
        openingHours: [
          { day: 1, opens: '18:00', closes: '09:00' },
          { day: 1, opens: '09:00', closes: '17:00' },
        ],
        lat: 91,
      }),
      pl,
    );
    expect(answer.status).toBe(400);
    const fields = answer.body.error.fields;
    expect(fields['tags.0']).toBeTruthy();
    expect(fields.website).toBe('Wpisz poprawny adres URL');
    expect(fields.email).toBeTruthy();
    expect(fields.zip).toBe('Wpisz kod pocztowy w formacie 00-000');
    expect(fields['phones.0']).toBeTruthy();
    expect(fields['openingHours.0.closes']).toMatch(/18:00/);
    expect(fields.openingHours).toBeTruthy();
    expect(fields.lat).toBeTruthy();
  });

  it('refuses a missing name and address', async () => {
    const { name: _, street: __, ...rest } = kielce();
    const answer = await create(rest, en);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      name: 'This field is required',
      street: 'This field is required',
    });
  });
});

describe('PATCH /api/admin/shops/:id', () => {
  it('moves the pin and the address, which the place search follows; premium goes with the test tag', async () => {
    const shop = AdminShop.parse((await create(kielce({ name: 'Serwis Radom' }))).body);
    const moved = await change(shop.id, {
      version: 1,
      city: 'Radom',
      zip: '26-600',
      region: 'pl_mz',
      lat: 51.4027,
      lng: 21.1471,
      tags: ['shop', 'service'],
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ version: 2, city: 'Radom', lat: 51.4027, tags: ['shop', 'service'] });
    expect((await locator('?filters[place]=radom')).map((s) => s.id)).toContain(shop.id);
    expect((await locator('?filters[place]=kielce&limit=100')).map((s) => s.id)).not.toContain(shop.id);

    const history = await cms.call('GET', `/api/admin/shops/${shop.id}/history`, { identity: marketing });
    const fields = history.body.items[0].changes.map((c: { field: string }) => c.field);
    expect(fields).toEqual(['city', 'lat', 'lng', 'region', 'tags', 'zip']);
  });

  it('tells the second of two editors the shop changed, and a save that changes nothing leaves no trace', async () => {
    const shop = AdminShop.parse((await create(kielce({ name: 'Dwóch redaktorów' }))).body);
    expect((await change(shop.id, { version: 1, phones: ['+48 600 100 200'] })).status).toBe(200);
    const second = await change(shop.id, { version: 1, phones: ['+48 600 300 400'] });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/in the meantime/);
    const same = await change(shop.id, { version: 2, phones: ['+48 600 100 200'] });
    expect(same.body).toMatchObject({ version: 2, phones: ['+48 600 100 200'] });
    const history = await cms.call('GET', `/api/admin/shops/${shop.id}/history`, { identity: marketing });
    expect(history.body.total).toBe(2);
  });

  it('answers 404 for shops that do not exist, whatever the id looks like', async () => {
    for (const id of ['999999', '0', 'x', '99999999999']) {
      const answer = await cms.call('PATCH', `/api/admin/shops/${id}`, {
        identity: marketing,
        body: { version: 1, phones: [] },
      });
      expect(answer.status, id).toBe(404);
      const read = await cms.call('GET', `/api/admin/shops/${id}`, { identity: marketing });
      expect(read.status, id).toBe(404);
    }
  });
});

describe('DELETE /api/admin/shops/:id', () => {
  it('takes the shop off the locator and keeps what it was in the history', async () => {
    const shop = AdminShop.parse((await create(kielce({ name: 'Do zamknięcia' }))).body);
    expect((await cms.call('DELETE', `/api/admin/shops/${shop.id}`, { identity: marketing })).status).toBe(204);
    expect((await locator('?filters[place]=kielce&limit=100')).map((s) => s.id)).not.toContain(shop.id);
    expect((await cms.call('DELETE', `/api/admin/shops/${shop.id}`, { identity: marketing })).status).toBe(404);
    const history = await cms.call('GET', `/api/admin/shops/${shop.id}/history`, { identity: marketing });
    expect(history.body.items[0]).toMatchObject({ action: 'delete' });
  });
});

describe('GET /api/admin/shops', () => {
  it('finds shops by words of the address with Polish letters folded, and by computed premium', async () => {
    const found = await cms.call('GET', '/api/admin/shops?filters[q]=lodz&limit=100', { identity: marketing });
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBeGreaterThan(0);
    // The voivodeship is part of the address: łódzkie finds Skierniewice too.
    for (const shop of found.body.items) expect(shop.city === 'Łódź' || shop.region === 'pl_lo').toBe(true);
    expect(found.body.items.map((shop: { city: string }) => shop.city)).toContain('Łódź');
    const premium = await cms.call('GET', '/api/admin/shops?filters[tag]=premium&limit=100', { identity: marketing });
    for (const shop of premium.body.items) expect(shop.tags).toContain('premium');
  });
});
