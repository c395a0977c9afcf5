import { shopApi } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { products } from '../db/schema';
import { catalogService } from '../service';

// The products group of the global search over the demo catalogue, through the storefront search's folding.

let catalog: TestService<typeof schema>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { seed: true });
}, 120_000);
afterAll(() => catalog?.stop());

const search = (q: string, adminType: Parameters<typeof staffIdentity>[0] = 'marketing_employee') =>
  catalog.call('GET', `/api/admin/search/products?q=${encodeURIComponent(q)}`, { identity: staffIdentity(adminType) });
type Hit = { id: number; name: { pl: string; en: string }; availability: string };

describe('GET /api/admin/search/products', () => {
  it("finds 'Nóżka' for 'nozka', in both languages' names, as the contract says", async () => {
    const { status, body } = await search('nozka');
    expect(status).toBe(200);
    const hits = shopApi['GET /api/admin/search/products'].answer.parse(body).items;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    const kickstand = hits.find((hit) => hit.name.pl.startsWith('Nóżka'));
    expect(kickstand?.name.en).toMatch(/^Kickstand/);
    const english = (await search('kickstand')).body.items as Hit[];
    expect(english.map((hit) => hit.id)).toContain(kickstand?.id);
  });

  it('finds a product by its number, alone or as ZF-<number>, that one first', async () => {
    const [some] = await catalog.context.db.select({ id: products.id }).from(products).limit(1);
    const id = some!.id;
    expect(((await search(String(id))).body.items as Hit[])[0]?.id).toBe(id);
    expect(((await search(`ZF-${id}`)).body.items as Hit[])[0]?.id).toBe(id);
  });

  it('finds a hidden product too: staff look after those', async () => {
    const [fenders] = await catalog.context.db
      .select({ id: products.id })
      .from(products)
      .where(like(products.namePl, 'Błotniki%'))
      .limit(1);
    await catalog.context.db.update(products).set({ availability: 'hidden' }).where(eq(products.id, fenders!.id));
    const hits = (await search(`ZF-${fenders!.id}`)).body.items as Hit[];
    expect(hits.find((hit) => hit.id === fenders!.id)?.availability).toBe('hidden');
  });

  it('answers nothing for punctuation alone, and refuses staff without products.list', async () => {
    expect(await search('--')).toMatchObject({ status: 200, body: { items: [] } });
    expect((await search('nozka', 'sales_employee')).status).toBe(403);
  });
});
