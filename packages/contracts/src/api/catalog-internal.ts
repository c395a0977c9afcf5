import { z } from 'zod';
import {
  Availability,
  CustomerType,
  ProductCategory,
  ProductType,
  StorefrontCurrency,
  StorefrontLanguage,
  Unit,
} from '../enums';
import { MAX_SELLING_QUANTITY } from '../limits';
import { VariantCombination } from './catalog';
import { OptionRule } from './line-options';

// What other services ask the catalogue on /internal routes (issue 6): the lines of a cart priced for a
// caller, and stock held for an order. Stock lives in catalog; orders holds it through a reservation.

/** Most lines one call may name: far more than any cart, few enough to stay one cheap query. */
export const MAX_INTERNAL_LINES = 500;

// ---------------------------------------------------------------------------------------------------------
// POST /internal/catalog/cart-lines

export const CartLineRequest = z.strictObject({
  productId: z.number().int().min(1),
  /** The variant in the cart; without it, `combination`; without both, the product's default variant. */
  variantId: z.number().int().min(1).optional(),
  combination: VariantCombination.optional(),
});
export type CartLineRequest = z.infer<typeof CartLineRequest>;

export const CartLinesRequest = z.strictObject({
  currency: StorefrontCurrency,
  /**
   * In USD, CHF or GBP: the rate the caller converts PLN prices at in its request (its `ctx.state.conversion`),
   * so the lines and the rest of its answer agree; required then, absent in PLN and EUR.
   */
  ratePln: z
    .string()
    .regex(/^\d+\.\d{4,6}$/)
    .optional(),
  customerType: CustomerType,
  /** The signed-in dealer (customerType 'b2b'): their discounts come off the B2B net (dealer-prices.ts). */
  customerId: z.uuid().optional(),
  lang: StorefrontLanguage,
  lines: z.array(CartLineRequest).max(MAX_INTERNAL_LINES),
});
export type CartLinesRequest = z.infer<typeof CartLinesRequest>;

export const FoundCartLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  found: z.literal(true),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  /** URL path of a small picture (320 px wide) of the variant. */
  image: z.string().nullable(),
  /** 'Kolor: czerwony, Rama: M', or '' for a product without variant options. */
  optionsLabel: z.string(),
  category: ProductCategory,
  type: ProductType,
  unit: Unit,
  vatRate: z.number().int(),
  /** As the product page shows it (SPEC §3). */
  availability: Availability,
  /** Units in stock now (never below 0). */
  stock: z.number().int(),
  /**
   * Whether a reservation of this line takes stock: false for preorder and on-request goods, goods
   * available from a future date, and products that are not physical. Extension of the agreed answer.
   */
  stockLimited: z.boolean(),
  /** The collections the product is in, with every collection above them (promo code scopes). */
  collectionIds: z.array(z.number().int()),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  /** Minor units. Retail: what a shopper pays now; b2b: the B2B net less the dealer's discount, VAT added (half up). */
  unitGross: z.number().int(),
  unitNet: z.number().int(),
  regularGross: z.number().int(),
  currency: StorefrontCurrency,
  /** The product's options that do not make variants, to check and price what a line chose (issue 24). */
  extras: z.array(OptionRule).optional(),
});
export type FoundCartLine = z.infer<typeof FoundCartLine>;

export const MissingCartLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  found: z.literal(false),
  /** not_found: no such product or a hidden one; missing_variant: the product has no such variant. */
  reason: z.enum(['not_found', 'missing_variant']),
});
export type MissingCartLine = z.infer<typeof MissingCartLine>;

export const CartLine = z.discriminatedUnion('found', [FoundCartLine, MissingCartLine]);
export type CartLine = z.infer<typeof CartLine>;

/** The lines in the order asked. */
export const CartLinesAnswer = z.object({ lines: z.array(CartLine) });
export type CartLinesAnswer = z.infer<typeof CartLinesAnswer>;

// ---------------------------------------------------------------------------------------------------------
// POST /internal/catalog/stock/reservations, DELETE /internal/catalog/stock/reservations/:reservationId

export const StockReservationRequest = z.strictObject({
  /** Chosen by the caller (orders uses the order id): a repeat with the same id changes nothing. */
  reservationId: z.uuid(),
  lines: z
    .array(
      z.strictObject({
        variantId: z.number().int().min(1),
        quantity: z.number().int().min(1).max(MAX_SELLING_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_INTERNAL_LINES),
});
export type StockReservationRequest = z.infer<typeof StockReservationRequest>;

export const ShortStockLine = z.object({
  variantId: z.number().int(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type ShortStockLine = z.infer<typeof ShortStockLine>;

/** Both outcomes are answered with 200: running out of stock is an expected result, not an error. */
export const StockReservationAnswer = z.discriminatedUnion('status', [
  z.object({ reservationId: z.uuid(), status: z.literal('reserved') }),
  z.object({ reservationId: z.uuid(), status: z.literal('unavailable'), lines: z.array(ShortStockLine) }),
]);
export type StockReservationAnswer = z.infer<typeof StockReservationAnswer>;

export const ReservationIdParam = z.strictObject({ reservationId: z.uuid() });

/** released: nothing is held under this id now (any stock went back once); unknown: never reserved. */
export const StockReleaseAnswer = z.object({ status: z.enum(['released', 'unknown']) });
export type StockReleaseAnswer = z.infer<typeof StockReleaseAnswer>;

/** Reservations still holding stock, made before `before` (oldest first): orders finds orphans with it. */
export const HeldReservationsQuery = z.strictObject({
  before: z.iso.datetime(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type HeldReservationsQuery = z.infer<typeof HeldReservationsQuery>;

export const HeldReservations = z.object({
  items: z.array(z.object({ reservationId: z.uuid(), createdAt: z.iso.datetime() })),
});
export type HeldReservations = z.infer<typeof HeldReservations>;
