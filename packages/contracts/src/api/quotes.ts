import { z } from 'zod';
import { CustomerType, DeliveryMethod, OrderStatus, OrderType, PaymentMethod, ProductType } from '../enums';
import { MAX_SELLING_QUANTITY } from '../limits';
import { EmailAddress, normalizeTaxId, taxIdPattern } from './account';
import { Money } from './common';
import { CheckoutBilling, CheckoutDelivery, OrderDetail } from './orders';

// Quote requests (order type REQUEST) and staff proposals (order type PROPOSAL), issue 23. The shopper fills a
// request cart apart from the standard one and submits it as a REQUEST order (no payment, no stock, no
// delivery choice); staff answer with a proposal on the SAME order number (agreed prices, allowed methods, a
// validity date); the customer accepts it (an order to pay, stock reserved) or rejects it.

const quantity = z.number().int().min(1).max(MAX_SELLING_QUANTITY);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

// ---- the request cart ------------------------------------------------------------------------------------

/** "Ask for an offer": a product (its default variant when none is chosen) into the request cart. */
export const RequestCartAdd = z.strictObject({
  productId: z.number().int().min(1),
  variantId: z.number().int().min(1).optional(),
  quantity: quantity.default(1),
});
export type RequestCartAdd = z.input<typeof RequestCartAdd>;

export const RequestCartQuantity = z.strictObject({ quantity });
export const RequestLineParam = z.strictObject({ id: z.uuid() });

export const RequestCartLine = z.object({
  id: z.uuid(),
  productId: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  optionsLabel: z.string(),
  quantity: z.number().int(),
  /** Today's list price, for orientation only: the offer sets the price. */
  unitPrice: Money,
  lineTotal: Money,
});
export type RequestCartLine = z.infer<typeof RequestCartLine>;

export const RequestCart = z.object({
  items: z.array(RequestCartLine),
  /** The list-price value of the lines (orientation only). */
  total: Money,
});
export type RequestCart = z.infer<typeof RequestCart>;

/** Submitting the request: who asks (company and tax id optional), a comment and the consents. */
export const QuoteRequestSubmit = z.strictObject({
  email: EmailAddress,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'field.phone' })
    .optional(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  companyName: optionalText(200),
  taxId: optionalText(20)
    .transform((value) => (value ? normalizeTaxId(value) : undefined))
    .pipe(z.string().regex(taxIdPattern, { error: 'field.tax_id' }).optional()),
  comments: optionalText(2000),
  consents: z.strictObject({
    terms: z.literal(true, { error: 'field.terms' }),
    privacy: z.literal(true, { error: 'field.privacy' }),
  }),
});
export type QuoteRequestSubmit = z.input<typeof QuoteRequestSubmit>;

export const QuoteRequestSubmitted = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The guest link's secret: the request (and later its proposal) opens with it. */
  token: z.string(),
});
export type QuoteRequestSubmitted = z.infer<typeof QuoteRequestSubmitted>;

// ---- proposals -------------------------------------------------------------------------------------------

/** requested: a request nobody answered yet; expired is `sent` past its validity date. */
export const ProposalState = z.enum(['requested', 'draft', 'sent', 'accepted', 'rejected', 'expired']);
export type ProposalState = z.infer<typeof ProposalState>;

export const ProposalLineInput = z.strictObject({
  productId: z.number().int().min(1),
  /** The product's default variant when left out (a line added from the catalogue search). */
  variantId: z.number().int().min(1).optional(),
  quantity,
  /** The agreed gross price of one unit, minor units of the proposal's currency. */
  unitPrice: z.number().int().min(0).max(100_000_000),
});
export type ProposalLineInput = z.infer<typeof ProposalLineInput>;

const day = z.iso.date();

/**
 * What staff send: from a request (`requestId`, same order number) or from scratch for a customer or an
 * e-mail. The validity date may not be in the past (checked against the shop's day by the service).
 */
export const ProposalInput = z
  .strictObject({
    requestId: z.uuid().optional(),
    customerId: z.uuid().optional(),
    email: EmailAddress.optional(),
    language: z.enum(['pl', 'en']).optional(),
    lines: z.array(ProposalLineInput).min(1).max(100),
    deliveryMethods: z.array(DeliveryMethod.exclude(['PREORDER', 'NONE'])).min(1),
    paymentMethods: z.array(PaymentMethod.exclude(['preorder'])).min(1),
    validUntil: day,
    note: optionalText(2000),
  })
  .superRefine((value, ctx) => {
    if (!value.requestId && !value.customerId && !value.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'field.required' });
  });
export type ProposalInput = z.input<typeof ProposalInput>;

export const ProposalLine = z.object({
  id: z.uuid(),
  productId: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  optionsLabel: z.string(),
  /** The product's type as the catalogue says it now (null: it no longer knows the product). */
  type: ProductType.nullable(),
  quantity: z.number().int(),
  /** The catalogue's price when the proposal was written. */
  listPrice: Money,
  agreedPrice: Money,
  /** agreed − list per unit (negative: a discount). */
  difference: Money,
  lineTotal: Money,
});
export type ProposalLine = z.infer<typeof ProposalLine>;

export const Proposal = z.object({
  orderId: z.uuid(),
  number: z.string(),
  type: OrderType,
  status: OrderStatus,
  state: ProposalState,
  email: z.string(),
  customerId: z.uuid().nullable(),
  /** A dealer's (b2b) proposal is not asked the questions of the right of withdrawal. */
  customerType: CustomerType,
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  comments: z.string(),
  lines: z.array(ProposalLine),
  total: Money,
  listTotal: Money,
  deliveryMethods: z.array(DeliveryMethod),
  paymentMethods: z.array(PaymentMethod),
  validUntil: day.nullable(),
  note: z.string(),
  requestedAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Proposal = z.infer<typeof Proposal>;

export const ProposalAnswer = z.object({ proposal: Proposal });
export type ProposalAnswer = z.infer<typeof ProposalAnswer>;

/** The link's secret, when the caller is not the proposal's signed-in customer. */
export const ProposalTokenQuery = z.strictObject({ t: z.string().min(1).max(100).optional() });

/**
 * Accepting: who pays and where the goods go, one of the allowed methods of each kind, and checkout's questions
 * of the right of withdrawal (docs/decisions/withdrawal-rights.md): a company buyer's answer whether the
 * purchase is professional, and for a retail proposal with a download the consent to its immediate delivery.
 */
export const ProposalAccept = z.strictObject({
  billing: CheckoutBilling,
  delivery: CheckoutDelivery.optional(),
  phone: z.string().trim().max(30).optional(),
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod,
  professionalPurchase: z.boolean().optional(),
  consents: z.strictObject({
    terms: z.literal(true, { error: 'field.terms' }),
    privacy: z.literal(true, { error: 'field.privacy' }),
    immediateDelivery: z.boolean().optional(),
  }),
});
export type ProposalAccept = z.input<typeof ProposalAccept>;

export const ProposalAccepted = z.object({ order: OrderDetail });
export type ProposalAccepted = z.infer<typeof ProposalAccepted>;
