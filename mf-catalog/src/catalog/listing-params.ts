import type { ProductSort } from '@shop/contracts';
import { DEFAULT_PAGE_SIZE } from '@shop/contracts/list-params';

// How a collection or the search results are shown, read from and written to the address (SPEC §2,
// "Collection views"). The layout is also remembered, so the next collection opens the way the shopper
// left the last one.

/** Products on one page of a collection or search (SPEC §9). */
export const pageSize = DEFAULT_PAGE_SIZE;

export const layouts = ['small', 'large', 'list', 'detailed'] as const;
export type Layout = (typeof layouts)[number];

/** '' is the list's own order: newest first in a collection, best match first in a search. */
export const sortChoices = ['', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SortChoice = (typeof sortChoices)[number];

const layoutKey = 'mf-catalog:layout';

export function rememberedLayout(): Layout {
  try {
    const stored = window.localStorage.getItem(layoutKey);
    return layouts.includes(stored as Layout) ? (stored as Layout) : 'small';
  } catch {
    return 'small'; // storage blocked (private mode, cookies off): the default
  }
}

export function rememberLayout(layout: Layout): void {
  try {
    window.localStorage.setItem(layoutKey, layout);
  } catch {
    // Not remembered; the address still carries it.
  }
}

export interface ListingParams {
  layout: Layout;
  sort: SortChoice;
  page: number;
}

/** The listing's state from the query; anything unknown falls back to the default rather than failing. */
export function listingParamsOf(query: URLSearchParams): ListingParams {
  const layout = query.get('layout');
  const sort = query.get('sort') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    layout: layouts.includes(layout as Layout) ? (layout as Layout) : rememberedLayout(),
    sort: sortChoices.includes(sort as SortChoice) ? (sort as SortChoice) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The API's sort and direction for a choice (DESIGN §4: `sort`, `dir`). */
export function apiSortOf(choice: SortChoice): { sort?: ProductSort; dir?: 'asc' | 'desc' } {
  if (!choice) return {};
  const [sort, dir] = choice.split('-') as [ProductSort, 'asc' | 'desc'];
  return { sort, dir };
}

/** The number of pages of `total` products. */
export function pageCountOf(total: number, limit = pageSize): number {
  return Math.max(1, Math.ceil(total / limit));
}
