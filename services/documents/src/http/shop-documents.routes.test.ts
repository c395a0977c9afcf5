import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogService } from '@shop/catalog';
import { CatalogueChanged, IDENTITY_HEADER } from '@shop/contracts';
import { createIdentitySigner, createLogger } from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { guest, startTestService, type TestService, testIdentityKeys, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../../catalog/src/db/schema';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';
import { chromiumPath, describeWithChromium, pdfPages, pdfText } from '../testing/chromium';

// The catalogue PDF and spec cards against the real catalog service (seeded demo catalogue) on one bus.

const log = createLogger('documents-test', 'silent');
const bus = createLocalBus({ log });
let dataDir: string;
// biome-ignore lint/suspicious/noExplicitAny: two services of different schemas
let catalog: TestService<any, any>;
let documents: TestService<typeof schema, DocumentsContext>;
let product: { id: number; name: { pl: string; en: string }; sku: string };

/** Fetches a download as bytes, as the gateway asks for a guest of the storefront. */
async function download(path: string) {
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  const response = await fetch(`${documents.url}${path}`, { headers: { [IDENTITY_HEADER]: await signer.sign(guest) } });
  return { response, pdf: new Uint8Array(await response.arrayBuffer()) };
}

const setProduct = (values: Partial<typeof products.$inferInsert>) =>
  catalog.context.db.update(products).set(values).where(eq(products.id, product.id));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-shop-'));
  catalog = await startTestService(catalogService, { seed: true, bus });
  documents = await startTestService(documentsService, {
    bus,
    env: {
      DATA_DIR: dataDir,
      CHROMIUM_PATH: chromiumPath,
      CATALOG_URL: catalog.url,
      PUBLIC_URL: 'https://zefir.example',
    },
  });
  const list = await catalog.call('GET', '/api/catalog/products?limit=1&sort=name&dir=asc');
  const card = list.body.items[0];
  const en = await catalog.call('GET', `/api/catalog/products/${card.id}`, { headers: { 'x-language': 'en' } });
  product = { id: card.id, name: { pl: card.name, en: en.body.name }, sku: card.sku };
}, 120_000);

afterAll(async () => {
  await documents?.stop();
  await catalog?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describeWithChromium('GET /api/documents/catalog/:lang', () => {
  it.each([
    ['pl', 'Katalog produktów', 'Ceny brutto'],
    ['en', 'Product catalogue', 'Retail prices'],
  ] as const)('prints the public catalogue by collection in %s', async (lang, title, note) => {
    const { response, pdf } = await download(`/api/documents/catalog/${lang}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`catalogue-${lang}.pdf`);
    expect(pdfPages(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(title);
    expect(text).toContain(note);
    expect(text).toContain(product.name[lang]);
    expect(text).toContain(product.sku);
  });

  it('answers an unknown language as a document that does not exist', async () => {
    const { response } = await download('/api/documents/catalog/de');
    expect(response.status).toBe(404);
    expect(JSON.parse(Buffer.from((await download('/api/documents/catalog/xx')).pdf).toString())).toMatchObject({
      error: { code: 'not_found' },
    });
  });

  it('prints the catalogue again once catalog announces a change', async () => {
    await setProduct({ namePl: 'Rower po zmianie katalogu' });
    try {
      await bus.publish(CatalogueChanged.subject, {
        id: randomUUID(),
        type: CatalogueChanged.type,
        occurredAt: new Date().toISOString(),
        source: CatalogueChanged.source,
        data: { productIds: [product.id] },
      });
      const catalogueText = async () => pdfText((await download('/api/documents/catalog/pl')).pdf).replace(/\s+/g, ' ');
      await until(
        async () => (await catalogueText()).includes('Rower po zmianie katalogu'),
        100_000,
        'the renewed catalogue',
        250,
      );
    } finally {
      await setProduct({ namePl: product.name.pl });
    }
  }, 120_000);
});

describeWithChromium('GET /api/documents/products/:id/card/:lang', () => {
  it.each([
    ['pl', 'Karta produktu', 'Zeskanuj', '/pl/produkt/'],
    ['en', 'Product spec card', 'Scan to open', '/en/'],
  ] as const)(
    'prints the spec card in %s with its price and the link of its QR code',
    async (lang, title, scan, path) => {
      const { response, pdf } = await download(`/api/documents/products/${product.id}/card/${lang}`);
      expect(response.status).toBe(200);
      expect(pdfPages(pdf)).toBeGreaterThanOrEqual(1);
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain(title);
      expect(text).toContain(product.name[lang]);
      expect(text).toContain(scan);
      expect(text).toContain(`https://zefir.example${path}`);
      expect(text).toMatch(lang === 'pl' ? /\d,\d\d zł/ : /€\d/);
    },
  );

  it('prints what staff wrote as text, never as markup', async () => {
    await setProduct({ nameEn: '<b>Bike & "Son"</b> <img src=x>' });
    const { response, pdf } = await download(`/api/documents/products/${product.id}/card/en`);
    await setProduct({ nameEn: product.name.en });
    expect(response.status).toBe(200);
    expect(pdfText(pdf)).toContain('<b>Bike & "Son"</b> <img src=x>');
  });

  it('does not print a hidden, an unknown or a malformed product, nor an unknown language', async () => {
    await setProduct({ availability: 'hidden' });
    const hidden = await download(`/api/documents/products/${product.id}/card/pl`);
    await setProduct({ availability: 'available' });
    expect(hidden.response.status).toBe(404);
    expect((await download('/api/documents/products/99999999/card/pl')).response.status).toBe(404);
    expect((await download(`/api/documents/products/${product.id}/card/fr`)).response.status).toBe(404);
    expect((await download('/api/documents/products/abc/card/pl')).response.status).toBe(400);
  });
});
