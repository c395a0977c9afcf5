import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountsService } from '@shop/accounts';
import { catalogService } from '@shop/catalog';
import {
  CatalogueChanged,
  defaultShopSettings,
  formatMoney,
  type Identity,
  lessPercent,
  PriceListForPrint,
  type PriceListProduct,
  type StorefrontCurrency,
} from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { guest, staffIdentity, startTestService, type TestService, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerGroups, customers, individualDiscounts } from '../../../accounts/src/db/schema';
import { products } from '../../../catalog/src/db/schema';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';
import { chromiumPath, describeWithChromium, pdfPages } from '../testing/chromium';
import { signedDownload } from '../testing/signed-download';

// Price lists against the real catalog (seeded demo catalogue) and accounts (groups, discounts, saved lists):
// each expected price is worked out here from catalog's stored prices with the rule written out, then found
// on the product's line of the PDF (pdftotext -layout keeps a table row on one line).

const log = createLogger('documents-test', 'silent');
const bus = createLocalBus({ log });
const internal: Identity = { app: 'internal', role: 'GUEST' };
let dataDir: string;
// biome-ignore lint/suspicious/noExplicitAny: services of different schemas
let catalog: TestService<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: services of different schemas
let accounts: TestService<any, any>;
let documents: TestService<typeof schema, DocumentsContext>;
let counter = 0;

const download = (path: string, identity: Identity = guest) => signedDownload(documents.url, path, identity);

/** The PDF's lines as laid out, spaces (no-break ones too) folded to one. */
function pdfLines(pdf: Uint8Array): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
}

const fold = (text: string) => text.replace(/\s+/g, ' ');

/** The lines naming `sku`: at least one, each with `price` on it. */
function expectPriceOn(lines: string[], sku: string, price: string) {
  const found = lines.filter((line) => line.includes(` ${sku} `));
  expect(found.length, `a line for ${sku}`).toBeGreaterThan(0);
  for (const line of found) expect(line).toContain(fold(price));
}

async function storedPrices(lang: 'pl' | 'en', currency: StorefrontCurrency) {
  const answer = await catalog.call('GET', `/internal/catalog/documents/price-list?lang=${lang}&currency=${currency}`, {
    identity: internal,
  });
  return PriceListForPrint.parse(answer.body);
}

/** Products with one variant (one line whatever the rule), the first of the list's first collection first. */
const singles = (list: PriceListForPrint) =>
  list.collections.flatMap((c) => c.products).filter((p) => p.variants.length === 1);

const netOf = (gross: number, vat: number) => Math.floor((2 * gross * 100 + 100 + vat) / (2 * (100 + vat)));
const grossOf = (net: number, vat: number) => Math.floor((2 * net * (100 + vat) + 100) / 200);

async function group(name: string) {
  const [row] = await accounts.context.db
    .insert(customerGroups)
    .values({ name: `${name} ${++counter}` })
    .returning();
  return row as { id: string; name: string };
}

async function customer(type: 'b2b' | 'retail', groupId: string | null = null) {
  const [row] = await accounts.context.db
    .insert(customers)
    .values({
      type,
      email: `c${++counter}.${Date.now()}@zefir.example`,
      formType: 'company',
      companyName: 'X',
      groupId,
    })
    .returning();
  return row!.id as string;
}

const discount = (owner: { groupId?: string; customerId?: string }, percent: number, collectionId: number | null) =>
  accounts.context.db.insert(individualDiscounts).values({ ...owner, percent, collectionId });

const dealerIdentity = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'b2b',
  taxId: '5260250274',
});

async function savePriceList(body: object) {
  const answer = await accounts.call('POST', '/api/admin/price-lists', {
    identity: staffIdentity('sales_manager'),
    body: { name: `Cennik ${counter++}`, ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; name: string };
}

const staffDownload = (id: string, lang: string, adminType: Parameters<typeof staffIdentity>[0] = 'sales_manager') =>
  download(`/api/admin/price-lists/${id}/document/${lang}`, staffIdentity(adminType));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-price-lists-'));
  [catalog, accounts] = await Promise.all([
    startTestService(catalogService, { seed: true, bus }),
    startTestService(accountsService, { bus }),
  ]);
  documents = await startTestService(documentsService, {
    bus,
    env: { DATA_DIR: dataDir, CHROMIUM_PATH: chromiumPath, CATALOG_URL: catalog.url, ACCOUNTS_URL: accounts.url },
  });
}, 180_000);

afterAll(async () => {
  await documents?.stop();
  await Promise.all([catalog?.stop(), accounts?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describeWithChromium('GET /api/documents/price-lists/retail/:lang', () => {
  it.each([
    ['pl', 'PLN', 'Cennik detaliczny', 'Ceny', 'brutto', 'Regularna', 'Najniższa z 30 dni przed obniżką'],
    ['en', 'EUR', 'Retail price list', 'Prices', 'gross', 'Regular', 'Lowest in the 30 days before'],
  ] as const)('prints every product at its gross retail price in %s (%s)', async (lang, currency, title, ...words) => {
    const { response, pdf } = await download(`/api/documents/price-lists/retail/${lang}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`-${lang}.pdf`);
    // Where its time went, for operators and the benchmark.
    expect(response.headers.get('server-timing')).toMatch(
      /^catalog;dur=[\d.]+, html;dur=[\d.]+, pdf;dur=[\d.]+, record;dur=/,
    );
    const list = await storedPrices(lang, currency);
    const rows = list.collections.reduce((n, c) => n + c.products.length, 0);
    // About 40 lines fit on a page: a page or more per 40, never one per product.
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(Math.ceil(rows / 45));
    expect(pdfPages(pdf)).toBeLessThan(rows / 2);
    const lines = pdfLines(pdf);
    const text = lines.join(' ');
    expect(text).toContain(title);
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain(defaultShopSettings.company.name);
    expect(text).toContain(defaultShopSettings.company.taxId);
    for (const collection of list.collections) expect(text).toContain(collection.name);

    const money = (amount: number) => formatMoney({ amount, currency }, lang);
    const plain = singles(list).find((p) => p.variants[0]!.reducedGross === null)!;
    expectPriceOn(lines, plain.variants[0]!.sku, money(plain.variants[0]!.regularGross));
    const onSale = singles(list).find((p) => p.variants[0]!.reducedGross !== null && p.variants[0]!.lowestPriorGross)!;
    const sale = onSale.variants[0]!;
    expectPriceOn(lines, sale.sku, money(sale.reducedGross!));
    expectPriceOn(lines, sale.sku, money(sale.regularGross));
    // The lowest price of 30 days wraps below its words in the notes column: it is printed, near its line.
    const at = lines.findIndex((line) => line.includes(` ${sale.sku} `));
    expect(lines.slice(at, at + 4).join(' ')).toContain(fold(money(sale.lowestPriorGross!)));
  });

  it('prints the retail lists once after a run of catalogue changes, so the next download is already printed', async () => {
    const { renderer } = documents.context;
    const render = renderer.render;
    const asked: string[] = [];
    renderer.render = (document) => {
      asked.push(document.html);
      return render(document);
    };
    const retail = (title: string) => asked.filter((html) => html.includes(title));
    try {
      for (let change = 0; change < 3; change++) {
        await bus.publish(CatalogueChanged.subject, {
          id: crypto.randomUUID(),
          type: CatalogueChanged.type,
          occurredAt: new Date().toISOString(),
          source: CatalogueChanged.source,
          data: { productIds: [] },
        });
      }
      const ready = () => retail('Cennik detaliczny').length > 0 && retail('Retail price list').length > 0;
      await until(async () => ready(), 60_000, 'the retail lists printed ahead', 100);
      expect(retail('Cennik detaliczny')).toHaveLength(1);
      expect(retail('Retail price list')).toHaveLength(1);

      const { response } = await download('/api/documents/price-lists/retail/pl');
      expect(response.status).toBe(200);
      // The download asks for the very document printed ahead (same hash), which the renderer keeps.
      const [ahead, downloaded] = retail('Cennik detaliczny');
      expect(downloaded).toBe(ahead);
    } finally {
      renderer.render = render;
    }
  }, 90_000);

  it("reads catalog's prices once per language and again when catalog announces a change", async () => {
    const product = singles(await storedPrices('pl', 'PLN'))[0]!;
    const retailText = async () => pdfLines((await download('/api/documents/price-lists/retail/pl')).pdf).join(' ');
    expect(await retailText()).toContain(product.name);
    await catalog.context.db
      .update(products)
      .set({ namePl: 'Rower po zmianie cennika' })
      .where(eq(products.id, product.id));
    try {
      await bus.publish(CatalogueChanged.subject, {
        id: crypto.randomUUID(),
        type: CatalogueChanged.type,
        occurredAt: new Date().toISOString(),
        source: CatalogueChanged.source,
        data: { productIds: [product.id] },
      });
      await until(async () => (await retailText()).includes('Rower po zmianie cennika'), 60_000, 'the new name', 250);
    } finally {
      await catalog.context.db.update(products).set({ namePl: product.name }).where(eq(products.id, product.id));
    }
  }, 90_000);

  it('answers an unknown language as a document that does not exist', async () => {
    const { response, pdf } = await download('/api/documents/price-lists/retail/de');
    expect(response.status).toBe(404);
    expect(JSON.parse(Buffer.from(pdf).toString())).toMatchObject({ error: { code: 'not_found' } });
  });
});

describeWithChromium('GET /api/admin/price-lists/:id/document/:lang', () => {
  let list: PriceListForPrint;
  let covered: PriceListProduct;
  let elsewhere: PriceListProduct;
  let sub: number;

  beforeAll(async () => {
    list = await storedPrices('pl', 'EUR');
    // A product in a sub-collection, and one not in that sub-collection's top collection.
    covered = singles(list).find((p) => p.collectionIds.length > 1)!;
    const top = list.collections.find((c) => covered.collectionIds.includes(c.id))!;
    sub = covered.collectionIds.find((id) => id !== top.id)!;
    elsewhere = singles(list).find((p) => !p.collectionIds.includes(top.id))!;
  });

  it("prints a group's list: its B2B net less the group discount covering each product, less the list's", async () => {
    const dealers = await group('Dealerzy');
    await discount({ groupId: dealers.id }, 10, null);
    await discount({ groupId: dealers.id }, 20, sub);
    const saved = await savePriceList({ groupId: dealers.id, currency: 'EUR', prices: 'net', discountPercent: 5 });
    const { response, pdf } = await staffDownload(saved.id, 'pl');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = pdfLines(pdf);
    const text = lines.join(' ');
    for (const word of [saved.name, dealers.name, 'EUR', 'netto', 'obniżone o 5%', 'Rabat'])
      expect(text).toContain(word);
    const money = (amount: number) => formatMoney({ amount, currency: 'EUR' }, 'pl');
    expectPriceOn(lines, covered.variants[0]!.sku, money(lessPercent(lessPercent(covered.variants[0]!.b2bNet, 20), 5)));
    expectPriceOn(lines, covered.variants[0]!.sku, '20%');
    expectPriceOn(
      lines,
      elsewhere.variants[0]!.sku,
      money(lessPercent(lessPercent(elsewhere.variants[0]!.b2bNet, 10), 5)),
    );
    expectPriceOn(lines, elsewhere.variants[0]!.sku, '10%');
  });

  it('prints gross prices with VAT added to the discounted net, in English', async () => {
    const dealers = await group('Hurt brutto');
    await discount({ groupId: dealers.id }, 20, sub);
    const saved = await savePriceList({ groupId: dealers.id, currency: 'EUR', prices: 'gross' });
    const { response, pdf } = await staffDownload(saved.id, 'en');
    expect(response.status).toBe(200);
    const lines = pdfLines(pdf);
    expect(lines.join(' ')).toContain('Price gross');
    const money = (amount: number) => formatMoney({ amount, currency: 'EUR' }, 'en');
    const c = covered.variants[0]!;
    expectPriceOn(lines, c.sku, money(grossOf(lessPercent(c.b2bNet, 20), covered.vatRate)));
    const e = elsewhere.variants[0]!;
    expectPriceOn(lines, e.sku, money(grossOf(e.b2bNet, elsewhere.vatRate)));
    expectPriceOn(lines, e.sku, '–');
  });

  it('prints a retail list in net prices less its discount', async () => {
    const saved = await savePriceList({ currency: 'PLN', prices: 'net', discountPercent: 7 });
    const { response, pdf } = await staffDownload(saved.id, 'pl');
    expect(response.status).toBe(200);
    const lines = pdfLines(pdf);
    expect(lines.join(' ')).toContain('klienci detaliczni');
    const pln = await storedPrices('pl', 'PLN');
    const one = singles(pln)[0]!;
    const v = one.variants[0]!;
    const paid = v.reducedGross ?? v.regularGross;
    expectPriceOn(
      lines,
      v.sku,
      formatMoney({ amount: lessPercent(netOf(paid, one.vatRate), 7), currency: 'PLN' }, 'pl'),
    );
  });

  it('prints what staff wrote as text, never as markup', async () => {
    const tricky = await group('<b>Rowery & "Syn"</b>');
    const name = `<script>alert(1)</script> & <i>Cennik</i> ${counter}`;
    const saved = await savePriceList({
      name,
      groupId: tricky.id,
      currency: 'PLN',
      prices: 'net',
    });
    const { response, pdf } = await staffDownload(saved.id, 'pl');
    expect(response.status).toBe(200);
    const text = pdfLines(pdf).join(' ');
    expect(text).toContain(name);
    expect(text).toContain(tricky.name);
  });

  it('answers an unknown list or language as not found, and staff without the permission as forbidden', async () => {
    const saved = await savePriceList({ currency: 'PLN', prices: 'gross' });
    expect((await staffDownload(crypto.randomUUID(), 'pl')).response.status).toBe(404);
    expect((await staffDownload('not-a-list', 'pl')).response.status).toBe(404);
    expect((await staffDownload(saved.id, 'de')).response.status).toBe(404);
    expect((await staffDownload(saved.id, 'pl', 'service_employee')).response.status).toBe(403);
    expect((await staffDownload(saved.id, 'pl', 'marketing_manager')).response.status).toBe(200);
    const dealer = await customer('b2b');
    const fromShop = await download(`/api/admin/price-lists/${saved.id}/document/pl`, dealerIdentity(dealer));
    expect([401, 403]).toContain(fromShop.response.status);
  });
});

describeWithChromium('GET /api/documents/price-lists/dealer/:lang', () => {
  it("prints the signed-in dealer's own prices: the best of their own and their group's discounts", async () => {
    const list = await storedPrices('pl', 'PLN');
    const covered = singles(list).find((p) => p.collectionIds.length > 1)!;
    const top = list.collections.find((c) => covered.collectionIds.includes(c.id))!;
    const elsewhere = singles(list).find((p) => !p.collectionIds.includes(top.id))!;
    const premium = await group('Premium');
    const dealer = await customer('b2b', premium.id);
    const other = await customer('b2b');
    await discount({ groupId: premium.id }, 10, null);
    await discount({ customerId: dealer }, 12, top.id);
    await discount({ customerId: other }, 30, null);

    const { response, pdf } = await download('/api/documents/price-lists/dealer/pl', dealerIdentity(dealer));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = pdfLines(pdf);
    expect(lines.join(' ')).toContain('Cennik hurtowy dealera');
    expect(lines.join(' ')).toContain('NIP 5260250274');
    const money = (amount: number) => formatMoney({ amount, currency: 'PLN' }, 'pl');
    expectPriceOn(lines, covered.variants[0]!.sku, money(lessPercent(covered.variants[0]!.b2bNet, 12)));
    expectPriceOn(lines, elsewhere.variants[0]!.sku, money(lessPercent(elsewhere.variants[0]!.b2bNet, 10)));

    // Another dealer gets their own 30 %, never this dealer's prices; no path names another dealer or group.
    const theirs = pdfLines((await download('/api/documents/price-lists/dealer/en', dealerIdentity(other))).pdf);
    const eur = await storedPrices('en', 'EUR');
    const same = eur.collections.flatMap((c) => c.products).find((p) => p.id === elsewhere.id)!;
    expectPriceOn(
      theirs,
      same.variants[0]!.sku,
      formatMoney({ amount: lessPercent(same.variants[0]!.b2bNet, 30), currency: 'EUR' }, 'en'),
    );
  });

  it('asks a guest to sign in and refuses a retail customer or staff', async () => {
    expect((await download('/api/documents/price-lists/dealer/pl')).response.status).toBe(401);
    const retail = await customer('retail');
    const asRetail = await download('/api/documents/price-lists/dealer/pl', {
      app: 'storefront',
      role: 'CUSTOMER',
      customerId: retail,
      customerType: 'retail',
    });
    expect(asRetail.response.status).toBe(403);
    expect((await download('/api/documents/price-lists/dealer/pl', staffIdentity('super_admin'))).response.status).toBe(
      403,
    );
    const dealer = await customer('b2b');
    expect((await download('/api/documents/price-lists/dealer/xx', dealerIdentity(dealer))).response.status).toBe(404);
  });
});
