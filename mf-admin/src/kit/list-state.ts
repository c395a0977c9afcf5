import { DEFAULT_PAGE_SIZE, type ListQuery, listQueryParams, MAX_PAGE_SIZE } from '@shop/contracts/list-params';

// A list's state lives in the address, in the same words as the API's list query (DESIGN §4): `page`, `limit`,
// `sort`, `dir`, `filters[<field>]`. A shared or reloaded address shows the same page; back restores it.

export type ListFilters = Record<string, string>;
export type ListState = ListQuery<string, ListFilters>;

export interface ListDefaults {
  sort: string;
  dir: 'asc' | 'desc';
}

/**
 * The list state an address's query names; what is missing or malformed (a sort field the list does not
 * offer among `sorts`) takes its default.
 */
export function listStateOf(
  search: string,
  defaults: ListDefaults,
  filterNames: readonly string[],
  sorts: readonly string[] = [],
): ListState {
  const params = new URLSearchParams(search);
  const whole = (name: string, fallback: number, max: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  const filters: ListFilters = {};
  for (const name of filterNames) {
    const value = params.get(`filters[${name}]`);
    if (value) filters[name] = value;
  }
  const dir = params.get('dir');
  const sort = params.get('sort');
  return {
    page: whole('page', 1, Number.MAX_SAFE_INTEGER),
    limit: whole('limit', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: sort && (sort === defaults.sort || sorts.includes(sort)) ? sort : defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
    filters,
  };
}

/**
 * The query string of a list state (`?page=2&filters%5Bstate%5D=active`, or '' for all defaults). The sort and
 * direction are written whenever they differ from the API's defaults, so the server sorts as the screen shows.
 */
export function searchOf(state: ListState): string {
  const text = listQueryParams(state).toString();
  return text ? `?${text}` : '';
}
