import { z } from 'zod';
import { Region } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { EmailAddress } from '../account';
import { OpeningHours, Shop, ShopTag } from '../cms';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The shops section (SPEC §6 shops.list/create/update/delete): the store locator's entries in cms. Staff set
// a shop's own tags; 'premium' follows from service + test (SPEC §3) and is never accepted as input.

const text = (max: number) => z.string().trim().min(1).max(max);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'field.invalid' });

/** The tags staff choose: every shop tag but the computed 'premium'. */
export const SettableShopTag = ShopTag.exclude(['premium']);
export type SettableShopTag = z.infer<typeof SettableShopTag>;

/** One opening day: an ISO weekday (1 = Monday) with its hours, opening before closing. */
export const OpeningDay = z
  .strictObject({ day: z.number().int().min(1).max(7), opens: clock, closes: clock })
  .superRefine((hours, ctx) => {
    if (hours.opens >= hours.closes)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'field.number_min', params: { min: hours.opens } });
  });

const fields = {
  name: text(200),
  street: text(200),
  zip: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{3}$/, { error: 'field.zip_code' }),
  city: text(100),
  region: Region.exclude(['other']),
  /** Where the pin stands on the map (WGS 84). */
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  phones: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'field.phone' }),
    )
    .max(5),
  website: z
    .url({ protocol: /^https?$/, error: 'field.url' })
    .max(300)
    .nullable(),
  email: EmailAddress.nullable(),
  tags: z
    .array(SettableShopTag)
    .max(5)
    .refine((tags) => new Set(tags).size === tags.length, { error: 'field.duplicate' }),
  /** Catalogue collection ids the shop carries (what the product page's find-a-dealer asks for). */
  collections: z.array(z.number().int().min(1).max(2_147_483_647)).max(100),
  /** The dealer whose shop this is (accounts' customer id): it sees the entry and asks for changes. */
  dealerId: z.string().trim().min(1).max(64).nullable(),
  /** A day the shop is closed is absent; each day at most once. */
  openingHours: z
    .array(OpeningDay)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, { error: 'field.duplicate' }),
};

/** POST /api/admin/shops: a new store locator entry. */
export const ShopInput = z.strictObject({
  ...fields,
  phones: fields.phones.default([]),
  website: fields.website.default(null),
  email: fields.email.default(null),
  collections: fields.collections.default([]),
  dealerId: fields.dealerId.optional(),
});
export type ShopInput = z.input<typeof ShopInput>;

/** PATCH /api/admin/shops/:id: the fields to change and the version read (409 when saved meanwhile). */
export const ShopChange = z.strictObject({
  ...z.object(fields).partial().shape,
  version: z.number().int().min(1),
});
export type ShopChange = z.input<typeof ShopChange>;

/** A shop as the locator shows it (tags with the computed 'premium'), plus what staff edit by. */
export const AdminShop = Shop.extend({
  version: z.number().int(),
  updatedAt: z.string(),
  dealerId: z.string().nullable(),
});
export type AdminShop = z.infer<typeof AdminShop>;

export const AdminShopsQuery = listQuery({
  sort: ['name', 'city', 'updatedAt'],
  filters: {
    tag: ShopTag.optional(),
    region: Region.optional(),
    /** Part of the name, city, street or zip code; Polish letters folded. */
    q: z.string().trim().max(100).optional(),
  },
});
export type AdminShopsQuery = z.output<typeof AdminShopsQuery>;

// A dealer's own shop (dealer-area.md): what it may ask staff to change, and the request as staff decide it.

/** What a dealer may ask to change on its shop: opening hours, phones, website (at least one of them). */
export const ShopChangeRequestFields = ShopChange.pick({ openingHours: true, phones: true, website: true }).refine(
  (change) => Object.keys(change).length > 0,
  { error: 'field.required' },
);
export type ShopChangeRequestFields = z.output<typeof ShopChangeRequestFields>;

/** A request as it stands. */
export const ShopChangeRequest = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  changes: z.object({
    openingHours: z.array(OpeningHours).optional(),
    phones: z.array(z.string()).optional(),
    website: z.string().nullable().optional(),
  }),
  state: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export type ShopChangeRequest = z.infer<typeof ShopChangeRequest>;

/** A pending request as staff decide it: the shop's name and the current values beside the asked ones. */
export const AdminShopChangeRequest = ShopChangeRequest.extend({
  shopName: z.string(),
  dealerId: z.string(),
  current: z.object({
    openingHours: z.array(OpeningHours),
    phones: z.array(z.string()),
    website: z.string().nullable(),
  }),
});
export type AdminShopChangeRequest = z.infer<typeof AdminShopChangeRequest>;

export const shopsApi = {
  'GET /api/admin/shops': adminRow('cms', 'Store locator entries', 'shops.list', {
    query: AdminShopsQuery,
    answer: listAnswer(AdminShop),
  }),
  'POST /api/admin/shops': adminRow('cms', 'Add a shop to the store locator', 'shops.create', {
    body: ShopInput,
    answer: AdminShop,
  }),
  'GET /api/admin/shops/:id': adminRow('cms', 'One store locator entry', 'shops.list', {
    params: AdminEntityParam,
    answer: AdminShop,
  }),
  'PATCH /api/admin/shops/:id': adminRow('cms', 'Change a shop (409 when changed meanwhile)', 'shops.update', {
    params: AdminEntityParam,
    body: ShopChange,
    answer: AdminShop,
  }),
  'DELETE /api/admin/shops/:id': adminRow('cms', 'Remove a shop from the store locator', 'shops.delete', {
    params: AdminEntityParam,
  }),
  'GET /api/admin/shops/:id/history': historyRow('cms', 'a shop', 'shops.list'),
  'GET /api/admin/shop-change-requests': adminRow('cms', "Dealers' pending shop changes", 'shops.list', {
    answer: z.object({ items: z.array(AdminShopChangeRequest) }),
  }),
  'POST /api/admin/shop-change-requests/:id/approve': adminRow(
    'cms',
    "Approve a dealer's shop change (applied to the shop)",
    'shops.update',
    { params: AdminEntityParam, answer: ShopChangeRequest },
  ),
  'POST /api/admin/shop-change-requests/:id/reject': adminRow('cms', "Reject a dealer's shop change", 'shops.update', {
    params: AdminEntityParam,
    answer: ShopChangeRequest,
  }),
} as const;
