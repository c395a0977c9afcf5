import type { AdminFeature, AdminOption } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import { fixtureProduct, insertFixtures } from '../http/stock.test-support';
import { catalogService } from '../service';
import type * as schema from './schema';
import { featureDefinitions, products } from './schema';
import { seedDefinitions } from './seed-definitions';

// The demo's definitions come from what its products carry, once: what staff delete stays deleted.

const staff = staffIdentity('marketing_manager');
let catalog: TestService<typeof schema, CatalogContext>;

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  await insertFixtures(catalog.context.db, [fixtureProduct(9501, { withOptions: true }), fixtureProduct(9502)]);
  const text = (pl: string, en: string) => ({ pl, en });
  await catalog.context.db.update(products).set({
    specs: [
      { group: text('Napęd', 'Drive'), name: text('Moc znamionowa', 'Rated power'), value: text('250 W', '250 W') },
      { group: text('Rama', 'Frame'), name: text('Materiał', 'Material'), value: text('aluminium', 'aluminium') },
    ],
  });
});
afterAll(() => catalog?.stop());

it('offers every spec line and option code of the products as definitions, values in order', async () => {
  await seedDefinitions(catalog.context.db);
  await seedDefinitions(catalog.context.db);
  const features = await catalog.call('GET', '/api/admin/features?sort=group&dir=asc', { identity: staff });
  expect(features.body.items.map((f: AdminFeature) => [f.group.pl, f.name.pl, f.productCount])).toEqual([
    ['Napęd', 'Moc znamionowa', 2],
    ['Rama', 'Materiał', 2],
  ]);
  const options = await catalog.call('GET', '/api/admin/options?sort=code&dir=asc', { identity: staff });
  const colour = (options.body.items as AdminOption[]).find((o) => o.code === 'color')!;
  expect(colour).toMatchObject({ kind: 'SELECT', display: 'colors', productCount: 1 });
  expect(colour.values.map((v) => [v.label.pl, v.color])).toEqual([
    ['czerwony', '#c0392b'],
    ['niebieski', '#2e86de'],
  ]);

  await catalog.context.db.delete(featureDefinitions).where(eq(featureDefinitions.namePl, 'Materiał'));
  await seedDefinitions(catalog.context.db);
  expect((await catalog.call('GET', '/api/admin/features', { identity: staff })).body.total).toBe(1);
});
