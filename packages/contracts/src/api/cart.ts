import { z } from 'zod';
import { CartType, DeliveryMethod, PaymentMethod, StorefrontCurrency } from '../enums';
import { MAX_SELLING_QUANTITY } from '../limits';
import { Money } from './common';
import { ChosenOptions, LineOption } from './line-options';

// The cart (SPEC §2-§7, issue 6): what GET /api/cart and every cart write answer, and every cart payload.
// Prices, names and stock in the answer come from the catalogue on each read; the client never sends them.

/** The most one line may hold: the maximum selling quantity (SPEC §9). */
export const MAX_LINE_QUANTITY = MAX_SELLING_QUANTITY;

/** Different variants one cart may hold (the detailed list adds many at once). */
export const MAX_CART_LINES = 200;

/** Quantity of one line: a whole number from 1 to MAX_LINE_QUANTITY ('The value must be at most 999'). */
export const CartQuantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** Why a line cannot be bought as it stands: the partial-cart warning lists these. */
export const CartItemProblem = z.enum(['unavailable', 'insufficient', 'not_found']);
export type CartItemProblem = z.infer<typeof CartItemProblem>;

export const CartItem = z.object({
  id: z.uuid(),
  productId: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  /** URL path of a small picture. */
  image: z.string().nullable(),
  /** 'Kolor: czerwony, Rama: M', or '' for a product without options. */
  optionsLabel: z.string(),
  /** The options chosen beside the variant (engraving, fitting, a logo file), each with its price delta. */
  options: z.array(LineOption).optional(),
  /** Whether the product has options beside the variant the shopper may change on the cart screen. */
  optionsChangeable: z.boolean().optional(),
  /** A required option of the product is not chosen (a line copied from an old order): checkout refuses it. */
  optionsMissing: z.boolean().optional(),
  quantity: z.number().int(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  /** Gross price of one unit (a dealer's: the B2B net price with VAT added), the options' deltas included. */
  unitPrice: Money,
  unitNet: Money,
  vatRate: z.number(),
  /** unitPrice × quantity, before the promo code. */
  lineTotal: Money,
  /** How many can be bought now; null when stock does not limit the product (preorder, on request, services). */
  availableQuantity: z.number().int().nullable(),
  problem: CartItemProblem.nullable(),
  /** SPEC §3 product category, type and availability, for checkout and the cart screen ('' when not found). */
  category: z.string(),
  type: z.string(),
  availability: z.string(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartTotals = z.object({
  /** Gross of the lines before the discount. */
  items: Money,
  discount: Money,
  delivery: Money,
  net: Money,
  vat: Money,
  /** items − discount + delivery = net + vat. */
  total: Money,
});
export type CartTotals = z.infer<typeof CartTotals>;

/** One automatic promotion the cart gets: its name in the caller's language and what it gave. */
export const CartPromotion = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Taken off the items (within `totals.discount`). */
  discount: Money,
  /** The delivery it made free (0 until a paid delivery is chosen). */
  delivery: Money,
  freeDelivery: z.boolean(),
});
export type CartPromotion = z.infer<typeof CartPromotion>;

export const Cart = z.object({
  id: z.uuid(),
  type: CartType,
  currency: StorefrontCurrency,
  /** Sum of the quantities. */
  itemCount: z.number().int(),
  items: z.array(CartItem),
  promoCode: z.object({ code: z.string(), discount: Money }).nullable(),
  /** A code kept on the cart that does not apply now (e.g. the basket fell below its minimum), and why. */
  promoCodeProblem: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The automatic promotions the cart gets now, each with what it takes off (docs/decisions/discounts.md). */
  promotions: z.array(CartPromotion).optional(),
  deliveryMethod: DeliveryMethod.nullable(),
  paymentMethod: PaymentMethod.nullable(),
  /** What this cart may use, with prices (a preorder cart: none). */
  deliveryMethods: z.array(z.object({ method: DeliveryMethod, price: Money })),
  /** What this caller may pay with (SPEC §6; a preorder cart: none). */
  paymentMethods: z.array(PaymentMethod),
  totals: CartTotals,
  /** Same as totals.total: what the header's cart summary shows. */
  total: Money,
  /** Some items are unavailable in the requested quantity (the partial-cart warning). */
  partial: z.boolean(),
  comments: z.string(),
});
export type Cart = z.infer<typeof Cart>;

/** POST /api/cart: change the cart's type and checkout choices; `promoCode: null` removes the code. */
export const CartUpdate = z.strictObject({
  type: CartType.optional(),
  promoCode: z.string().trim().max(40).nullable().optional(),
  deliveryMethod: DeliveryMethod.nullable().optional(),
  paymentMethod: PaymentMethod.nullable().optional(),
  comments: z.string().max(2000).optional(),
});
export type CartUpdate = z.infer<typeof CartUpdate>;

/** Catalogue ids are PostgreSQL integers: anything larger names nothing and is refused here. */
const maxCatalogueId = 2_147_483_647;
const ProductIdField = z.number().int().min(1).max(maxCatalogueId);
const VariantIdField = z.number().int().min(1).max(maxCatalogueId);

/** POST /api/cart/items: adds to the line of the same variant and the same chosen options when there is one. */
export const CartItemAdd = z.strictObject({
  productId: ProductIdField,
  variantId: VariantIdField.optional(),
  /** The chosen option value ids joined by '-' (as query `c` of the product page). */
  combination: z
    .string()
    .max(200)
    .regex(/^\d+(-\d+)*$/)
    .optional(),
  quantity: CartQuantity,
  /** The product's options that do not make variants, as chosen (line-options.ts). */
  options: ChosenOptions.optional(),
});
export type CartItemAdd = z.infer<typeof CartItemAdd>;

/** PUT /api/cart/items/:id: a new quantity, or new chosen options (all of them, replacing the line's). */
export const CartItemUpdate = z
  .strictObject({ quantity: CartQuantity.optional(), options: ChosenOptions.optional() })
  .refine((update) => update.quantity !== undefined || update.options !== undefined, {
    error: 'field.required',
    path: ['quantity'],
  });
export type CartItemUpdate = z.infer<typeof CartItemUpdate>;

/** POST /api/cart/items/bulk (the detailed list): all lines are added, or none. */
export const CartBulkAdd = z.strictObject({
  items: z
    .array(z.strictObject({ productId: ProductIdField, variantId: VariantIdField.optional(), quantity: CartQuantity }))
    .min(1)
    .max(200),
});
export type CartBulkAdd = z.infer<typeof CartBulkAdd>;

export const CartItemIdParam = z.strictObject({ id: z.uuid() });

/** GET /api/cart/items */
export const CartItemList = z.object({ items: z.array(CartItem) });
/** GET /api/cart/items/:id */
export const CartItemAnswer = z.object({ item: CartItem });
