import { z } from 'zod';
import { OrderStatus, ReturnStatus } from '../../enums';
import { AUTOCOMPLETE_MIN_LENGTH } from '../../limits';
import { Money } from '../common';
import { adminRow } from './row';

// The back office's global search (`common_search.view` shows the box): customers, orders, products and
// returns by number, name or e-mail. Each owning service answers its own group with its area's `list`
// permission; the panel asks those the staff member may ask, in parallel, and groups the answers.

/** Each group names at most this many hits: the box is for jumping to one thing, lists are for browsing. */
export const ADMIN_SEARCH_HITS = 5;

/** `?q=`: what staff typed, from AUTOCOMPLETE_MIN_LENGTH characters (SPEC §5). */
export const AdminSearchQuery = z.strictObject({
  q: z.string().trim().min(AUTOCOMPLETE_MIN_LENGTH).max(100),
});
export type AdminSearchQuery = z.input<typeof AdminSearchQuery>;

const hits = <T extends z.ZodType>(hit: T) => z.object({ items: z.array(hit).max(ADMIN_SEARCH_HITS) });

export const OrderSearchHit = z.object({
  id: z.uuid(),
  number: z.string(),
  email: z.string(),
  /** The buyer as the billing address names them (person or company); '' when it names nobody. */
  buyer: z.string(),
  status: OrderStatus,
  total: Money,
  createdAt: z.iso.datetime(),
});
export type OrderSearchHit = z.infer<typeof OrderSearchHit>;

export const CustomerSearchHit = z.object({
  id: z.uuid(),
  email: z.string(),
  /** First and last name, or the company's name; '' when the account has neither yet. */
  name: z.string(),
  type: z.enum(['retail', 'b2b']),
  state: z.string(),
});
export type CustomerSearchHit = z.infer<typeof CustomerSearchHit>;

export const ProductSearchHit = z.object({
  id: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  category: z.string(),
  availability: z.string(),
});
export type ProductSearchHit = z.infer<typeof ProductSearchHit>;

export const ReturnSearchHit = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ReturnStatus,
  createdAt: z.iso.datetime(),
});
export type ReturnSearchHit = z.infer<typeof ReturnSearchHit>;

export const OrderSearchHits = hits(OrderSearchHit);
export const CustomerSearchHits = hits(CustomerSearchHit);
export const ProductSearchHits = hits(ProductSearchHit);
export const ReturnSearchHits = hits(ReturnSearchHit);

export const searchApi = {
  'GET /api/admin/search/orders': adminRow('orders', 'Search: orders by number, e-mail or buyer', 'orders.list', {
    query: AdminSearchQuery,
    answer: OrderSearchHits,
  }),
  'GET /api/admin/search/customers': adminRow('accounts', 'Search: customers by name or e-mail', 'customers.list', {
    query: AdminSearchQuery,
    answer: CustomerSearchHits,
  }),
  'GET /api/admin/search/products': adminRow('catalog', 'Search: products by name, SKU or id', 'products.list', {
    query: AdminSearchQuery,
    answer: ProductSearchHits,
  }),
  'GET /api/admin/search/returns': adminRow('rma', 'Search: returns by number', 'returns.list', {
    query: AdminSearchQuery,
    answer: ReturnSearchHits,
  }),
} as const;
