import { ShopList, ShopTag, translate } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../db/schema';
import { fold } from '../domain/fold';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// What a browser sends when it revalidates what it kept (fetch() would add `cache-control: no-cache` itself).
const revalidating = { 'cache-control': 'max-age=0' };

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

type ShopCard = { name: string; city: string; region: string; tags: string[]; collections: number[] };
const search = async (query: string, headers = en) => {
  const answer = await cms.call('GET', `/api/cms/shops${query}`, { headers });
  expect(answer.status).toBe(200);
  return answer.body as { items: ShopCard[]; total: number };
};

describe('GET /api/cms/shops', () => {
  it('lists at least 40 shops in every voivodeship, alphabetically by city, with everything a card shows', async () => {
    const answer = await cms.call('GET', '/api/cms/shops?limit=200', { headers: pl });
    const list = ShopList.parse(answer.body);
    expect(list.total).toBeGreaterThanOrEqual(40);
    expect(new Set(list.items.map((shop) => shop.region)).size).toBe(16);
    const cities = list.items.map((shop) => fold(shop.city));
    expect(cities).toEqual([...cities].sort());
    for (const shop of list.items) {
      expect(shop.phones.length).toBeGreaterThan(0);
      expect(shop.lat).toBeGreaterThan(49);
      expect(shop.lat).toBeLessThan(54.9);
      expect(shop.lng).toBeGreaterThan(14.1);
      expect(shop.lng).toBeLessThan(24.2);
      expect(shop.zip).toMatch(/^\d{2}-\d{3}$/);
    }
    const warsaw = list.items.find((shop) => shop.name === 'Zefir Showroom Warszawa')!;
    expect(warsaw).toMatchObject({
      website: 'https://zefir.example',
      email: 'warszawa@zefir.example',
      regionName: 'mazowieckie',
      openingHours: expect.arrayContaining([{ day: 1, opens: '08:00', closes: '16:00' }]),
    });
  });

  it.each(ShopTag.options.filter((tag) => tag !== 'premium'))('filters by the tag %s', async (tag) => {
    const { items, total } = await search(`?filters[tag]=${tag}&limit=200`);
    expect(total).toBeGreaterThan(0);
    for (const shop of items) expect(shop.tags).toContain(tag);
    const all = await search('?limit=200');
    expect(total).toBe(all.items.filter((shop) => shop.tags.includes(tag)).length);
  });

  it('calls a shop premium exactly when it offers both service and test rides', async () => {
    const all = await search('?limit=200');
    for (const shop of all.items) {
      expect(shop.tags.includes('premium')).toBe(shop.tags.includes('service') && shop.tags.includes('test'));
    }
    const premium = await search('?filters[tag]=premium&limit=200');
    expect(premium.total).toBe(all.items.filter((shop) => shop.tags.includes('premium')).length);
    expect(premium.total).toBeGreaterThan(5);
    for (const shop of premium.items) expect(shop.tags).toEqual(expect.arrayContaining(['service', 'test', 'premium']));
    // Service alone is not premium.
    expect(all.items.find((shop) => shop.name === 'Velo Praga Serwis')?.tags).toEqual(['service']);
  });

  it('finds a place with or without Polish diacritics, by city, voivodeship or zip code', async () => {
    const withMarks = await search('?filters[place]=Łódź');
    const without = await search('?filters[place]=lodz');
    expect(withMarks.total).toBeGreaterThan(0);
    expect(without.items).toEqual(withMarks.items);
    expect(withMarks.items.map((shop) => shop.city)).toContain('Łódź');

    const silesia = await search(`?filters[place]=${encodeURIComponent('śląskie')}&limit=200`);
    const silesiaPlain = await search('?filters[place]=SLASKIE&limit=200');
    expect(silesiaPlain.total).toBe(silesia.total);
    // 'śląskie' is also part of 'dolnośląskie'
    expect(new Set(silesia.items.map((shop) => shop.region))).toEqual(new Set(['pl_sl', 'pl_ds']));

    const english = await search('?filters[place]=silesian&limit=200');
    expect(new Set(english.items.map((shop) => shop.region))).toEqual(new Set(['pl_sl', 'pl_ds']));

    const zip = await search('?filters[place]=80-266');
    expect(zip.items.map((shop) => shop.city)).toEqual(['Gdańsk']);
    const twoWords = await search(`?filters[place]=${encodeURIComponent('zielona gora')}`);
    expect(twoWords.items.map((shop) => shop.city)).toEqual(['Zielona Góra']);
  });

  it('combines filters: premium shops in Kraków carrying MTB e-bikes', async () => {
    const { items } = await search('?filters[tag]=premium&filters[place]=krakow&filters[collection]=90');
    expect(items.map((shop) => shop.name)).toEqual(['Zefir Showroom Kraków']);
    const mtb = await search('?filters[collection]=90&limit=200');
    for (const shop of mtb.items) expect(shop.collections).toContain(90);
    const bikes = await search('?filters[collection]=59&limit=200');
    expect(bikes.total).toBeGreaterThan(mtb.total);
    // A city bike's find-dealer button passes its collection (61): every bike seller carries it.
    const city = await search('?filters[collection]=61&limit=200');
    expect(city.total).toBe(bikes.total);
    // Speed bikes (65) only where they can be test-ridden and serviced.
    const speed = await search('?filters[collection]=65&limit=200');
    for (const shop of speed.items) expect(shop.tags).toContain('premium');
    // Batteries (101) also at service workshops; nothing at a rental-only place.
    const batteries = await search('?filters[collection]=101&limit=200');
    expect(batteries.items.some((shop) => !shop.tags.includes('shop') && !shop.tags.includes('branch'))).toBe(true);
    expect(batteries.items.map((shop) => shop.name)).not.toContain('Sopot Rent a Bike');
  });

  it('answers an empty list when nothing matches; the locator text for it exists in both languages', async () => {
    const nothing = await search('?filters[place]=Reykjavik');
    expect(nothing).toEqual({ items: [], total: 0, page: 1, limit: 50 });
    const rentalInLodz = await search('?filters[tag]=rental&filters[place]=lodz');
    expect(rentalInLodz.total).toBe(0);
    const wildcard = await search(`?filters[place]=${encodeURIComponent('%')}`);
    expect(wildcard.total).toBeGreaterThan(0); // a lone % is no wildcard trick: no words left, no filter
    const underscore = await search('?filters[place]=_____');
    expect(underscore.total).toBeGreaterThan(0);
    expect(translate('shops.none_found', 'en')).toBe('No stores found matching the search criteria');
    expect(translate('shops.none_found', 'pl')).toBe('Nie znaleziono sklepów spełniających kryteria wyszukiwania');
  });

  it('refuses unknown tags, bad collections and unknown parameters', async () => {
    const answer = await cms.call(
      'GET',
      '/api/cms/shops?filters[tag]=cafe&filters[collection]=abc&filters[x]=1&near=1',
      {
        headers: en,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'filters.tag': 'Choose one of the allowed values',
      'filters.collection': 'Invalid value',
      'filters.x': 'Unknown field',
      near: 'Unknown field',
    });
  });

  it('is asked again before each reuse, so a shop staff rename is found on the next search', async () => {
    const first = await cms.call('GET', '/api/cms/shops?filters[place]=Gdynia', { headers: pl });
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    const unchanged = await cms.call('GET', '/api/cms/shops?filters[place]=Gdynia', {
      headers: { ...pl, 'if-none-match': etag, ...revalidating },
    });
    expect(unchanged.status).toBe(304);

    const shop = (await cms.context.db.select().from(shops).limit(1))[0]!;
    await cms.context.db
      .update(shops)
      .set({ city: 'Gdynia', searchText: `${shop.searchText} gdynia` })
      .where(eq(shops.id, shop.id));
    const changed = await cms.call('GET', '/api/cms/shops?filters[place]=Gdynia', {
      headers: { ...pl, 'if-none-match': etag, ...revalidating },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items.map((found: ShopCard) => found.name)).toContain(shop.name);
  });
});
