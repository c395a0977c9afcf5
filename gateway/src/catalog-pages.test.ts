import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogService } from '@shop/catalog';
import { cmsService } from '@shop/cms';
import { createIdentitySigner } from '@shop/service-kit';
import { startTestService, type TestService, testIdentityKeys } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// Product and collection pages, the sitemap, robots.txt and pictures, through the gateway with the real
// catalog service behind it, and the real cms for the blog's addresses (the other services are fakes).

let fakes: FakeServices;
// biome-ignore lint/suspicious/noExplicitAny: the catalog's schema type is its own business
let catalog: TestService<any>;
// biome-ignore lint/suspicious/noExplicitAny: the cms's schema type is its own business
let cms: TestService<any>;
let gateway: TestGateway;
let dir: string;
const publicUrl = 'https://zefir.example';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-catalog-'));
  await mkdir(join(dir, 'shell'), { recursive: true });
  await writeFile(
    join(dir, 'shell', 'index.html'),
    '<!doctype html><html lang="pl"><head><title>Zefir</title></head><body><main id="main"></main>',
  );
  fakes = await startFakeServices();
  catalog = await startTestService(catalogService, { seed: true });
  cms = await startTestService(cmsService, { seed: true });
  gateway = await startTestGateway(fakes, {
    services: { ...fakes.urls, catalog: catalog.url, cms: cms.url },
    signer: await createIdentitySigner((await testIdentityKeys()).privateKey),
    staticDir: dir,
    publicUrl,
  });
});
afterAll(async () => {
  await gateway?.stop();
  await catalog?.stop();
  await cms?.stop();
  await fakes?.stop();
  await rm(dir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(`${gateway.url}${path}`);
  return { status: response.status, html: await response.text() };
};

function jsonLdOf(html: string) {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(script, 'JSON-LD in the head').not.toBeNull();
  return JSON.parse(script![1]!);
}

describe('product pages', () => {
  it('carry the product title, description and schema.org Product before any script', async () => {
    const { status, html } = await page('/pl/produkt/1315/cokolwiek');
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Zefir Guard – lokalizator GPS do roweru elektrycznego | Zefir – rowery elektryczne</title>',
    );
    expect(html).toMatch(/<meta name="description" content="Historia tras, alarm/);
    // The canonical address has the product's own slug, whatever slug was asked for.
    expect(html).toContain(
      `<link rel="canonical" href="${publicUrl}/pl/produkt/1315/zefir-guard-lokalizator-gps-do-roweru-elektrycznego">`,
    );
    expect(html).toContain(`hreflang="en" href="${publicUrl}/en/product/1315/zefir-guard-gps-e-bike-tracker"`);
    const product = jsonLdOf(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'ZF-1315',
      brand: { name: 'Zefir' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(product.image[0]).toMatch(new RegExp(`^${publicUrl}/media/catalog/.+/1280\\.webp$`));
  });

  it('give the English page its euro price', async () => {
    const { html } = await page('/en/product/1315/zefir-guard-gps-e-bike-tracker');
    expect(html).toContain('<title>Zefir Guard – GPS e-bike tracker | Zefir electric bikes</title>');
    expect(jsonLdOf(html).offers.priceCurrency).toBe('EUR');
  });

  it('answer 404 for a product that does not exist', async () => {
    expect((await page('/pl/produkt/999999/nie-ma')).status).toBe(404);
    expect((await page('/pl/produkt/abc/nie-ma')).status).toBe(404);
  });

  it('give a collection page its name and canonical slug', async () => {
    const { status, html } = await page('/en/collection/90/whatever');
    expect(status).toBe(200);
    expect(html).toContain('<title>MTB | Zefir electric bikes</title>');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/en/collection/90/mtb-electric-bikes">`);
    expect(html).toContain(`hreflang="pl" href="${publicUrl}/pl/kategoria/90/gorskie-rowery-elektryczne-mtb"`);
    expect((await page('/pl/kategoria/4242/nie-ma')).status).toBe(404);
  });
});

describe('/sitemap.xml', () => {
  it('lists the home page, content pages, collections and products in both languages', async () => {
    const response = await fetch(`${gateway.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    for (const path of [
      '/pl/',
      '/en/',
      '/pl/kontakt',
      '/en/ebike-insurance',
      '/pl/kategoria/59/rowery-elektryczne',
      '/en/collection/90/mtb-electric-bikes',
      '/pl/produkt/1315/zefir-guard-lokalizator-gps-do-roweru-elektrycznego',
      // Issue 25's content pages.
      '/pl/informacje/technologia',
      '/en/info/documents',
      '/pl/serwis',
      '/en/b2b-orders',
      '/pl/reklamacje-b2b',
    ]) {
      expect(xml, path).toContain(`<loc>${publicUrl}${path}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${publicUrl}/en/service"/>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${publicUrl}/en/product/1315/zefir-guard-gps-e-bike-tracker"/>`,
    );
    // Polish-only pages have no English counterpart; private pages are not listed at all.
    expect(xml).toContain('/pl/moj-rower-elektryczny/');
    expect(xml).not.toContain('/en/my-electric-bike/');
    for (const hidden of ['/pl/koszyk', '/en/account', '/pl/kasa', '/en/preorders', '/pl/kontakt-b2b']) {
      expect(xml, hidden).not.toContain(`${publicUrl}${hidden}<`);
    }
    expect((xml.match(/\/produkt\//g) ?? []).length).toBeGreaterThanOrEqual(200);
    // The blog's published posts, each language with its own slug.
    expect(xml).toContain(`<loc>${publicUrl}/pl/blog/1/nowe-modele-mtb-sezon-2026</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${publicUrl}/en/blog/1/new-mtb-models-season-2026"/>`,
    );
  });
});

describe('without PUBLIC_URL', () => {
  it('builds the sitemap from the Host asked for, but lets no shared cache keep it', async () => {
    const hostOnly = await startTestGateway(fakes, {
      services: { ...fakes.urls, catalog: catalog.url },
      signer: await createIdentitySigner((await testIdentityKeys()).privateKey),
      staticDir: dir,
    });
    try {
      const response = await fetch(`${hostOnly.url}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<loc>${hostOnly.url}/pl/</loc>`);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/\bHost\b/);
    } finally {
      await hostOnly.stop();
    }
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of account, cart, checkout, dealer and admin pages and names the sitemap', async () => {
    const response = await fetch(`${gateway.url}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    for (const path of ['/api/', '/pl/konto', '/en/account', '/pl/koszyk', '/en/cart', '/pl/kasa', '/en/checkout']) {
      expect(robots, path).toContain(`Disallow: ${path}\n`);
    }
    for (const path of ['/pl/preordery', '/en/b2b-contact', '/pl/admin', '/en/admin']) {
      expect(robots, path).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/pl\/produkt|Disallow: \/pl\/$/m);
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('catalogue answers through the gateway', () => {
  it('come compressed to a browser that accepts it, with their ETag and caching', async () => {
    const response = await gateway.call('/api/catalog/products?collection=59&limit=50&sort=price', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect((await response.json()).items).toHaveLength(50);
    const again = await gateway.call('/api/catalog/products?collection=59&limit=50&sort=price', {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});

describe('/media/catalog/…', () => {
  it('serves product pictures through the gateway with long-lived caching', async () => {
    const product = await (await gateway.call('/api/catalog/products/1315')).json();
    const url = product.gallery[0].widths[0].url as string;
    const response = await fetch(`${gateway.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const again = await fetch(`${gateway.url}${url}`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const missing = await fetch(`${gateway.url}/media/catalog/1-0000000000/640.webp`);
    expect(missing.status).toBe(404);
  });
});
