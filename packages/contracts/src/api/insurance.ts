import { z } from 'zod';
import { StorefrontLanguage } from '../enums';
import { defineEvent } from '../events';
import { FrameNumber } from '../factory';
import { listAnswer, listQuery } from '../list-query';
import type { MessageKey } from '../messages';
import type { ServiceName } from '../services';
import { EmailAddress } from './account';
import { adminRow } from './admin/row';
import { todayInWarsaw } from './cms';
import { Money, NoQuery } from './common';
import type { RouteSpec } from './route';

// Insured units (issue 25, SPEC §1, §4, §9; docs/decisions/insurance.md): a sold bike is registered with the
// insurer by the dealer who sold it, by staff, or by the shop; cms keeps one policy per frame number, and the
// buyer gets the certificate PDF by e-mail.

const key = (k: MessageKey) => k;
const required = (otherwise: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? key('field.required') : otherwise;

/** Who registered a policy: a dealer in the dealer area, staff in the back office, the shop's own sale. */
export const PolicyRegistrar = z.enum(['dealer', 'staff', 'shop']);
export type PolicyRegistrar = z.infer<typeof PolicyRegistrar>;

/** Where today falls in the cover: bought today (cover from tomorrow), covered, or past its 12 months. */
export const PolicyState = z.enum(['not_started', 'active', 'expired']);
export type PolicyState = z.infer<typeof PolicyState>;

/** POST /api/insurance/policies (a dealer) and /api/admin/insurance/policies (staff). */
export const PolicyRegistrationInput = z.strictObject({
  frameNumber: FrameNumber,
  /** yyyy-MM-dd; not after today (Europe/Warsaw) and not before the bike was assembled (checked by cms). */
  purchaseDate: z.iso
    .date({ error: required('field.date') })
    .refine((date) => date <= todayInWarsaw(), { error: key('field.purchase_date_future') }),
  buyerName: z
    .string({ error: required('field.required') })
    .trim()
    .min(1, { error: key('field.required') })
    .max(200),
  buyerEmail: EmailAddress,
  /** The language of the buyer's certificate and e-mail. */
  buyerLanguage: StorefrontLanguage.default('pl'),
  /** The receipt's or invoice's number the bike was sold on. */
  saleDocument: z
    .string({ error: required('field.required') })
    .trim()
    .min(1, { error: key('field.required') })
    .max(60),
});
export type PolicyRegistrationInput = z.input<typeof PolicyRegistrationInput>;

const DateRange = z.object({ from: z.iso.date(), to: z.iso.date() });

/** A registered bike as its dealer sees it. */
export const Policy = z.object({
  id: z.uuid(),
  policyNumber: z.string(),
  frameNumber: z.string(),
  /** The bike as the catalogue names it (in the caller's language). */
  productName: z.string(),
  purchaseDate: z.iso.date(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerLanguage: StorefrontLanguage,
  saleDocument: z.string(),
  /** First and last insured day: from the day after purchase for 12 months. */
  cover: DateRange,
  /** The bike's price, at most INSURANCE_MAX_SUM. */
  insuredSum: Money,
  state: PolicyState,
  registeredAt: z.iso.datetime({ offset: true }),
});
export type Policy = z.infer<typeof Policy>;

export const DealerPolicyList = z.object({ items: z.array(Policy) });
export type DealerPolicyList = z.infer<typeof DealerPolicyList>;

/** A policy as staff see it: who registered it too. */
export const AdminPolicy = Policy.extend({
  registeredBy: PolicyRegistrar,
  /** The dealer's customer id (dealer registrations). */
  dealerId: z.string().nullable(),
  /** The staff member's name (staff registrations). */
  staffName: z.string().nullable(),
});
export type AdminPolicy = z.infer<typeof AdminPolicy>;

export const AdminPolicyQuery = listQuery({
  sort: ['createdAt', 'purchaseDate', 'frameNumber'],
  filters: {
    registeredBy: PolicyRegistrar.optional(),
    /** Part of the frame number, policy number, buyer's name or e-mail. */
    q: z.string().trim().max(100).optional(),
  },
});
export type AdminPolicyQuery = z.output<typeof AdminPolicyQuery>;

/**
 * A unit registered: notifications e-mails the buyer the certificate PDF (documents prints it). Recorded in
 * cms's outbox in the registration's transaction.
 */
export const InsurancePolicyRegistered = defineEvent(
  'cms',
  'insurance-policy-registered',
  z.object({
    policyId: z.uuid(),
    policyNumber: z.string(),
    frameNumber: z.string(),
    productName: z.string(),
    purchaseDate: z.iso.date(),
    cover: DateRange,
    insuredSum: Money,
    buyerName: z.string(),
    buyerEmail: z.email(),
    language: StorefrontLanguage,
  }),
);

/** What documents prints on the certificate (the event's data as it is). */
export const InsuranceCertificateForPrint = InsurancePolicyRegistered.data.omit({ policyId: true, buyerEmail: true });
export type InsuranceCertificateForPrint = z.infer<typeof InsuranceCertificateForPrint>;

export const InsuranceCertificatePdf = z.object({ filename: z.string(), pdfBase64: z.string() });

/** GET /internal/warehouse/assemblies/:frameNumber: a bike the factory made (404: no such frame). */
export const AssembledFrame = z.object({
  frameNumber: z.string(),
  /** The catalogue variant the bike is sold as (the production model's SKU). */
  sku: z.string(),
  modelName: z.string(),
  /** When the assembly reached 'completed'; null while it is still being made. */
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AssembledFrame = z.infer<typeof AssembledFrame>;

/** GET /internal/catalog/variants/:sku: the retail price of one variant in PLN (404: no such SKU). */
export const VariantPrice = z.object({
  sku: z.string(),
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  /** Regular gross retail price in PLN, minor units. */
  regularGross: z.number().int(),
});
export type VariantPrice = z.infer<typeof VariantPrice>;

const r = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary' | 'access'>> = {}>(
  service: ServiceName,
  access: RouteSpec['access'],
  summary: string,
  extra?: X,
) => ({ service, summary, access, ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

const PolicyIdParam = z.strictObject({ id: z.uuid() });

/** The dealer's and staff's rows of the public table. */
export const insuranceApi = {
  // A signed-in dealer (a guest 401, anyone else 403); the dealer sees only its own registrations.
  'GET /api/insurance/policies': r('cms', 'app', 'The bikes the signed-in dealer registered, newest first', {
    query: NoQuery,
    answer: DealerPolicyList,
  }),
  'POST /api/insurance/policies': r('cms', 'app', 'Register a sold bike with the insurer (a dealer)', {
    body: PolicyRegistrationInput,
    answer: Policy,
  }),
  'GET /api/admin/insurance/policies': adminRow('cms', 'Insurance policies', 'insurance.list', {
    query: AdminPolicyQuery,
    answer: listAnswer(AdminPolicy),
  }),
  'GET /api/admin/insurance/policies/:id': adminRow('cms', 'One insurance policy', 'insurance.list', {
    params: PolicyIdParam,
    answer: AdminPolicy,
  }),
  'POST /api/admin/insurance/policies': adminRow('cms', 'Register a sold bike with the insurer', 'insurance.create', {
    body: PolicyRegistrationInput,
    answer: AdminPolicy,
  }),
} as const;

/** What the services ask each other for a registration and its certificate. */
export const insuranceInternalApi = {
  'GET /internal/warehouse/assemblies/:frameNumber': r('warehouse', 'internal', 'A bike the factory assembled', {
    params: z.strictObject({ frameNumber: FrameNumber }),
    answer: AssembledFrame,
  }),
  'GET /internal/catalog/variants/:sku': r('catalog', 'internal', 'The retail price of one variant in PLN', {
    params: z.strictObject({ sku: z.string().min(1).max(100) }),
    answer: VariantPrice,
  }),
  'POST /internal/documents/insurance-certificate': r('documents', 'internal', 'An insurance certificate PDF', {
    body: InsuranceCertificateForPrint,
    answer: InsuranceCertificatePdf,
  }),
} as const;
