import { CatalogueChanged, type ProductDetail } from '@shop/contracts';
import { recordEvent } from '@shop/service-kit/events';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import { changePrice } from '../db/prices';
import type * as schema from '../db/schema';
import { fixtureProduct, insertFixtures, variantIdsOf } from '../http/stock.test-support';
import { catalogService } from '../service';

// Another catalog replica changed a price: this one kept its rendered page until the catalogue-changed
// event arrived, then shows the new price on the next read (not after its cache's 60 s).

let catalog: TestService<typeof schema, CatalogContext>;

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  await insertFixtures(catalog.context.db, [fixtureProduct(9301)]);
});
afterAll(() => catalog?.stop());

const gross = async () => ((await catalog.call('GET', '/api/catalog/products/9301')).body as ProductDetail).price.gross;

describe('catalogue-changed', () => {
  it("drops this replica's rendered answers when another replica announces a change", async () => {
    expect(await gross()).toBe(499_900);
    const [variantId] = await variantIdsOf(catalog.context.db, 9301);
    // Written as another replica would: straight to the shared database, this replica's cache untouched.
    await catalog.context.transaction((tx) =>
      changePrice(tx, variantId!, 'PLN', { regularGross: 519_900, reducedGross: null, b2bNet: 300_000 }),
    );
    expect(await gross()).toBe(499_900);

    await catalog.context.transaction((tx) => recordEvent(tx, CatalogueChanged, { productIds: [9301] }));
    await catalog.eventsIdle();
    expect(await gross()).toBe(519_900);
  });
});
