import type { ProductDetail } from '@shop/contracts';
import { ApiError } from '@shop/platform';
import { fetchProduct } from '../api/catalog';

export interface ProductAnswer {
  product: ProductDetail;
  /** The combination the address asked for when no variant has it ('Missing variant'). */
  missing?: { c: string; valueIds: number[] };
}

/**
 * The product with the combination `c`. A combination no variant has (or one that is malformed) still shows
 * the product, with its default variant, so the shopper can choose another combination.
 */
export async function loadProduct(id: string, c: string | undefined, signal: AbortSignal): Promise<ProductAnswer> {
  try {
    return { product: await fetchProduct(id, c, signal) };
  } catch (error) {
    const badCombination =
      c !== undefined && error instanceof ApiError && (error.code === 'missing_variant' || error.status === 400);
    if (!badCombination) throw error;
    const product = await fetchProduct(id, undefined, signal);
    return { product, missing: { c, valueIds: valueIdsOf(c) } };
  }
}

/** The product page's query: its key (the address's product, combination and language) and its load. */
export function productQuery(id: string, c: string | undefined, lang: string) {
  return { key: JSON.stringify(['product', id, c, lang]), load: (signal: AbortSignal) => loadProduct(id, c, signal) };
}

/** The `c` of a set of chosen values: ascending ids joined by '-' (as @shop/contracts' combinationOf). */
export function combinationOf(valueIds: readonly number[]): string {
  return [...valueIds].sort((a, b) => a - b).join('-');
}

/** The value ids of a combination; whatever is not a number is left out. */
export function valueIdsOf(c: string): number[] {
  return c
    .split('-')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}
