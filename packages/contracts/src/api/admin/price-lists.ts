import { z } from 'zod';
import { PricedCurrency } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { AdminPriceListDocumentParams } from '../documents';
import { CustomerDiscounts } from './discounts';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The price lists section (DESIGN §9 `price_lists.*`): saved price-list definitions in `accounts`, beside the
// customer groups they are made for. Documents prints one as a PDF for staff with
// `products.generate_price_list` (docs/decisions/documents.md, price lists).

/** Net prices (dealers) or gross prices (VAT included). */
export const PriceListPrices = z.enum(['net', 'gross']);
export type PriceListPrices = z.infer<typeof PriceListPrices>;

export const AdminPriceList = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The group whose prices and discounts it lists; null: every customer (the shop's own prices). */
  group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  currency: PricedCurrency,
  prices: PriceListPrices,
  /** Taken off every price on the list, whole percent (0: none). */
  discountPercent: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPriceList = z.infer<typeof AdminPriceList>;

const fields = {
  name: z.string().trim().min(1, 'field.required').max(100),
  groupId: z.uuid({ error: 'field.id_missing' }).nullable(),
  currency: PricedCurrency,
  prices: PriceListPrices,
  discountPercent: z.number().int({ error: 'field.integer' }).min(0).max(100),
};

/** POST /api/admin/price-lists: the name is unique (whatever the case). */
export const PriceListInput = z.strictObject({
  ...fields,
  groupId: fields.groupId.default(null),
  discountPercent: fields.discountPercent.default(0),
});
export type PriceListInput = z.input<typeof PriceListInput>;

/** PATCH /api/admin/price-lists/:id: the fields to change and the version read. */
export const PriceListChange = z.strictObject({
  ...z.object(fields).partial().shape,
  version: z.number().int().min(1),
});
export type PriceListChange = z.input<typeof PriceListChange>;

export const PriceListListQuery = listQuery({
  sort: ['createdAt', 'name'],
  filters: {
    /** The lists made for one group. */
    group: z.uuid().optional(),
    currency: PricedCurrency.optional(),
    q: z.string().trim().max(100).optional(),
  },
});
export type PriceListListQuery = z.output<typeof PriceListListQuery>;

/** `GET /internal/price-lists/:id` (accounts, asked by documents): a definition and its group's discounts. */
export const PriceListToPrint = z.object({
  priceList: AdminPriceList,
  /** The discounts of the list's group (none for a retail list), each on everything or on one collection. */
  groupDiscounts: CustomerDiscounts.shape.discounts,
});
export type PriceListToPrint = z.infer<typeof PriceListToPrint>;

export const priceListsApi = {
  'GET /api/admin/price-lists': adminRow('accounts', 'Saved price lists', 'price_lists.list', {
    query: PriceListListQuery,
    answer: listAnswer(AdminPriceList),
  }),
  'POST /api/admin/price-lists': adminRow(
    'accounts',
    'Save a price list (409 when the name exists)',
    'price_lists.create',
    {
      body: PriceListInput,
      answer: AdminPriceList,
    },
  ),
  'GET /api/admin/price-lists/:id': adminRow('accounts', 'One price list', 'price_lists.view', {
    params: AdminEntityParam,
    answer: AdminPriceList,
  }),
  'PATCH /api/admin/price-lists/:id': adminRow(
    'accounts',
    'Change a price list (409 when changed meanwhile)',
    'price_lists.update',
    { params: AdminEntityParam, body: PriceListChange, answer: AdminPriceList },
  ),
  'DELETE /api/admin/price-lists/:id': adminRow('accounts', 'Delete a price list', 'price_lists.delete', {
    params: AdminEntityParam,
  }),
  'GET /api/admin/price-lists/:id/history': historyRow('accounts', 'a price list', 'price_lists.view'),
  'GET /api/admin/price-lists/:id/document/:lang': adminRow(
    'documents',
    'A saved price list as a PDF (pl or en)',
    'products.generate_price_list',
    { params: AdminPriceListDocumentParams },
  ),
} as const;
