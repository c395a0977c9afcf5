import { z } from 'zod';
import { PricedCurrency, ProductCategory } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { translatedText } from '../../translated-text';
import { catalogueIdList, isoInstant, PromoAudience, PromoState, wholeNumberFrom } from './discounts';
import { AdminEntityParam, adminRow, historyRow } from './row';

// Automatic promotions (issue 24, SPEC §5 "modifier action and condition checks"): staff with
// `discounts.create` set conditions and actions; the cart applies every promotion whose conditions all hold,
// without a code. How they combine with each other and with a promo code: docs/decisions/discounts.md.

/** Whose lines a money action takes off: the whole basket, or the lines the product conditions match. */
export const PromotionTarget = z.enum(['basket', 'matching']);
export type PromotionTarget = z.infer<typeof PromotionTarget>;

const MAX_FREE_ITEMS = 10;

export const PromotionAction = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('percent_off'), target: PromotionTarget, percent: wholeNumberFrom(1, 100) }),
    z.strictObject({
      type: z.literal('amount_off'),
      target: PromotionTarget,
      /** Minor units of `currency`; the promotion then applies only to baskets in it. */
      amount: wholeNumberFrom(1),
      currency: PricedCurrency,
    }),
    z.strictObject({ type: z.literal('free_delivery') }),
    /** Up to `quantity` units of the product in the basket are free (the shopper adds the product). */
    z.strictObject({
      type: z.literal('free_item'),
      productId: wholeNumberFrom(1),
      quantity: wholeNumberFrom(1, MAX_FREE_ITEMS),
    }),
  ],
  { error: 'field.required' },
);
export type PromotionAction = z.infer<typeof PromotionAction>;

/** Every condition set must hold; an empty list or null sets nothing. */
export const PromotionConditions = z.strictObject({
  /** Gross of the items before any discount, minor units, per storefront currency: a basket in a currency without one never matches. */
  minimumPln: wholeNumberFrom(1).nullable().default(null),
  minimumEur: wholeNumberFrom(1).nullable().default(null),
  /** A line of one of these products, of a product in one of these collections (or below), or of one of these categories. */
  products: catalogueIdList.default([]),
  collections: catalogueIdList.default([]),
  categories: z
    .array(ProductCategory)
    .max(20)
    .refine((all) => new Set(all).size === all.length, { error: 'field.duplicate' })
    .default([]),
  /** The signed-in customer is in one of these customer groups. */
  groups: z
    .array(z.uuid({ error: 'field.id_missing' }))
    .max(50)
    .refine((all) => new Set(all).size === all.length, { error: 'field.duplicate' })
    .default([]),
  audience: PromoAudience.default('any'),
  validFrom: isoInstant.nullable().default(null),
  validTo: isoInstant.nullable().default(null),
  /** The signed-in customer has placed no order yet (a guest cannot prove it). */
  firstOrder: z.boolean().default(false),
});
export type PromotionConditions = z.output<typeof PromotionConditions>;

export interface PromotionIssue {
  path: string;
  message: string;
  params?: object;
}

type RuleShape = Partial<{ conditions: Partial<PromotionConditions>; actions: PromotionAction[] }>;

const hasLineCondition = (c: Partial<PromotionConditions>) =>
  (c.products?.length ?? 0) + (c.collections?.length ?? 0) + (c.categories?.length ?? 0) > 0;

/** Whether any condition is set: a promotion without one would discount every order. */
export function hasPromotionCondition(c: Partial<PromotionConditions>): boolean {
  return (
    c.minimumPln != null ||
    c.minimumEur != null ||
    hasLineCondition(c) ||
    (c.groups?.length ?? 0) > 0 ||
    (c.audience !== undefined && c.audience !== 'any') ||
    c.validFrom != null ||
    c.validTo != null ||
    c.firstOrder === true
  );
}

/** The rules across fields, checked where all of them are known (a PATCH checks them on the stored promotion). */
export function promotionIssues(rule: RuleShape): PromotionIssue[] {
  const issues: PromotionIssue[] = [];
  const { conditions, actions } = rule;
  if (conditions) {
    if (!hasPromotionCondition(conditions)) issues.push({ path: 'conditions', message: 'field.promotion_condition' });
    if (conditions.validFrom && conditions.validTo && conditions.validTo <= conditions.validFrom)
      issues.push({ path: 'conditions.validTo', message: 'field.promo_dates' });
  }
  actions?.forEach((action, i) => {
    if ('target' in action && action.target === 'matching' && conditions && !hasLineCondition(conditions))
      issues.push({ path: `actions.${i}.target`, message: 'field.promotion_matching' });
  });
  return issues;
}

const withPromotionRules = <T extends z.ZodType<RuleShape>>(schema: T) =>
  schema.superRefine((rule, ctx) => {
    for (const issue of promotionIssues(rule))
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message, params: issue.params });
  });

const promotionFields = {
  name: translatedText(100),
  /** Higher first; on a tie the older promotion first. */
  priority: wholeNumberFrom(0, 1000),
  /** An exclusive promotion is never combined with another promotion or a promo code. */
  exclusive: z.boolean(),
  state: PromoState,
  conditions: PromotionConditions,
  actions: z.array(PromotionAction).min(1, { error: 'field.promotion_action' }).max(4),
};

/** POST /api/admin/promotions. */
export const PromotionInput = withPromotionRules(
  z.strictObject({
    ...promotionFields,
    priority: promotionFields.priority.default(0),
    exclusive: promotionFields.exclusive.default(false),
    state: promotionFields.state.default('active'),
  }),
);
export type PromotionInput = z.input<typeof PromotionInput>;

/** PATCH /api/admin/promotions/:id: the parts to change (conditions and actions whole) at the version read. */
export const PromotionChange = withPromotionRules(
  z.strictObject({ ...z.object(promotionFields).partial().shape, version: z.number().int().min(1) }),
);
export type PromotionChange = z.input<typeof PromotionChange>;

export const AdminPromotion = z.object({
  id: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  priority: z.number().int(),
  exclusive: z.boolean(),
  state: PromoState,
  conditions: PromotionConditions,
  actions: z.array(PromotionAction),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;

export const PromotionListQuery = listQuery({
  sort: ['createdAt', 'priority'],
  filters: {
    state: PromoState.optional(),
    /** Part of the name, in either language. */
    q: z.string().trim().max(100).optional(),
  },
});
export type PromotionListQuery = z.output<typeof PromotionListQuery>;

export const promotionsApi = {
  'GET /api/admin/promotions': adminRow('orders', 'Automatic promotions', 'discounts.list', {
    query: PromotionListQuery,
    answer: listAnswer(AdminPromotion),
  }),
  'POST /api/admin/promotions': adminRow(
    'orders',
    'Create an automatic promotion (400 with field errors for a rule that cannot work)',
    'discounts.create',
    { body: PromotionInput, answer: AdminPromotion },
  ),
  'GET /api/admin/promotions/:id': adminRow('orders', 'One promotion', 'discounts.view', {
    params: AdminEntityParam,
    answer: AdminPromotion,
  }),
  'PATCH /api/admin/promotions/:id': adminRow(
    'orders',
    'Change a promotion (409 when changed meanwhile)',
    'discounts.update',
    { params: AdminEntityParam, body: PromotionChange, answer: AdminPromotion },
  ),
  'DELETE /api/admin/promotions/:id': adminRow(
    'orders',
    'Delete a promotion (orders keep what it gave)',
    'discounts.delete',
    {
      params: AdminEntityParam,
    },
  ),
  'GET /api/admin/promotions/:id/history': historyRow('orders', 'a promotion', 'discounts.view'),
} as const;
