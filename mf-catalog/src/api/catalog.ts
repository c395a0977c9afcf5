import type { CollectionMenu, ProductDetail, ProductList, ProductListQuery, SearchSuggestions } from '@shop/contracts';
import { DEFAULT_PAGE_SIZE } from '@shop/contracts/list-params';
import type { StorefrontLanguage } from '@shop/i18n';
import { api } from '@shop/platform';

// The catalogue's calls to the gateway (SPEC §7), typed from the route table of @shop/contracts. Answers
// come in the page's language and currency, which the platform client sends with every call. Screens get
// data and actions from here and never hold a path.

/** What a product list asks for: a collection and/or a search text, a kind of product, an order, a page. */
export type ProductListRequest = Partial<
  Pick<
    ProductListQuery,
    'collection' | 'q' | 'category' | 'type' | 'motor' | 'protocol' | 'sort' | 'dir' | 'page' | 'limit'
  >
>;

export function fetchProducts(request: ProductListRequest, signal?: AbortSignal): Promise<ProductList> {
  const { limit = DEFAULT_PAGE_SIZE, ...query } = request;
  return api.get('/api/catalog/products', { query: { ...query, limit } }, { signal });
}

/** One product; `c` picks the option combination (absent: the default variant). */
export function fetchProduct(id: number | string, c: string | undefined, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get('/api/catalog/products/:id', { params: { id }, query: { c } }, { signal });
}

export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get('/api/catalog/search/suggest', { query: { q } }, { signal });
}

export function fetchCollectionMenu(signal?: AbortSignal): Promise<CollectionMenu> {
  return api.get('/api/catalog/collections/menu', {}, { signal });
}

/** The product catalogue as a PDF in the page's language, saved as a download. */
export async function downloadCatalogueDocument(lang: StorefrontLanguage): Promise<void> {
  // Fetched with the first click: the home page's first visit does not carry the download code.
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const file = await fetchDocument('/api/documents/catalog/:lang', { params: { lang } });
  saveFile(file, `catalogue-${lang}.pdf`);
}

/** A product's spec card as a PDF in the page's language, saved as a download. */
export async function downloadSpecCard(product: { id: number; slug: string }, lang: StorefrontLanguage): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const file = await fetchDocument('/api/documents/products/:id/card/:lang', { params: { id: product.id, lang } });
  saveFile(file, `${product.slug}-${lang}.pdf`);
}
