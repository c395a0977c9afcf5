import { AdminProductRow, listAnswer } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// The products list of the back office: every product (hidden ones too), filtered, sorted and paged.

const reader = staffIdentity('sales_manager');
let catalog: TestService<typeof schema, CatalogContext>;
const Answer = listAnswer(AdminProductRow);

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9401, { name: 'Rower Żuraw', variants: [{ values: [], stock: 4, availability: 'available' }] }),
    fixtureProduct(9402, { name: 'Rower Sęp', availability: 'hidden' }),
    fixtureProduct(9403, {
      name: 'Rower Czapla',
      withOptions: true,
      variants: [
        { values: [0, 0], stock: 2, availability: 'available' },
        { values: [1, 1], stock: 3, availability: 'preorder' },
      ],
    }),
  ]);
});
afterAll(() => catalog?.stop());

const list = async (query: string, identity = reader) => {
  const answer = await catalog.call('GET', `/api/admin/products${query}`, { identity });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Answer.parse(answer.body);
};

describe('GET /api/admin/products', () => {
  it('lists every product, hidden ones too, with variants, stock over all variants and the price', async () => {
    const { items, total } = await list('?sort=id&dir=asc');
    expect(total).toBe(3);
    expect(items.map((p) => [p.id, p.availability, p.variantCount, p.stock])).toEqual([
      [9401, 'available', 1, 4],
      [9402, 'hidden', 1, 10],
      [9403, 'available', 2, 5],
    ]);
    expect(items[0]).toMatchObject({ name: { pl: 'Rower Żuraw', en: 'Test bike 9401' }, priceGross: 499_900 });
  });

  it('finds by a part of the name without Polish letters, by availability, collection and category, and pages', async () => {
    expect((await list('?filters[q]=zuraw')).items.map((p) => p.id)).toEqual([9401]);
    expect((await list('?filters[availability]=hidden')).items.map((p) => p.id)).toEqual([9402]);
    expect((await list('?filters[collection]=59&filters[category]=bike')).total).toBe(3);
    expect((await list('?filters[collection]=60')).total).toBe(0);
    const second = await list('?sort=name&dir=asc&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((p) => p.id)).toEqual([9401]);
    expect(await list('?page=9')).toMatchObject({ items: [], total: 3 });
  });

  it('refuses unknown filters and sorts naming them, and staff without the permission', async () => {
    const bad = await catalog.call('GET', '/api/admin/products?sort=colour&filters[shape]=round&limit=0', {
      identity: reader,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['filters.shape', 'limit', 'sort']);
    const assembler = await catalog.call('GET', '/api/admin/products', { identity: staffIdentity('factory_employee') });
    expect(assembler.status).toBe(403);
  });
});
