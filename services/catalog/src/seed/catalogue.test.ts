import { describe, expect, it } from 'vitest';
import { shopPrice } from '../db/seed-products';
import { demoCatalogue } from './catalogue';

describe('the demo catalogue', () => {
  const catalogue = demoCatalogue();

  it('has at least 200 products of every kind, the GPS tracker 1315 among them', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(200);
    const categories = new Set(catalogue.map((p) => p.category));
    for (const category of [
      'bike',
      'battery',
      'motor',
      'conversion_set',
      'charger',
      'display',
      'accessory',
      'connectivity',
    ]) {
      expect(categories, category).toContain(category);
    }
    expect(catalogue.find((p) => p.id === 1315)?.name.pl).toContain('lokalizator GPS');
    for (const collection of [61, 62, 90, 63, 64, 65, 70, 71, 72, 73]) {
      expect(
        catalogue.some((p) => p.collections.includes(collection)),
        String(collection),
      ).toBe(true);
    }
  });

  it('has unique ids and slugs, and a picture, names and a description in both languages for each', () => {
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.slug.pl)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.slug.en)).size).toBe(catalogue.length);
    for (const product of catalogue) {
      expect(product.media.length, product.name.pl).toBeGreaterThan(0);
      expect(product.name.pl && product.name.en && product.description.pl && product.description.en).toBeTruthy();
      expect(product.slug.pl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.variants.length).toBeGreaterThan(0);
    }
  });

  it('puts some products on sale, with history, in the deals collection', () => {
    const onSale = catalogue.filter((p) => p.priceEvents.some((e) => e.reduced !== undefined));
    expect(onSale.length).toBeGreaterThan(15);
    expect(onSale.every((p) => p.collections.includes(72))).toBe(true);
  });

  it('grows to any size a benchmark asks for, the same on every machine', () => {
    const large = demoCatalogue(650);
    expect(large).toHaveLength(650);
    expect(new Set(large.map((p) => p.id)).size).toBe(650);
    expect(JSON.stringify(demoCatalogue(650))).toBe(JSON.stringify(large));
  });

  it('prices as a shop does', () => {
    expect(shopPrice(5_099_15)).toBe(5_099_00);
    expect(shopPrice(4_994_00)).toBe(4_999_00);
    expect(shopPrice(12_40)).toBe(11_99);
  });
});
