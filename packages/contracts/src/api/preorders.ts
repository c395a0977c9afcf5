import { z } from 'zod';
import { MAX_SELLING_QUANTITY, PREORDER_PRICE_GUARANTEE_UNTIL } from '../limits';
import { listQuery } from '../list-query';
import { translatedText } from '../translated-text';
import { Money } from './common';

// Season preorders by link (SPEC §2 preorder page, §4 dealer preorder, §9 price guarantee; issue 15).
// Staff open a season (products at the catalogue's B2B net price less a percent), send each chosen dealer a
// link of their own; the dealer opens it signed in, fills quantities and submits one PREORDER order.

export const PreorderSeasonState = z.enum(['draft', 'open', 'closed']);
export type PreorderSeasonState = z.infer<typeof PreorderSeasonState>;

/** SPEC §4: a dealer's preorder in a season (none: no link sent yet). */
export const DealerPreorderStatus = z.enum(['none', 'link_sent', 'opened', 'submitted']);
export type DealerPreorderStatus = z.infer<typeof DealerPreorderStatus>;

/** The link's default validity in days (SPEC §4: the English e-mail states 21). */
export const PREORDER_LINK_DAYS = 21;
/** A season offers at most this many lines (product, or product and variant). */
export const MAX_SEASON_PRODUCTS = 100;

const day = z.iso.date();

/** One product of a season: the whole product (its default variant) or one variant, at B2B net less a percent. */
export const SeasonProductInput = z.strictObject({
  productId: z.number().int().min(1),
  variantId: z.number().int().min(1).nullable().default(null),
  /** Off the catalogue's B2B net price (0 = the B2B price itself). */
  percentOff: z.number().int().min(0).max(90).default(0),
  /** The most one dealer may preorder of it (null: the selling maximum, 999). */
  limit: z.number().int().min(1).max(MAX_SELLING_QUANTITY).nullable().default(null),
});
export type SeasonProductInput = z.input<typeof SeasonProductInput>;

const seasonFields = {
  name: translatedText(120),
  state: PreorderSeasonState,
  /** First and last day (Polish time) a dealer may submit. */
  opensOn: day,
  closesOn: day,
  /** SPEC §9: the preorder price holds for bikes collected by this day. */
  priceGuaranteeUntil: day,
  linkValidDays: z.number().int().min(1).max(365),
  products: z.array(SeasonProductInput).min(1).max(MAX_SEASON_PRODUCTS),
};

/** The rules across fields: closes on or after it opens; each product (and variant) once. */
function withSeasonRules<T extends z.ZodType<Partial<{ opensOn: string; closesOn: string; products: unknown }>>>(
  schema: T,
) {
  return schema.superRefine((season, ctx) => {
    if (season.opensOn && season.closesOn && season.closesOn < season.opensOn)
      ctx.addIssue({ code: 'custom', path: ['closesOn'], message: 'field.preorder_dates' });
    const products = (season.products ?? []) as Array<{ productId: number; variantId?: number | null }>;
    const seen = new Set<string>();
    products.forEach((line, index) => {
      const key = `${line.productId}/${line.variantId ?? ''}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['products', index, 'productId'], message: 'field.duplicate' });
      seen.add(key);
    });
  });
}

/** POST /api/admin/preorder-seasons. */
export const PreorderSeasonInput = withSeasonRules(
  z.strictObject({
    ...seasonFields,
    state: seasonFields.state.default('draft'),
    priceGuaranteeUntil: seasonFields.priceGuaranteeUntil.default(PREORDER_PRICE_GUARANTEE_UNTIL),
    linkValidDays: seasonFields.linkValidDays.default(PREORDER_LINK_DAYS),
  }),
);
export type PreorderSeasonInput = z.input<typeof PreorderSeasonInput>;

/** PATCH /api/admin/preorder-seasons/:id: the fields to change and the version read (409 when saved meanwhile). */
export const PreorderSeasonChange = withSeasonRules(
  z.strictObject({ ...z.object(seasonFields).partial().shape, version: z.number().int().min(1) }),
);
export type PreorderSeasonChange = z.input<typeof PreorderSeasonChange>;

export const SeasonProduct = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  percentOff: z.number().int(),
  limit: z.number().int().nullable(),
});

export const PreorderSeason = z.object({
  id: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  state: PreorderSeasonState,
  opensOn: z.string(),
  closesOn: z.string(),
  priceGuaranteeUntil: z.string(),
  linkValidDays: z.number().int(),
  products: z.array(SeasonProduct),
  /** Dealers a link went to, and of them those who submitted. */
  linksSent: z.number().int(),
  submitted: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PreorderSeason = z.infer<typeof PreorderSeason>;

export const PreorderSeasonListQuery = listQuery({
  sort: ['createdAt', 'opensOn', 'closesOn'],
  filters: { state: PreorderSeasonState.optional(), q: z.string().trim().max(100).optional() },
});
export type PreorderSeasonListQuery = z.output<typeof PreorderSeasonListQuery>;

/** POST /api/admin/preorder-seasons/:id/links: the dealers (b2b customers) to send the season's link to. */
export const PreorderLinksRequest = z.strictObject({
  customerIds: z.array(z.uuid()).min(1).max(200),
});
export type PreorderLinksRequest = z.infer<typeof PreorderLinksRequest>;

/** One dealer of a season as staff follow it. */
export const SeasonDealer = z.object({
  customerId: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: DealerPreorderStatus,
  sentAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type SeasonDealer = z.infer<typeof SeasonDealer>;

export const PreorderLinksAnswer = z.object({ sent: z.array(SeasonDealer) });
export type PreorderLinksAnswer = z.infer<typeof PreorderLinksAnswer>;

/** GET /api/admin/preorder-seasons/:id/report: who was sent, opened, submitted; units per product. */
export const SeasonReport = z.object({
  dealers: z.array(SeasonDealer),
  products: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type SeasonReport = z.infer<typeof SeasonReport>;

// ---------------------------------------------------------------------------------------------------------
// The dealer's side: GET /api/preorders?t=TOKEN, POST /api/preorders

/** The link's token (192 random bits, base64url). */
const LinkToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[\w-]+$/);

export const PreorderLinkQuery = z.strictObject({ t: LinkToken });

/** One product on the preorder page, priced for the dealer in the request's currency. */
export const PreorderLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  optionsLabel: z.string(),
  image: z.string().nullable(),
  vatRate: z.number().int(),
  unitNet: Money,
  unitGross: Money,
  /** The most this dealer may preorder (the season's limit, else 999). */
  max: z.number().int(),
  /** What the dealer submitted (0 before submitting). */
  quantity: z.number().int(),
});
export type PreorderLine = z.infer<typeof PreorderLine>;

export const PreorderPage = z.object({
  season: z.object({
    id: z.number().int(),
    name: z.string(),
    opensOn: z.string(),
    closesOn: z.string(),
    priceGuaranteeUntil: z.string(),
  }),
  status: DealerPreorderStatus,
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  orderNumber: z.string().nullable(),
  lines: z.array(PreorderLine),
});
export type PreorderPage = z.infer<typeof PreorderPage>;

/** Quantity of one line: a whole number from 0 to 999 (an empty input counts as 0, SPEC §5). */
export const PreorderQuantity = z.number().int().min(0).max(MAX_SELLING_QUANTITY);

export const PreorderSubmit = z.strictObject({
  token: LinkToken,
  items: z
    .array(
      z.strictObject({
        productId: z.number().int().min(1),
        variantId: z.number().int().min(1),
        quantity: PreorderQuantity,
      }),
    )
    .min(1)
    .max(MAX_SEASON_PRODUCTS),
});
export type PreorderSubmit = z.input<typeof PreorderSubmit>;

export const PreorderSubmitted = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  currency: z.string(),
  net: Money,
  gross: Money,
  units: z.number().int(),
});
export type PreorderSubmitted = z.infer<typeof PreorderSubmitted>;

// ---------------------------------------------------------------------------------------------------------
// GET /internal/customers/:customerId (accounts): whom orders mails a preorder link, in which language

export const CustomerContact = z.object({
  id: z.uuid(),
  type: z.enum(['retail', 'b2b']),
  /** Only an active account can sign in to open a link. */
  active: z.boolean(),
  email: z.string(),
  /** The company, else first and last name, else the e-mail (as staff know the customer). */
  name: z.string(),
  firstName: z.string().nullable(),
  language: z.enum(['pl', 'en']),
  /** The customer group they are in (orders: a promotion's group condition); null: none. */
  groupId: z.uuid().nullable().optional(),
});
export type CustomerContact = z.infer<typeof CustomerContact>;
