import { type CartLine, CartLinesAnswer, type FoundCartLine, type Identity, lessPercent } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, productCollections } from '../db/schema';
import { stockFixtureIds as ids, type StockCatalogue, startStockCatalogue } from './stock.test-support';

// The catalogue's internal API for orders, first half: cart lines priced like the product page. Stock
// reservations: stock.routes.test.ts.

let shop: StockCatalogue;
const internal: Identity = { app: 'internal', role: 'GUEST' };
const dealer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'dealer-1', customerType: 'b2b' };
const en = { 'x-language': 'en', 'x-currency': 'EUR' };

beforeAll(async () => {
  shop = await startStockCatalogue();
});
afterAll(() => shop?.catalog.stop());

const variant = (productId: number, index = 0) => shop.variant(productId, index);
const page = (...args: Parameters<StockCatalogue['page']>) => shop.page(...args);

async function cartLines(
  lines: unknown[],
  options: { customerType?: string; customerId?: string; currency?: string; lang?: string } = {},
) {
  const answer = await shop.catalog.call('POST', '/internal/catalog/cart-lines', {
    identity: internal,
    body: { currency: 'PLN', customerType: 'retail', lang: 'pl', ...options, lines },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CartLinesAnswer.parse(answer.body).lines;
}
const found = (line: CartLine | undefined): FoundCartLine => {
  if (!line?.found) throw new Error(`line not found: ${JSON.stringify(line)}`);
  return line;
};

describe('POST /internal/catalog/cart-lines', () => {
  it('is only for other services', async () => {
    const answer = await shop.catalog.call('POST', '/internal/catalog/cart-lines', {
      body: { currency: 'PLN', customerType: 'retail', lang: 'pl', lines: [] },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });

  it('refuses bad input naming each field', async () => {
    const answer = await shop.catalog.call('POST', '/internal/catalog/cart-lines', {
      identity: internal,
      body: { currency: 'XYZ', customerType: 'vip', lang: 'pl', lines: [{ productId: 0, combination: 'red' }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual([
      'currency',
      'customerType',
      'lines.0.combination',
      'lines.0.productId',
    ]);
    expect(answer.body.error.fields['lines.0.productId']).toBe('Wartość musi wynosić co najmniej 1');
  });

  it('answers every line in the order asked: default, by variant, by combination, and the missing ones', async () => {
    const product = await page(ids.options);
    const blueM = product.variants[2]!;
    const redL = product.variants[1]!;
    const lines = await cartLines([
      { productId: 999_999 },
      { productId: ids.options },
      { productId: ids.options, variantId: redL.id },
      { productId: ids.options, combination: [...blueM.valueIds].reverse().join('-') },
      { productId: ids.hidden },
      { productId: ids.options, variantId: variant(9102) },
      { productId: ids.options, combination: `${blueM.valueIds[0]}-${blueM.valueIds[0]}` },
      { productId: ids.options, combination: '1-2' },
    ]);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toEqual({ productId: 999_999, variantId: null, found: false, reason: 'not_found' });
    expect(found(lines[1]).variantId).toBe(product.chosen.variantId);
    expect(found(lines[2]).variantId).toBe(redL.id);
    expect(found(lines[3]).variantId).toBe(blueM.id);
    expect(lines[4]).toEqual({ productId: ids.hidden, variantId: null, found: false, reason: 'not_found' });
    expect(lines[5]).toEqual({
      productId: ids.options,
      variantId: variant(9102),
      found: false,
      reason: 'missing_variant',
    });
    expect(lines[6]).toMatchObject({ found: false, reason: 'missing_variant', variantId: null });
    expect(lines[7]).toMatchObject({ found: false, reason: 'missing_variant' });
  });

  it('answers ids too large to be stored as not found, not with a server error', async () => {
    const lines = await cartLines([
      { productId: 2_147_483_648 },
      { productId: ids.options, variantId: 99_999_999_999 },
    ]);
    expect(lines).toEqual([
      { productId: 2_147_483_648, variantId: null, found: false, reason: 'not_found' },
      { productId: ids.options, variantId: 99_999_999_999, found: false, reason: 'missing_variant' },
    ]);
  });

  it('describes a line as the product page does: name, price, picture, options, stock', async () => {
    const detail = await page(ids.options, `?c=${(await page(ids.options)).variants[2]!.c}`);
    const line = found((await cartLines([{ productId: ids.options, variantId: detail.chosen.variantId }]))[0]);
    expect(line).toMatchObject({
      sku: detail.sku,
      name: detail.name,
      slug: detail.slug,
      optionsLabel: 'Kolor: niebieski, Rama: M',
      category: 'bike',
      type: 'physical',
      unit: 'pc',
      vatRate: 23,
      availability: 'preorder',
      stock: 0,
      stockLimited: false,
      minQuantity: 1,
      maxQuantity: 5,
      unitGross: detail.price.gross,
      unitNet: detail.price.net,
      regularGross: detail.price.regular,
      currency: 'PLN',
    });
    // The blue variant's own picture, small.
    expect(line.image).toBe(detail.gallery[0]!.widths[0]!.url);
    expect(line.image).toMatch(/^\/media\/catalog\/\d+-[0-9a-f]{10}\/320\.webp$/);

    const english = found((await cartLines([{ productId: ids.options }], { lang: 'en', currency: 'EUR' }))[0]);
    const englishPage = await page(ids.options, '', undefined, en);
    expect(english).toMatchObject({
      name: englishPage.name,
      slug: englishPage.slug,
      optionsLabel: 'Colour: red, Frame: M',
      unitGross: englishPage.price.gross,
      currency: 'EUR',
      stock: 10,
      stockLimited: true,
      availability: 'available',
    });
  });

  it('prices a sale as the product page shows it, and a product without pictures with its stand-in', async () => {
    const detail = await page(9108);
    const line = found((await cartLines([{ productId: 9108 }]))[0]);
    expect(detail.price.reduced).toBeDefined();
    expect(line.unitGross).toBe(detail.price.reduced);
    expect(line.regularGross).toBe(detail.price.regular);
    expect(line.unitGross).toBeLessThan(line.regularGross);
    expect(line.unitNet).toBe(Math.round((line.unitGross * 100) / 123));
    expect(line.optionsLabel).toBe('');
    expect(line.image).toBe('/media/catalog/category-bike/320.webp');
  });

  it("gives a dealer the B2B net price with VAT added and no retail sale, as a dealer's product page", async () => {
    const dealerPage = await page(9108, '', dealer);
    const line = found((await cartLines([{ productId: 9108 }], { customerType: 'b2b' }))[0]);
    expect(dealerPage.price.kind).toBe('b2b');
    expect(line.unitNet).toBe(dealerPage.price.net);
    expect(line.unitGross).toBe(Math.round((line.unitNet * 123) / 100));
    expect(line.unitGross).toBe(dealerPage.price.gross);
    expect(line.regularGross).toBe(dealerPage.price.regular);
  });

  it("takes the better of a dealer's own and their group's discount off the B2B net, as their product page", async () => {
    const dealerId = '00000000-0000-4000-8000-0000000000d1';
    const signedDealer: Identity = { ...dealer, customerId: dealerId };
    const asDealer = async () =>
      found((await cartLines([{ productId: 9108 }], { customerType: 'b2b', customerId: dealerId }))[0]);
    const listNet = (await page(9108, '', signedDealer)).price.net;
    // Own 10 % on everything, the group's 15 % on the fixture's collection 59: the group's applies alone.
    shop.discounts.set(dealerId, [
      { collectionId: null, percent: 10, source: 'dealer' },
      { collectionId: 59, percent: 15, source: 'group' },
    ]);
    const line = await asDealer();
    expect(line.unitNet).toBe(lessPercent(listNet, 15));
    expect(line.unitGross).toBe(Math.round((line.unitNet * 123) / 100));
    const dealerPage = await page(9108, '', signedDealer);
    expect(dealerPage.price).toMatchObject({ net: line.unitNet, gross: line.unitGross, discountPercent: 15, listNet });
    // A discount on a collection the product is not in does not count.
    shop.discounts.set(dealerId, [{ collectionId: 61, percent: 30, source: 'dealer' }]);
    expect((await asDealer()).unitNet).toBe(listNet);
    // A retail request never gets a dealer's discount, even naming a dealer.
    const retail = found((await cartLines([{ productId: 9108 }], { customerType: 'retail', customerId: dealerId }))[0]);
    expect(retail.unitGross).toBe((await page(9108)).price.gross);
    shop.discounts.delete(dealerId);
  });

  it('refuses a customer id that is not one', async () => {
    const answer = await shop.catalog.call('POST', '/internal/catalog/cart-lines', {
      identity: internal,
      body: { currency: 'PLN', customerType: 'b2b', customerId: 'dealer-1', lang: 'pl', lines: [] },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toEqual(['customerId']);
  });

  it('names the collections the product is in with every collection above them (promo code scopes)', async () => {
    const db = shop.catalog.context.db;
    const row = (id: number, parentId: number | null, slug: string) => ({
      id,
      parentId,
      slugPl: slug,
      slugEn: slug,
      namePl: slug,
      nameEn: slug,
    });
    await db.insert(collections).values([row(900, null, 'zakres-gora'), row(901, 900, 'zakres-dol')]);
    const before = found((await cartLines([{ productId: 9108 }]))[0]).collectionIds;
    await db.insert(productCollections).values({ productId: 9108, collectionId: 901 });
    const after = found((await cartLines([{ productId: 9108 }]))[0]).collectionIds;
    expect(after).toEqual([...before, 900, 901].sort((a, b) => a - b));
    await db.delete(productCollections).where(eq(productCollections.collectionId, 901));
    expect(found((await cartLines([{ productId: 9108 }]))[0]).collectionIds).toEqual(before);
  });

  it('tells which lines are limited by stock', async () => {
    const lines = (
      await cartLines([
        { productId: 9102 },
        { productId: ids.service },
        { productId: 9106 },
        { productId: 9107 },
        { productId: ids.unavailable },
        { productId: ids.options, variantId: variant(9101, 3) },
      ])
    ).map(found);
    expect(lines.map((l) => [l.availability, l.stockLimited])).toEqual([
      ['preorder', false],
      ['available', false],
      ['available_from', false],
      ['available_from', true],
      ['unavailable', false],
      ['available_on_request', false],
    ]);
  });

  it('answers no lines for none', async () => {
    expect(await cartLines([])).toEqual([]);
  });
});
