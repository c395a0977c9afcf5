import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogService } from '@shop/catalog';
import { IDENTITY_HEADER } from '@shop/contracts';
import { createIdentitySigner, createLogger } from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { guest, startTestService, type TestService, testIdentityKeys } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../../catalog/src/db/schema';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';

// The documents page's papers (issue 25) against the real catalog service (seeded demo catalogue).

const log = createLogger('documents-test', 'silent');
const bus = createLocalBus({ log });
let dataDir: string;
// biome-ignore lint/suspicious/noExplicitAny: two services of different schemas
let catalog: TestService<any, any>;
let documents: TestService<typeof schema, DocumentsContext>;

/** Fetches a download as bytes, as the gateway asks for a guest of the storefront. */
async function download(path: string) {
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  const response = await fetch(`${documents.url}${path}`, { headers: { [IDENTITY_HEADER]: await signer.sign(guest) } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, pdf: bytes, text: () => pdfText(bytes).replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-papers-'));
  catalog = await startTestService(catalogService, { seed: true, bus });
  documents = await startTestService(documentsService, {
    bus,
    env: { DATA_DIR: dataDir, CHROMIUM_PATH: chromiumPath, CATALOG_URL: catalog.url },
  });
}, 120_000);

afterAll(async () => {
  await documents?.stop();
  await catalog?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describeWithChromium('GET /api/documents/papers/:paper/:lang', () => {
  it.each([
    ['warranty-terms', 'pl', 'Warunki gwarancji', 'gwarancji na 2 lata'],
    ['warranty-terms', 'en', 'Warranty terms', 'a 2-year warranty'],
    ['user-manual', 'pl', 'Instrukcja obsługi', 'wyłącza się powyżej 25 km/h'],
    ['user-manual', 'en', 'User manual', 'switches off above 25 km/h'],
  ] as const)('prints the %s in %s with the shop’s limits', async (paper, lang, title, fact) => {
    const { response, text } = await download(`/api/documents/papers/${paper}/${lang}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('.pdf');
    expect(text()).toContain(title);
    expect(text()).toContain(fact);
    expect(text()).toContain('Zefir Sp. z o.o.');
  });

  it('names the maker as staff keep the company in the shop settings', async () => {
    const pl = await download('/api/documents/papers/warranty-terms/pl');
    expect(pl.text()).toContain(
      'Gwarantem jest Zefir Sp. z o.o., ul. Fabryczna 14, 55-040 Kobierzyce, NIP 5250000009.',
    );
    const defaults = documents.context.shopSettings;
    const company = { name: 'Zefir Rowery S.A.', street: 'ul. Nowa 3', zipCode: '50-001', city: 'Wrocław' };
    // What the shop-settings-changed event gives the context once staff save the general settings.
    documents.context.shopSettings = () => ({ ...defaults(), company: { ...defaults().company, ...company } });
    try {
      const { text } = await download('/api/documents/papers/warranty-terms/en');
      expect(text()).toContain('The guarantor is Zefir Rowery S.A., ul. Nowa 3, 50-001 Wrocław, Poland');
      expect(text()).not.toContain('Kobierzyce');
    } finally {
      documents.context.shopSettings = defaults;
    }
  });

  it('answers an unknown paper or language as a document that does not exist', async () => {
    for (const path of ['/api/documents/papers/recipes/pl', '/api/documents/papers/user-manual/de']) {
      const { response, pdf } = await download(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(Buffer.from(pdf).toString()).error.code).toBe('not_found');
    }
  });
});

describeWithChromium('GET /api/documents/products/:id/declaration/:lang', () => {
  it.each([
    ['pl', 'Deklaracja zgodności WE', '2006/42/WE', 'Moc znamionowa'],
    ['en', 'EC declaration of conformity', '2006/42/EC', 'Rated power'],
  ] as const)(
    'prints a bike’s declaration in %s with its model, code and specification',
    async (lang, title, law, spec) => {
      const bike = await catalog.call('GET', '/api/catalog/products/1003', { headers: { 'x-language': lang } });
      const { response, text } = await download(`/api/documents/products/1003/declaration/${lang}`);
      expect(response.status).toBe(200);
      expect(text()).toContain(title);
      expect(text()).toContain(law);
      expect(text()).toContain(bike.body.name);
      expect(text()).toContain(bike.body.sku);
      expect(text()).toContain(spec);
      expect(text()).toContain('Zefir Sp. z o.o. ul. Fabryczna 14, 55-040 Kobierzyce NIP 5250000009');
    },
  );

  it('prints the bike’s name as text, never as markup', async () => {
    await catalog.context.db.update(products).set({ nameEn: '<i>Bike</i> & "Co"' }).where(eq(products.id, 1003));
    try {
      const { response, text } = await download('/api/documents/products/1003/declaration/en');
      expect(response.status).toBe(200);
      expect(text()).toContain('<i>Bike</i> & "Co"');
    } finally {
      await catalog.context.db
        .update(products)
        .set({ nameEn: 'Zefir Miejski C3 Comfort' })
        .where(eq(products.id, 1003));
    }
  });

  it('has none for a product that is not a bike, a speed pedelec, an unknown or a hidden one', async () => {
    const speed = await catalog.call('GET', '/api/catalog/products/1051');
    expect(speed.body.tags).toContain('s-pedelec');
    for (const id of [1315, 1051, 99_999_999]) {
      expect((await download(`/api/documents/products/${id}/declaration/pl`)).response.status, String(id)).toBe(404);
    }
    await catalog.context.db.update(products).set({ availability: 'hidden' }).where(eq(products.id, 1003));
    try {
      expect((await download('/api/documents/products/1003/declaration/pl')).response.status).toBe(404);
    } finally {
      await catalog.context.db.update(products).set({ availability: 'available' }).where(eq(products.id, 1003));
    }
    expect((await download('/api/documents/products/abc/declaration/pl')).response.status).toBe(400);
  });
});
