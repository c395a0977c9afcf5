import { CartLinesAnswer, type Identity, type ProductDetail } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { amounts, type OptionSeed, t } from '../seed/product-seed';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// Options that do not make variants (issue 24), as the product page and the cart lines answer them: the
// bounds each display is checked by, and what a value adds to the price in the caller's currency.

const internal: Identity = { app: 'internal', role: 'GUEST' };
let catalog: TestService<typeof schema, CatalogContext>;

const extras: OptionSeed[] = [
  {
    code: 'fitting',
    name: t('Zamontuj przed wysyłką', 'Fit before shipping'),
    kind: 'SELECT_MULTIPLE',
    display: 'checkbox',
    required: false,
    variantAxis: false,
    max: 2,
    values: [{ label: t('Dzwonek', 'Bell'), priceDelta: amounts(29_00) }, { label: t('Nóżka', 'Kickstand') }],
  },
  {
    code: 'colours',
    name: t('Liczba kolorów', 'Colours'),
    kind: 'CUSTOM',
    display: 'number',
    required: true,
    variantAxis: false,
    min: 1,
    max: 4,
    values: [],
  },
  {
    code: 'needed-by',
    name: t('Potrzebne na dzień', 'Needed by'),
    kind: 'CUSTOM',
    display: 'date',
    required: false,
    variantAxis: false,
    futureOnly: true,
    values: [],
  },
];

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  const product = fixtureProduct(9201, { withOptions: true });
  await insertFixtures(catalog.context.db, [{ ...product, options: [...product.options, ...extras] }]);
});
afterAll(() => catalog?.stop());

async function page(headers: Record<string, string> = {}): Promise<ProductDetail> {
  const answer = await catalog.call('GET', '/api/catalog/products/9201', { headers });
  expect(answer.status).toBe(200);
  return answer.body as ProductDetail;
}

describe('options beside the variant', () => {
  it('are on the product page with their bounds and price deltas in the page currency', async () => {
    const pl = await page();
    const fitting = pl.options.find((o) => o.code === 'fitting')!;
    expect(fitting).toMatchObject({
      variantAxis: false,
      kind: 'SELECT_MULTIPLE',
      max: 2,
      name: 'Zamontuj przed wysyłką',
    });
    expect(fitting.values.map((v) => v.priceDelta)).toEqual([29_00, undefined]);
    expect(pl.options.find((o) => o.code === 'colours')).toMatchObject({ min: 1, max: 4, required: true });
    expect(pl.options.find((o) => o.code === 'needed-by')).toMatchObject({ futureOnly: true, display: 'date' });
    // A variant axis's delta is in its variants' prices, never on the value.
    expect(pl.options.find((o) => o.code === 'color')!.values.every((v) => v.priceDelta === undefined)).toBe(true);

    const en = await page({ 'x-language': 'en', 'x-currency': 'EUR' });
    const enFitting = en.options.find((o) => o.code === 'fitting')!;
    expect(enFitting.name).toBe('Fit before shipping');
    expect(enFitting.values[0]!.priceDelta).toBe(amounts(29_00).EUR);
  });

  it('come with every cart line as the rules orders checks a choice against', async () => {
    const answer = await catalog.call('POST', '/internal/catalog/cart-lines', {
      identity: internal,
      body: { currency: 'EUR', customerType: 'retail', lang: 'en', lines: [{ productId: 9201 }] },
    });
    expect(answer.status).toBe(200);
    const [line] = CartLinesAnswer.parse(answer.body).lines;
    if (!line?.found) throw new Error('line not found');
    expect(line.extras!.map((e) => e.code)).toEqual(['fitting', 'colours', 'needed-by']);
    expect(line.extras![0]).toMatchObject({
      name: 'Fit before shipping',
      kind: 'SELECT_MULTIPLE',
      max: 2,
      values: [
        { label: 'Bell', priceDelta: amounts(29_00).EUR },
        { label: 'Kickstand', priceDelta: 0 },
      ],
    });
    expect(line.extras![1]).toMatchObject({ min: 1, max: 4, required: true, display: 'number' });
    expect(line.extras![2]).toMatchObject({ futureOnly: true });
  });
});
