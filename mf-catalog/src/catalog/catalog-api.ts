import type { CollectionMenu, ProductDetail, ProductList, ProductSort, SearchSuggestions } from '@shop/contracts';
import { api } from '@shop/platform';
import { pageSize } from './limits';

// The catalogue's calls (SPEC §7). Answers come in the page's language and currency, which the platform
// client sends with every call; types only from @shop/contracts, so no zod reaches the browser.

export interface ProductListRequest {
  collection?: number;
  q?: string;
  sort?: ProductSort;
  dir?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export function fetchProducts(request: ProductListRequest, signal?: AbortSignal): Promise<ProductList> {
  const { limit = pageSize, ...query } = request;
  return api.get<ProductList>('/api/catalog/products', { query: { ...query, limit }, signal });
}

/** One product; `c` picks the option combination (absent: the default variant). */
export function fetchProduct(id: number | string, c: string | undefined, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/catalog/products/${encodeURIComponent(String(id))}`, { query: { c }, signal });
}

export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get<SearchSuggestions>('/api/catalog/search/suggest', { query: { q }, signal });
}

export function fetchCollectionMenu(signal?: AbortSignal): Promise<CollectionMenu> {
  return api.get<CollectionMenu>('/api/catalog/collections/menu', { signal });
}
