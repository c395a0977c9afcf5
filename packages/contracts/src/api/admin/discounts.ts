import { z } from 'zod';
import { PricedCurrency } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The discounts section (DESIGN §9 `discounts.*`): promo codes in `orders`, where the cart and checkout apply
// them, and individual discounts of a dealer or a customer group in `accounts`, beside the customers and
// groups they belong to (docs/decisions/discounts.md).

const MAX_INT = 2_147_483_647;
/** A whole number from `min` to `max` ('Enter a whole number' otherwise). */
export const wholeNumberFrom = (min: number, max = MAX_INT) =>
  z.number().int({ error: 'field.integer' }).min(min).max(max);
const catalogueId = wholeNumberFrom(1);
/** Catalogue ids (products or collections), each once, at most 100. */
export const catalogueIdList = z
  .array(catalogueId)
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'field.duplicate' });
/** An instant as ISO 8601 (the panel sends the start or the end of a Warsaw day). */
export const isoInstant = z.iso.datetime({ offset: true, error: 'field.date' });

// ---------------------------------------------------------------------------------------------------------
// Promo codes (orders)

export const PromoKind = z.enum(['percent', 'amount']);
export type PromoKind = z.infer<typeof PromoKind>;
/** Who may use a code. */
export const PromoAudience = z.enum(['any', 'retail', 'b2b']);
export type PromoAudience = z.infer<typeof PromoAudience>;
export const PromoState = z.enum(['active', 'inactive']);
export type PromoState = z.infer<typeof PromoState>;

/** Letters, digits, '-' and '_', 3 to 32 of them; kept in capitals, matched whatever the case. */
export const PromoCodeText = z
  .string()
  .trim()
  .min(1, 'field.required')
  .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: 'field.promo_code' })
  .transform((code) => code.toUpperCase());

export const AdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: PromoKind,
  /** Whole percent for 'percent'; minor units of `currency` for 'amount'. */
  value: z.number().int(),
  /** The currency of an amount code (it applies only to baskets in it); null for a percent code. */
  currency: PricedCurrency.nullable(),
  /** The least gross of the items, minor units, per storefront currency; null: no minimum. */
  minimumPln: z.number().int().nullable(),
  minimumEur: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Orders that may use the code in all; null: no limit. */
  usageLimit: z.number().int().nullable(),
  /** Orders one customer (account, or e-mail address of a guest) may use it in; null: no limit. */
  perCustomerLimit: z.number().int().nullable(),
  /** Orders placed with the code so far. */
  used: z.number().int(),
  audience: PromoAudience,
  /** Empty both: the whole basket. Otherwise only the lines of these products or collections count. */
  collections: z.array(z.number().int()),
  products: z.array(z.number().int()),
  state: PromoState,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

const promoFields = {
  code: PromoCodeText,
  kind: PromoKind,
  value: wholeNumberFrom(1),
  currency: PricedCurrency.nullable(),
  minimumPln: wholeNumberFrom(0).nullable(),
  minimumEur: wholeNumberFrom(0).nullable(),
  validFrom: isoInstant.nullable(),
  validTo: isoInstant.nullable(),
  usageLimit: wholeNumberFrom(1).nullable(),
  perCustomerLimit: wholeNumberFrom(1).nullable(),
  audience: PromoAudience,
  collections: catalogueIdList,
  products: catalogueIdList,
  state: PromoState,
};

type PromoShape = Partial<{
  kind: PromoKind;
  value: number;
  currency: PricedCurrency | null;
  validFrom: string | null;
  validTo: string | null;
}>;

/** Rules across fields, checked where all of them are known (a PATCH checks them again on the stored code). */
export function promoCodeIssues(promo: PromoShape): Array<{ path: string; message: string; params?: object }> {
  const issues: Array<{ path: string; message: string; params?: object }> = [];
  if (promo.kind === 'percent' && promo.value !== undefined && promo.value > 100)
    issues.push({ path: 'value', message: 'field.number_max', params: { max: 100 } });
  if (promo.kind === 'amount' && !promo.currency) issues.push({ path: 'currency', message: 'field.required' });
  if (promo.validFrom && promo.validTo && promo.validTo <= promo.validFrom)
    issues.push({ path: 'validTo', message: 'field.promo_dates' });
  return issues;
}

const withPromoRules = <T extends z.ZodType<PromoShape>>(schema: T) =>
  schema.superRefine((promo, ctx) => {
    for (const issue of promoCodeIssues(promo))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, params: issue.params });
  });

/** POST /api/admin/promo-codes. */
export const PromoCodeInput = withPromoRules(
  z.strictObject({
    ...promoFields,
    currency: promoFields.currency.default(null),
    minimumPln: promoFields.minimumPln.default(null),
    minimumEur: promoFields.minimumEur.default(null),
    validFrom: promoFields.validFrom.default(null),
    validTo: promoFields.validTo.default(null),
    usageLimit: promoFields.usageLimit.default(null),
    perCustomerLimit: promoFields.perCustomerLimit.default(null),
    audience: promoFields.audience.default('any'),
    collections: promoFields.collections.default([]),
    products: promoFields.products.default([]),
    state: promoFields.state.default('active'),
  }),
);
export type PromoCodeInput = z.input<typeof PromoCodeInput>;

/** PATCH /api/admin/promo-codes/:id: the fields to change and the version read (409 when saved meanwhile). */
export const PromoCodeChange = withPromoRules(
  z.strictObject({ ...z.object(promoFields).partial().shape, version: z.number().int().min(1) }),
);
export type PromoCodeChange = z.input<typeof PromoCodeChange>;

export const PromoCodeListQuery = listQuery({
  sort: ['createdAt', 'code', 'validTo', 'used'],
  filters: {
    state: PromoState.optional(),
    /** Part of the code. */
    q: z.string().trim().max(32).optional(),
  },
});
export type PromoCodeListQuery = z.output<typeof PromoCodeListQuery>;

// ---------------------------------------------------------------------------------------------------------
// Individual discounts (accounts)

/** Whose discount it is: one dealer's, or every member's of a customer group. */
export const DiscountTarget = z.enum(['dealer', 'group']);
export type DiscountTarget = z.infer<typeof DiscountTarget>;

export const IndividualDiscount = z.object({
  id: z.uuid(),
  target: DiscountTarget,
  targetId: z.uuid(),
  /** The dealer's company (or name), or the group's name. */
  targetName: z.string(),
  /** A catalogue collection the discount is limited to; null: every product. */
  collectionId: z.number().int().nullable(),
  /** Off the dealer's (or group's) prices, whole percent. */
  percent: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IndividualDiscount = z.infer<typeof IndividualDiscount>;

/** POST /api/admin/discounts: one discount per dealer or group and collection (409 for a second). */
export const IndividualDiscountInput = z.strictObject({
  target: DiscountTarget,
  targetId: z.uuid({ error: 'field.id_missing' }),
  collectionId: catalogueId.nullable().default(null),
  percent: wholeNumberFrom(1, 100),
});
export type IndividualDiscountInput = z.input<typeof IndividualDiscountInput>;

/** PATCH /api/admin/discounts/:id: the percent or the collection, at the version read. */
export const IndividualDiscountChange = z.strictObject({
  collectionId: catalogueId.nullable().optional(),
  percent: wholeNumberFrom(1, 100).optional(),
  version: z.number().int().min(1),
});
export type IndividualDiscountChange = z.input<typeof IndividualDiscountChange>;

export const IndividualDiscountListQuery = listQuery({
  sort: ['createdAt', 'percent'],
  filters: {
    target: DiscountTarget.optional(),
    /** The discounts of one dealer or group. */
    targetId: z.uuid().optional(),
    /** Part of the dealer's or group's name. */
    q: z.string().trim().max(100).optional(),
  },
});
export type IndividualDiscountListQuery = z.output<typeof IndividualDiscountListQuery>;

/** What a dealer gets (internal read for the dealer area): per collection, the better of their own and their group's. */
export const CustomerDiscounts = z.object({
  customerId: z.uuid(),
  discounts: z.array(
    z.object({
      collectionId: z.number().int().nullable(),
      percent: z.number().int(),
      source: DiscountTarget,
    }),
  ),
});
export type CustomerDiscounts = z.infer<typeof CustomerDiscounts>;

export const discountsApi = {
  'GET /api/admin/promo-codes': adminRow('orders', 'Promo codes', 'discounts.list', {
    query: PromoCodeListQuery,
    answer: listAnswer(AdminPromoCode),
  }),
  'POST /api/admin/promo-codes': adminRow(
    'orders',
    'Create a promo code (409 when the code exists)',
    'discounts.create',
    {
      body: PromoCodeInput,
      answer: AdminPromoCode,
    },
  ),
  'GET /api/admin/promo-codes/:id': adminRow('orders', 'One promo code', 'discounts.view', {
    params: AdminEntityParam,
    answer: AdminPromoCode,
  }),
  'PATCH /api/admin/promo-codes/:id': adminRow(
    'orders',
    'Change a promo code (409 when changed meanwhile)',
    'discounts.update',
    { params: AdminEntityParam, body: PromoCodeChange, answer: AdminPromoCode },
  ),
  'DELETE /api/admin/promo-codes/:id': adminRow(
    'orders',
    'Delete a promo code never used in an order (422 for a used one: switch it off instead)',
    'discounts.delete',
    { params: AdminEntityParam },
  ),
  'GET /api/admin/promo-codes/:id/history': historyRow('orders', 'a promo code', 'discounts.view'),

  'GET /api/admin/discounts': adminRow('accounts', 'Individual discounts of dealers and groups', 'discounts.list', {
    query: IndividualDiscountListQuery,
    answer: listAnswer(IndividualDiscount),
  }),
  'POST /api/admin/discounts': adminRow('accounts', 'Give a dealer or a group a discount', 'discounts.create', {
    body: IndividualDiscountInput,
    answer: IndividualDiscount,
  }),
  'GET /api/admin/discounts/:id': adminRow('accounts', 'One individual discount', 'discounts.view', {
    params: AdminEntityParam,
    answer: IndividualDiscount,
  }),
  'PATCH /api/admin/discounts/:id': adminRow(
    'accounts',
    'Change an individual discount (409 when changed meanwhile)',
    'discounts.update',
    { params: AdminEntityParam, body: IndividualDiscountChange, answer: IndividualDiscount },
  ),
  'DELETE /api/admin/discounts/:id': adminRow('accounts', 'Remove an individual discount', 'discounts.delete', {
    params: AdminEntityParam,
  }),
  'GET /api/admin/discounts/:id/history': historyRow('accounts', 'an individual discount', 'discounts.view'),
} as const;
