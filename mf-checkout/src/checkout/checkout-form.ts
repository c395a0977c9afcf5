import type { CheckoutRequestInput, FieldErrors } from '@shop/contracts';
import { translate } from '@shop/contracts/messages';
import { isCompanyBuyer, type RightsAnswers, rightsAnswerProblems } from '@shop/contracts/withdrawal-rights';
import type { StorefrontLanguage } from '@shop/i18n';
import { loadOnce } from '@shop/platform';
import type { Cart, DeliveryMethod, PaymentMethod } from '../cart/types';

// The checkout form: its values as the inputs hold them (every field named by its path in the body of
// POST /api/cart/checkout, so the server's field errors land on the right input), and the body made of them.

export type TaxIdKind = 'nip' | 'vat';

export interface CheckoutValues {
  email: string;
  phone: string;
  'billing.type': 'person' | 'company';
  'billing.firstName': string;
  'billing.lastName': string;
  'billing.companyName': string;
  /** A company's number: the Polish NIP, or an EU VAT ID (DE123456789) for a company from another EU country. */
  taxIdKind: TaxIdKind;
  'billing.taxId': string;
  'billing.vatId': string;
  'billing.street': string;
  'billing.zipCode': string;
  'billing.city': string;
  'billing.country': string;
  /** Voivodeship (optional). */
  'billing.region': string;
  /** Deliver somewhere else than the billing address. */
  otherDelivery: boolean;
  'delivery.firstName': string;
  'delivery.lastName': string;
  'delivery.companyName': string;
  'delivery.street': string;
  'delivery.zipCode': string;
  'delivery.city': string;
  'delivery.country': string;
  'delivery.phone': string;
  deliveryMethod: string;
  paymentMethod: string;
  /** A gift card paying all or part of the order (docs/decisions/gift-cards.md). */
  giftCardCode: string;
  /** "I want an invoice" (issue 26): for a company with its NIP, or a consumer's without one. */
  wantsInvoice: boolean;
  'invoice.buyer': 'company' | 'consumer';
  'invoice.companyName': string;
  'invoice.taxId': string;
  comments: string;
  /** A company buyer's answer (issue 27): the purchase is for their business ('yes') or outside it ('no'). */
  professionalPurchase: '' | 'yes' | 'no';
  'consents.terms': boolean;
  'consents.privacy': boolean;
  /** A cart with a download: consent to its immediate delivery, losing the right of withdrawal. */
  'consents.immediateDelivery': boolean;
  newsletter: boolean;
  createAccount: boolean;
  password: string;
  repeatPassword: string;
}

export const emptyCheckout: CheckoutValues = {
  email: '',
  phone: '',
  'billing.type': 'person',
  'billing.firstName': '',
  'billing.lastName': '',
  'billing.companyName': '',
  taxIdKind: 'nip',
  'billing.taxId': '',
  'billing.vatId': '',
  'billing.street': '',
  'billing.zipCode': '',
  'billing.city': '',
  'billing.country': 'PL',
  'billing.region': '',
  otherDelivery: false,
  'delivery.firstName': '',
  'delivery.lastName': '',
  'delivery.companyName': '',
  'delivery.street': '',
  'delivery.zipCode': '',
  'delivery.city': '',
  'delivery.country': 'PL',
  'delivery.phone': '',
  deliveryMethod: '',
  paymentMethod: '',
  giftCardCode: '',
  wantsInvoice: false,
  'invoice.buyer': 'company',
  'invoice.companyName': '',
  'invoice.taxId': '',
  comments: '',
  professionalPurchase: '',
  'consents.terms': false,
  'consents.privacy': false,
  'consents.immediateDelivery': false,
  newsletter: false,
  createAccount: false,
  password: '',
  repeatPassword: '',
};

export interface CheckoutBody {
  idempotencyKey: string;
  email?: string;
  phone?: string;
  billing: Record<string, string>;
  delivery?: Record<string, string>;
  deliveryMethod?: DeliveryMethod;
  paymentMethod?: PaymentMethod;
  giftCardCode?: string;
  invoice?: { buyer: 'company'; companyName?: string; taxId?: string } | { buyer: 'consumer' };
  comments?: string;
  professionalPurchase?: boolean;
  consents: { terms: boolean; privacy: boolean; immediateDelivery?: boolean };
}

/** `{ a: '', b: ' x ' }` → `{ b: 'x' }`: the client leaves empty fields out (SPEC §7). */
function filled(fields: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const trimmed = value.trim();
    if (trimmed) kept[name] = trimmed;
  }
  return kept;
}

function group(values: CheckoutValues, prefix: 'billing' | 'delivery'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, value] of Object.entries(values) as [string, string | boolean][]) {
    if (path.startsWith(`${prefix}.`) && typeof value === 'string') fields[path.slice(prefix.length + 1)] = value;
  }
  return fields;
}

/**
 * The body of POST /api/cart/checkout without the idempotency key. A person's billing data leaves out the
 * company fields; a company sends the number of the kind chosen (`taxId` for NIP, `vatId` for an EU VAT
 * ID); a preorder cart has no delivery or payment choice (SPEC §6), so its own methods go.
 */
export function checkoutBody(values: CheckoutValues, cart: Pick<Cart, 'type'>): Omit<CheckoutBody, 'idempotencyKey'> {
  const billing = group(values, 'billing');
  if (billing.type !== 'company') {
    delete billing.companyName;
    delete billing.taxId;
    delete billing.vatId;
  } else if (values.taxIdKind === 'vat') delete billing.taxId;
  else delete billing.vatId;
  const preorder = cart.type === 'preorder';
  const body: Omit<CheckoutBody, 'idempotencyKey'> = {
    ...filled({ email: values.email, phone: values.phone }),
    billing: filled(billing),
    ...(values.otherDelivery ? { delivery: filled(group(values, 'delivery')) } : {}),
    ...(preorder
      ? { deliveryMethod: 'PREORDER' as const, paymentMethod: 'preorder' as const }
      : (filled({ deliveryMethod: values.deliveryMethod, paymentMethod: values.paymentMethod }) as {
          deliveryMethod?: DeliveryMethod;
          paymentMethod?: PaymentMethod;
        })),
    ...filled({ comments: values.comments }),
    ...(preorder ? {} : filled({ giftCardCode: values.giftCardCode })),
    ...(values.wantsInvoice ? { invoice: invoiceOf(values) } : {}),
    consents: {
      terms: values['consents.terms'],
      privacy: values['consents.privacy'],
      ...(values['consents.immediateDelivery'] ? { immediateDelivery: true } : {}),
    },
  };
  // The answer goes only while the form asks it (a company buyer); a person's left-over answer does not.
  if (isCompanyBuyer(body) && values.professionalPurchase)
    body.professionalPurchase = values.professionalPurchase === 'yes';
  return body;
}

/** The invoice asked for: a company's name and NIP (empty ones left out for the schema to name), or a consumer's. */
function invoiceOf(values: CheckoutValues): NonNullable<CheckoutBody['invoice']> {
  if (values['invoice.buyer'] === 'consumer') return { buyer: 'consumer' };
  return {
    buyer: 'company',
    ...filled({ companyName: values['invoice.companyName'], taxId: values['invoice.taxId'] }),
  };
}

/**
 * What ticking "I want an invoice" fills in from the billing data: a company's name and NIP (when the
 * shopper gave a NIP, not an EU VAT ID) for a company, else a consumer's invoice. Nothing typed is replaced.
 */
export function invoiceDefaults(values: CheckoutValues): Partial<CheckoutValues> {
  const company = values['billing.type'] === 'company';
  return {
    'invoice.buyer': company ? 'company' : values['invoice.buyer'],
    'invoice.companyName': values['invoice.companyName'] || (company ? values['billing.companyName'] : ''),
    'invoice.taxId': values['invoice.taxId'] || (company && values.taxIdKind === 'nip' ? values['billing.taxId'] : ''),
  };
}

/** The registration a shopper asks for at checkout, from the form (the checkout's consents cover the terms). */
export function registrationOf(values: CheckoutValues) {
  return {
    firstName: values['billing.firstName'],
    lastName: values['billing.lastName'],
    email: values.email,
    password: values.password,
    repeatPassword: values.repeatPassword,
    terms: values['consents.terms'],
  };
}

/** Registration's field names on the checkout form. */
const registrationFields: Record<string, string> = {
  firstName: 'billing.firstName',
  lastName: 'billing.lastName',
  email: 'email',
  password: 'password',
  repeatPassword: 'repeatPassword',
  terms: 'consents.terms',
};

export function registrationErrors(fields: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [name, message] of Object.entries(fields)) mapped[registrationFields[name] ?? name] = message;
  return mapped;
}

/** A version 4 UUID; crypto.randomUUID exists only on secure pages (https, localhost), getRandomValues everywhere. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Idempotency keys, one per checkout attempt: the same body sent again (a retry after a lost answer or a
 * server error) keeps its key, so the server creates one order; a changed body is a new attempt.
 */
export function attemptKeys(newKey: () => string = randomUuid) {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
  };
}

type Contracts = typeof import('@shop/contracts');

// zod and the schemas load on the first check, not with the page (docs/decisions/checkout-screens.md,
// "Checkout form").
const loadContracts: () => Promise<Contracts> = loadOnce(() => import('@shop/contracts'));

/**
 * Checks the body with the checkout schema of @shop/contracts, the one the orders service uses for the
 * caller's customer type (a retail order ships to Poland only), so the messages are the same.
 */
export async function checkCheckout(
  body: unknown,
  lang: StorefrontLanguage,
  customerType: 'retail' | 'b2b' = 'retail',
): Promise<FieldErrors> {
  const loaded = await loadContracts();
  const result = loaded.validate(loaded.checkoutRequestFor(customerType), body, lang);
  return result.ok ? {} : result.fields;
}

/**
 * The body as POST /api/cart/checkout takes it, once `checkCheckout` found nothing to fix in it: the form
 * holds plain strings, the schema has just accepted them (the service parses the body again).
 */
export function acceptedBody(body: CheckoutBody): CheckoutRequestInput {
  return body as unknown as CheckoutRequestInput;
}

/**
 * The questions of the right of withdrawal the form must have answered (the same rules as the orders service,
 * docs/decisions/withdrawal-rights.md): a company buyer says whether the purchase is professional, and a cart
 * (or an accepted proposal) with a download carries the consent to its immediate delivery.
 */
export function rightsProblems(
  body: RightsAnswers,
  cart: { items: readonly { type: string | null }[] },
  customerType: 'retail' | 'b2b',
  lang: StorefrontLanguage,
): FieldErrors {
  const problems = rightsAnswerProblems(body, {
    customerType,
    lines: cart.items,
    professionalAnswerRequired: true,
  });
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key, lang)]));
}

export async function checkRegistration(values: CheckoutValues, lang: StorefrontLanguage): Promise<FieldErrors> {
  const loaded = await loadContracts();
  const result = loaded.validate(loaded.Register, registrationOf(values), lang);
  return result.ok ? {} : registrationErrors(result.fields);
}
