import type {
  CustomerSearchHit,
  OrderSearchHit,
  PermissionName,
  ProductSearchHit,
  ReturnSearchHit,
} from '@shop/contracts';
import { adminApi } from './client';

// The global search's calls (packages/contracts/src/api/admin/search.ts): one per group, each to the service
// that owns it, each needing its area's `list` permission.

export interface SearchGroups {
  orders: OrderSearchHit[];
  customers: CustomerSearchHit[];
  products: ProductSearchHit[];
  returns: ReturnSearchHit[];
}
export type SearchGroup = keyof SearchGroups;

/** The groups in the order the box shows them, each with the permission its call needs. */
export const searchGroups: { group: SearchGroup; permission: PermissionName }[] = [
  { group: 'orders', permission: 'orders.list' },
  { group: 'customers', permission: 'customers.list' },
  { group: 'products', permission: 'products.list' },
  { group: 'returns', permission: 'returns.list' },
];

const ask: { [G in SearchGroup]: (q: string, signal: AbortSignal) => Promise<{ items: SearchGroups[G] }> } = {
  orders: (q, signal) => adminApi.get('/api/admin/search/orders', { query: { q } }, { signal }),
  customers: (q, signal) => adminApi.get('/api/admin/search/customers', { query: { q } }, { signal }),
  products: (q, signal) => adminApi.get('/api/admin/search/products', { query: { q } }, { signal }),
  returns: (q, signal) => adminApi.get('/api/admin/search/returns', { query: { q } }, { signal }),
};

/**
 * Asks the groups the staff member may search, in parallel. A group whose service fails or refuses is left
 * out (the others still answer); the search only fails when every group does.
 */
export async function searchEverything(
  q: string,
  groups: readonly SearchGroup[],
  signal: AbortSignal,
): Promise<Partial<SearchGroups>> {
  const answers = await Promise.allSettled(groups.map((group) => ask[group](q, signal)));
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  const found: Partial<Record<SearchGroup, unknown>> = {};
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') found[groups[i] as SearchGroup] = answer.value.items;
  });
  if (groups.length > 0 && Object.keys(found).length === 0) {
    throw (answers[0] as PromiseRejectedResult).reason;
  }
  return found as Partial<SearchGroups>;
}
