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

/** What happened to the bike (SPEC §9): theft with forced entry, robbery, accidental damage, vandalism, collision. */
export const ClaimKind = z.enum(['theft_forced_entry', 'robbery', 'accidental_damage', 'vandalism', 'collision']);
export type ClaimKind = z.infer<typeof ClaimKind>;

/** Theft and robbery take the bike: they need the police report (within 48 hours), and a payout ends the policy. */
export const bikeTakingClaims: readonly ClaimKind[] = ['theft_forced_entry', 'robbery'];

/**
 * POST /api/admin/insurance/policies/:id/claims. The times are ISO with offset; for theft or robbery the
 * police report number and when it was made are required (cms refuses a report made over 48 hours after the
 * event, an event in the future or outside the policy's cover, and a policy no longer running).
 */
export const ClaimInput = z
  .strictObject({
    kind: ClaimKind,
    occurredAt: z.iso.datetime({ offset: true, error: required('field.date') }),
    description: z
      .string({ error: required('field.required') })
      .trim()
      .min(1, { error: key('field.required') })
      .max(5000),
    policeReportNumber: z.string().trim().max(60).optional(),
    policeReportedAt: z.iso.datetime({ offset: true, error: key('field.date') }).optional(),
  })
  .superRefine((claim, context) => {
    if (!bikeTakingClaims.includes(claim.kind)) return;
    if (!claim.policeReportNumber) {
      context.addIssue({ code: 'custom', path: ['policeReportNumber'], message: key('field.required') });
    }
    if (!claim.policeReportedAt) {
      context.addIssue({ code: 'custom', path: ['policeReportedAt'], message: key('field.required') });
    }
  });
export type ClaimInput = z.input<typeof ClaimInput>;

/** POST /api/admin/insurance/policies/:id/claims/:claimId/payouts: the amount in PLN minor units. */
export const PayoutInput = z.strictObject({
  amount: z
    .number({ error: required('field.integer') })
    .int({ error: key('field.integer') })
    .min(1, { error: key('field.payout_positive') })
    .max(100_000_000),
});
export type PayoutInput = z.input<typeof PayoutInput>;

export const Payout = z.object({
  id: z.uuid(),
  amount: Money,
  /** The insurer's reference of the payout. */
  payoutReference: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Payout = z.infer<typeof Payout>;

export const Claim = z.object({
  id: z.uuid(),
  /** The insurer's number of the claim. */
  claimNumber: z.string(),
  kind: ClaimKind,
  occurredAt: z.iso.datetime({ offset: true }),
  description: z.string(),
  policeReportNumber: z.string().nullable(),
  policeReportedAt: z.iso.datetime({ offset: true }).nullable(),
  staffName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  payouts: z.array(Payout),
});
export type Claim = z.infer<typeof Claim>;

/**
 * A document staff attached to a claim (issue 25: the police report, the invoice, photos of the damage):
 * PDF, JPG or PNG told by content, read through
 * GET /api/admin/insurance/policies/:id/claims/:claimId/documents/:documentId (the service desk only).
 */
export const ClaimDocument = z.object({
  id: z.uuid(),
  /** The name it was uploaded under, made safe. */
  name: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  staffName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClaimDocument = z.infer<typeof ClaimDocument>;

/** A claim's documents, oldest first (also the answer of an upload: the documents it stored). */
export const ClaimDocuments = z.object({ items: z.array(ClaimDocument) });
export type ClaimDocuments = z.infer<typeof ClaimDocuments>;

/** A policy's claims, newest first, with what remains of its insured sum. */
export const PolicyClaims = z.object({
  insuredSum: Money,
  /** The insured sum less every payout (SPEC §4). */
  remainingSum: Money,
  /** When a theft or robbery payout ended the policy; null while it runs. */
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  items: z.array(Claim),
});
export type PolicyClaims = z.infer<typeof PolicyClaims>;

export { INSURANCE_EXTENSION_FRAME_OPTION } from '../insurance-options';

/** An insurance extension bought in the shop (GET /api/admin/insurance/extensions). */
export const InsuranceExtension = z.object({
  id: z.uuid(),
  orderId: z.string(),
  orderNumber: z.string(),
  frameNumber: z.string(),
  /**
   * pending: ordered, not paid yet; applied: the frame's cover was lengthened by 12 months once paid;
   * unknown_frame: paid, but no running policy has the frame (staff look at it).
   */
  state: z.enum(['pending', 'applied', 'unknown_frame']),
  policyId: z.uuid().nullable(),
  coverToBefore: z.iso.date().nullable(),
  coverToAfter: z.iso.date().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type InsuranceExtension = z.infer<typeof InsuranceExtension>;

export const InsuranceExtensionQuery = listQuery({
  sort: ['createdAt'],
  filters: { state: z.enum(['pending', 'applied', 'unknown_frame']).optional() },
});
export type InsuranceExtensionQuery = z.output<typeof InsuranceExtensionQuery>;

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
const ClaimParams = z.strictObject({ id: z.uuid(), claimId: z.uuid() });

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
  'GET /api/admin/insurance/policies/:id/claims': adminRow('cms', "A policy's claims and payouts", 'insurance.list', {
    params: PolicyIdParam,
    answer: PolicyClaims,
  }),
  'POST /api/admin/insurance/policies/:id/claims': adminRow('cms', 'Record a claim on a policy', 'insurance.update', {
    params: PolicyIdParam,
    body: ClaimInput,
    answer: Claim,
  }),
  'POST /api/admin/insurance/policies/:id/claims/:claimId/payouts': adminRow(
    'cms',
    'Record a payout on a claim',
    'insurance.update',
    {
      params: z.strictObject({ id: z.uuid(), claimId: z.uuid() }),
      body: PayoutInput,
      answer: Payout,
    },
  ),
  // The documents of a claim: the service desk only (insurance.update), reading them too — they carry
  // police reports and buyers' personal data, which sales (insurance.list) do not need.
  'GET /api/admin/insurance/policies/:id/claims/:claimId/documents': adminRow(
    'cms',
    "A claim's documents",
    'insurance.update',
    { params: ClaimParams, answer: ClaimDocuments },
  ),
  'POST /api/admin/insurance/policies/:id/claims/:claimId/documents': adminRow(
    'cms',
    'Attach documents to a claim (multipart, PDF, JPG or PNG checked by content)',
    'insurance.update',
    { upload: true, params: ClaimParams, answer: ClaimDocuments },
  ),
  'GET /api/admin/insurance/policies/:id/claims/:claimId/documents/:documentId': adminRow(
    'cms',
    'One document of a claim (the file)',
    'insurance.update',
    { params: ClaimParams.extend({ documentId: z.uuid() }) },
  ),
  'GET /api/admin/insurance/extensions': adminRow('cms', 'Insurance extensions bought in the shop', 'insurance.list', {
    query: InsuranceExtensionQuery,
    answer: listAnswer(InsuranceExtension),
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
