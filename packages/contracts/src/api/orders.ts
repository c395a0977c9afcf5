import { z } from 'zod';
import {
  Country,
  CustomerFormType,
  CustomerPaymentStatus,
  type CustomerType,
  DeliveryMethod,
  Language,
  OrderStatus,
  OrderType,
  PaymentMethod,
  Region,
} from '../enums';
import { listQuery } from '../list-query';
import { OrderWithdrawal } from '../withdrawal';
import { EmailAddress, normalizeTaxId, normalizeVatId, taxIdPattern, vatIdPattern } from './account';
import { Cart, CartPromotion } from './cart';
import { Money } from './common';
import { OrderDownload } from './downloads';
import { GiftCardCode } from './gift-cards';
import { CheckoutInvoice } from './invoices';
import { LineOption } from './line-options';
import { PaymentStart } from './payments';

// Checkout and orders (SPEC §3-§7, issue 6). The same schemas validate the checkout form in the browser and
// the payload in the orders service, so both show the SPEC §5 texts. Message keys live in ../messages.ts.

// ---- checkout --------------------------------------------------------------------------------------------

const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** An optional text; the client removes empty fields, but '' and blanks are accepted as "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'field.phone' });
const polishZipCode = /^\d{2}-\d{3}$/;
const foreignZipCode = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

function checkZipCode(value: { zipCode: string; country: string }, ctx: z.RefinementCtx) {
  const polish = value.country === 'PL';
  if (!(polish ? polishZipCode : foreignZipCode).test(value.zipCode))
    ctx.addIssue({ code: 'custom', path: ['zipCode'], message: polish ? 'field.zip_code' : 'field.invalid' });
}

/** Who pays: a person, or a company with its tax ID (10 digits) or, abroad, its EU VAT ID. */
export const CheckoutBilling = z
  .strictObject({
    type: CustomerFormType,
    firstName: requiredText(100),
    lastName: requiredText(100),
    companyName: optionalText(200),
    taxId: optionalText(20)
      .transform((value) => (value ? normalizeTaxId(value) : undefined))
      .pipe(z.string().regex(taxIdPattern, { error: 'field.tax_id' }).optional()),
    vatId: optionalText(20)
      .transform((value) => (value ? normalizeVatId(value) : undefined))
      .pipe(z.string().regex(vatIdPattern, { error: 'field.vat_id' }).optional()),
    street: requiredText(200),
    zipCode: requiredText(10),
    city: requiredText(100),
    country: Country,
    region: Region.optional(),
  })
  .superRefine((value, ctx) => {
    checkZipCode(value, ctx);
    if (value.type === 'company') {
      if (!value.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'field.required' });
      if (!value.taxId && !value.vatId) ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'field.required' });
    }
  });
export type CheckoutBilling = z.infer<typeof CheckoutBilling>;

/** Where the goods go, when not to the billing address. */
export const CheckoutDelivery = z
  .strictObject({
    firstName: requiredText(100),
    lastName: requiredText(100),
    companyName: optionalText(200),
    street: requiredText(200),
    zipCode: requiredText(10),
    city: requiredText(100),
    country: Country,
    phone: Phone.optional(),
  })
  .superRefine(checkZipCode);
export type CheckoutDelivery = z.infer<typeof CheckoutDelivery>;

const checkoutShape = {
  /** Made by the browser once per checkout form; a retried submit with the same key gets the same order. */
  idempotencyKey: z.uuid(),
  email: EmailAddress,
  phone: Phone.optional(),
  billing: CheckoutBilling,
  delivery: CheckoutDelivery.optional(),
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod,
  comments: optionalText(2000),
  /** "I want an invoice" (issue 26): a company's with its NIP, or a consumer's; a dealer's order always gets one. */
  invoice: CheckoutInvoice.optional(),
  /** A gift card paying all or part of the order (docs/decisions/gift-cards.md); the rest by `paymentMethod`. */
  giftCardCode: GiftCardCode.optional(),
  /**
   * A company buyer's answer (issue 27): true when the purchase is connected with their professional activity;
   * false for a sole trader buying outside it, who keeps consumer rights. The checkout form requires it of a
   * retail company buyer (`rightsAnswerProblems`); left out, the buyer keeps consumer rights. Not asked of a dealer.
   */
  professionalPurchase: z.boolean().optional(),
  consents: z.strictObject({
    terms: z.literal(true, { error: 'field.terms' }),
    privacy: z.literal(true, { error: 'field.privacy' }),
    /** A cart with a download: consent to its immediate delivery, losing the right of withdrawal (required). */
    immediateDelivery: z.boolean().optional(),
  }),
};

/**
 * The checkout payload as any caller may send it (the route table's body); what a caller of one customer
 * type may send is `checkoutRequestFor(customerType)`.
 */
export const CheckoutPayload = z.strictObject(checkoutShape);

/**
 * POST /api/cart/checkout for a caller of `customerType`: retail orders ship to Poland only (SPEC §5), so a
 * retail caller gets a field message on the country the goods go to.
 */
export function checkoutRequestFor(customerType: CustomerType) {
  return CheckoutPayload.superRefine((value, ctx) => {
    // Nothing shipped (services, downloads, gift cards): no country to ship to.
    if (customerType !== 'retail' || value.deliveryMethod === 'NONE') return;
    const shipsTo = value.delivery ?? value.billing;
    if (shipsTo.country !== 'PL')
      ctx.addIssue({
        code: 'custom',
        path: [value.delivery ? 'delivery' : 'billing', 'country'],
        message: 'field.retail_poland_only',
      });
  });
}
/** The checkout payload of a retail shopper (the storefront's usual caller). */
export const CheckoutRequest = checkoutRequestFor('retail');
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export type CheckoutRequestInput = z.input<typeof CheckoutRequest>;

// ---- orders ----------------------------------------------------------------------------------------------

export const OrderSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  type: OrderType,
  status: OrderStatus,
  paymentStatus: CustomerPaymentStatus,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod,
  total: Money,
  /** The total without VAT (a dealer's order list shows it beside the total; total − net is the VAT). */
  net: Money,
  /** The order waits for its payment: the list offers "pay" (a retry after a failed payment). */
  payable: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListQuery = listQuery({
  sort: ['createdAt', 'number', 'total'],
  filters: { status: OrderStatus.optional(), type: OrderType.optional() },
});

export const OrderItem = z.object({
  id: z.uuid(),
  productId: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  optionsLabel: z.string(),
  /** The options chosen beside the variant, as the cart line had them. */
  options: z.array(LineOption).optional(),
  quantity: z.number().int().min(1),
  /** Gross price of one unit. */
  unitPrice: Money,
  unitNet: Money,
  vatRate: z.number(),
  lineTotal: Money,
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderTotals = z.object({
  items: Money,
  discount: Money,
  delivery: Money,
  net: Money,
  vat: Money,
  total: Money,
  /** The part of `total` a gift card paid (absent when none did); the rest is paid by the payment method. */
  giftCard: Money.optional(),
});
export type OrderTotals = z.infer<typeof OrderTotals>;

export const OrderAddress = z.object({
  type: CustomerFormType.optional(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  taxId: z.string().nullable().optional(),
  vatId: z.string().nullable().optional(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: Country,
  region: Region.nullable().optional(),
  phone: z.string().nullable().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/**
 * A confirmed preorder, payable by bank transfer: its amount due in PLN, converted at the rate of the
 * confirmation day (null rate: a PLN preorder), and where the transfer goes (null where not asked for).
 */
export const PreorderPayment = z.object({
  confirmedAt: z.iso.datetime(),
  amountPln: Money,
  rate: z
    .object({
      ratePln: z.string(),
      source: z.string(),
      /** The central bank's table number, when the rate came from one. */
      table: z.string().nullable(),
      effectiveAt: z.iso.datetime(),
    })
    .nullable(),
  transfer: z.object({ account: z.string(), recipient: z.string(), title: z.string() }).nullable(),
});
export type PreorderPayment = z.infer<typeof PreorderPayment>;

/** Where a sent order's parcel is: the carrier, the tracking number and the carrier's page (null: none). */
export const OrderTracking = z.object({ carrier: z.string(), trackingNumber: z.string(), url: z.string().nullable() });
export type OrderTracking = z.infer<typeof OrderTracking>;

/** One order as its owner (or a guest holding its token) sees it. */
export const OrderDetail = OrderSummary.extend({
  /** What a change (PUT /api/orders/:id) names: a change made meanwhile answers 409. */
  version: z.number().int().min(1),
  /** Whether its owner may still cancel it (new or unpaid, or its online payment failed). */
  cancellable: z.boolean(),
  /** Whether its owner may still change its comment and delivery address. */
  changeable: z.boolean(),
  /** A confirmed preorder's transfer (null: not a preorder, or not confirmed yet). */
  preorderPayment: PreorderPayment.nullable(),
  /** The guest token of the order's links (`/pl/zamowienie/<id>/<token>`). */
  token: z.string(),
  language: Language,
  email: z.string(),
  phone: z.string().nullable(),
  items: z.array(OrderItem),
  totals: OrderTotals,
  promoCode: z.string().nullable(),
  /** The automatic promotions the order got, each with what it gave (within `totals.discount`). */
  promotions: z.array(CartPromotion).optional(),
  billing: OrderAddress,
  delivery: OrderAddress,
  comments: z.string(),
  /** Where the browser starts (or retries) the payment: `/api/orders/payment/<id>?t=<token>`. */
  paymentPath: z.string(),
  /** The parcel of a sent order (issue 17); absent or null before it leaves. */
  tracking: OrderTracking.nullable().optional(),
  /** A paid order's downloads (issue 24) with their signed links; absent or empty when it has none. */
  downloads: z.array(OrderDownload).optional(),
  /** Whether the order page offers "Withdraw from contract" (issue 27), or why not. */
  withdrawal: OrderWithdrawal.optional(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** POST /api/cart/checkout (201), GET /api/orders/:id and GET /api/orders/status/:id. */
export const OrderAnswer = z.object({ order: OrderDetail });
export type OrderAnswer = z.infer<typeof OrderAnswer>;

/** An item of an old order that could not be put into the new cart (COPY /api/orders/:id). */
export const NotCopiedItem = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  /** How many of the old order's units did not go into the cart. */
  quantity: z.number().int(),
  reason: z.enum(['not_found', 'unavailable', 'insufficient', 'missing_variant']),
});
export type NotCopiedItem = z.infer<typeof NotCopiedItem>;

/** COPY /api/orders/:id: the caller's cart after the copy, and what could not be put into it. */
export const CopyOrderAnswer = z.object({ cart: Cart, notCopied: z.array(NotCopiedItem) });
export type CopyOrderAnswer = z.infer<typeof CopyOrderAnswer>;

/**
 * PUT /api/orders/:id: what a customer may change while the order is new — its comment and its delivery
 * address (one of the caller's saved addresses), naming the version they saw.
 */
export const OrderChangeRequest = z
  .strictObject({
    version: z.number().int().min(1),
    comments: z.string().trim().max(2000).optional(),
    deliveryAddressId: z.uuid().optional(),
  })
  .refine((value) => value.comments !== undefined || value.deliveryAddressId !== undefined, {
    message: 'field.required',
    path: ['comments'],
  });
export type OrderChangeRequest = z.infer<typeof OrderChangeRequest>;

/** `t` of the guest links; a signed-in owner may leave it out. */
export const OrderTokenQuery = z.strictObject({ t: z.string().max(200).optional() });

/** GET /api/orders/payment/:id: what the order owes and how the payment starts. */
export const OrderPaymentAnswer = z.object({
  order: z.object({
    id: z.uuid(),
    number: z.string(),
    status: OrderStatus,
    paymentStatus: CustomerPaymentStatus,
    total: Money,
  }),
  payment: PaymentStart,
});
export type OrderPaymentAnswer = z.infer<typeof OrderPaymentAnswer>;

/**
 * GET /api/orders/status/preorder: how far the caller's preorders have come. `ordered` counts units in the
 * caller's preorder orders that are not cancelled or rejected; `completed` only those in completed orders
 * (SPEC §4); `percentage` = completed / ordered, rounded down (0 when nothing is ordered).
 */
export const PreorderProgress = z.object({
  ordered: z.number().int().min(0),
  completed: z.number().int().min(0),
  percentage: z.number().int().min(0).max(100),
  items: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      ordered: z.number().int().min(0),
      completed: z.number().int().min(0),
    }),
  ),
});
export type PreorderProgress = z.infer<typeof PreorderProgress>;
