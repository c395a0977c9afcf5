// The client side of list queries, without zod, so the browser's first page stays small.

import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, DEFAULT_SORT_DIR } from './limits';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

export interface ListQuery<Sort extends string = string, Filters = Record<string, string>> {
  page: number;
  limit: number;
  sort: Sort;
  dir: 'asc' | 'desc';
  filters: Filters;
}

/** Leaves out empty and default parameters, as SPEC §7 asks of the client; filters become filters[x]. */
export function listQueryParams(query: Partial<ListQuery<string, Record<string, unknown>>>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.limit && query.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.dir && query.dir !== DEFAULT_SORT_DIR) params.set('dir', query.dir);
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(`filters[${field}]`, String(value));
  }
  return params;
}
