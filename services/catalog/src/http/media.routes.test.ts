import type { ProductDetail } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { seedCollections } from '../db/seed';
import { insertProducts } from '../db/seed-products';
import { demoCatalogue } from '../seed/catalogue';
import { catalogService } from '../service';

let catalog: TestService<typeof schema>;
let gps: ProductDetail;

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  await seedCollections(catalog.context.db);
  await insertProducts(
    catalog.context.db,
    demoCatalogue().filter((p) => [1315, 1022].includes(p.id)),
  );
  gps = (await catalog.call('GET', '/api/catalog/products/1315')).body;
});
afterAll(() => catalog?.stop());

const fetchBytes = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await catalog.call('GET', path, { headers });
  return answer;
};

describe('GET /media/catalog/…', () => {
  it('serves every width as WebP of that width, cached for good', async () => {
    for (const { width, url } of gps.gallery[0]!.widths) {
      const response = await fetch(`${catalog.url}${url}`, {
        headers: { 'x-shop-identity': await identityToken() },
      });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 3) / 4));
    }
  });

  it('serves the drawing itself as SVG, answering 304 to a revalidation', async () => {
    const answer = await fetchBytes(gps.gallery[0]!.original);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(String(answer.body)).toContain('<svg');
    expect(String(answer.body)).toContain('GUARD');
    const again = await fetchBytes(gps.gallery[0]!.original, {
      'if-none-match': answer.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('draws the bike in each colour differently', async () => {
    const bike = (await catalog.call('GET', '/api/catalog/products/1022')).body as ProductDetail;
    const colours = bike.options.find((o) => o.code === 'colour')!.values;
    const pictures = new Set<string>();
    for (const colour of colours) {
      const variant = bike.variants.find((v) => v.valueIds.includes(colour.id))!;
      const detail = (await catalog.call('GET', `/api/catalog/products/1022?c=${variant.c}`)).body as ProductDetail;
      const svg = (await fetchBytes(detail.gallery[0]!.original)).body as string;
      expect(svg).toContain(colour.color!);
      pictures.add(detail.gallery[0]!.src);
    }
    expect(pictures.size).toBe(colours.length);
  });

  it('answers 404 for a width it does not make, a wrong hash or an unknown picture', async () => {
    const src = gps.gallery[0]!.src;
    const key = src.split('/')[3]!;
    for (const path of [
      src.replace('640.webp', '500.webp'),
      src.replace('640.webp', '640.png'),
      src.replace(key, `${key.split('-')[0]}-0000000000`),
      '/media/catalog/999999-0123456789/640.webp',
      '/media/catalog/category-spaceship/640.webp',
      '/media/catalog/..%2F..%2Fetc/640.webp',
    ]) {
      const answer = await fetchBytes(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
  });

  it('draws a stand-in for a category', async () => {
    const answer = await fetchBytes('/media/catalog/category-battery/original.svg');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('Wh');
  });
});

async function identityToken(): Promise<string> {
  const { createIdentitySigner } = await import('@shop/service-kit');
  const { testIdentityKeys } = await import('@shop/service-kit/testing');
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  return signer.sign({ app: 'storefront', role: 'GUEST' });
}
