import type { ProductCategory } from '@shop/contracts';
import type { ProductSeed } from '../seed/product-seed';
import { searchDocument } from './fold';

/** Words a shopper may type for a category, in both languages. */
export const categoryWords: Record<ProductCategory, string> = {
  bike: 'rower elektryczny rowery elektryczne ebike e-bike electric bike bicycle',
  battery: 'akumulator akumulatory bateria battery batteries',
  motor: 'silnik silniki motor motors',
  conversion_set: 'zestaw do konwersji zestawy konwersyjne conversion kit set',
  charger: 'ładowarka ładowarki charger chargers',
  display: 'wyświetlacz wyświetlacze display displays',
  trunk: 'bagażnik rack trunk',
  controller: 'sterownik controller',
  connectivity: 'lokalizator gps tracker',
  accessory: 'akcesoria akcesorium accessory accessories',
  other: '',
};

export interface SearchableProduct {
  name: { pl: string; en: string };
  category: ProductCategory;
  tags: readonly string[];
  skus?: readonly string[];
  optionLabels?: ReadonlyArray<{ pl: string; en: string }>;
}

/** The folded text a product is found by: names, category words, tags, option values, SKUs. */
export function searchTextOf(product: SearchableProduct): string {
  return searchDocument([
    product.name.pl,
    product.name.en,
    categoryWords[product.category],
    ...product.tags,
    ...(product.optionLabels ?? []).flatMap((label) => [label.pl, label.en]),
    ...(product.skus ?? []),
  ]);
}

export function productSearchText(seed: ProductSeed): string {
  return searchTextOf({
    name: seed.name,
    category: seed.category,
    tags: seed.tags,
    skus: [`ZF-${seed.id}`],
    optionLabels: seed.options
      .filter((option) => option.variantAxis)
      .flatMap((option) => option.values.map((v) => v.label)),
  });
}
