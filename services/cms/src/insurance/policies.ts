import {
  type AdminPolicy,
  type AdminPolicyQuery,
  type DealerPolicyList,
  INSURANCE_MAX_SUM,
  InsurancePolicyRegistered,
  type ListAnswer,
  type Policy,
  type PolicyRegistrationInput,
  type PolicyRegistrationInput as PolicyRegistrationInputSchema,
  type StorefrontLanguage,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  containsFolded,
  isUniqueViolation,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import { coverOn, insurancePeriod } from './insurance-period';
import { insurancePolicies } from './schema';
import { VerifierUnavailable } from './verifier';

// Registering a sold bike with the insurer (issue 25, docs/decisions/insurance.md). The frame must be one the
// factory assembled (warehouse) and not registered yet; the purchase date not in the future (the contract)
// nor before the assembly was completed. The insured sum is the bike's catalogue price capped at 15 000 PLN.
//
// The row is inserted first and the insurer asked inside the same transaction: a second registration of the
// frame waits on the unique index until the first one commits (then it is refused) or rolls back (then it
// goes on). The insurer failing rolls everything back, so nothing is recorded and the caller may try again.

type Input = z.output<typeof PolicyRegistrationInputSchema>;
type Row = typeof insurancePolicies.$inferSelect;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'services' | 'insuranceVerifier' | 'log'>;

export const POLICY_ENTITY = 'insurance_policy';

/** Who registers: a dealer (its customer id), staff (audited) or the shop's own sale. */
export type Registrar = { kind: 'dealer'; dealerId: string } | { kind: 'staff'; staff: StaffMember } | { kind: 'shop' };

const fieldError = (
  code: 'business_rule' | 'duplicate',
  field: keyof PolicyRegistrationInput,
  messageKey: string,
  lang: string,
  params?: Record<string, unknown>,
) => new AppError(code, { messageKey, params, fields: { [field]: translate(messageKey, lang, params) } });

/** The frame is registered already: says nothing of who registered it. */
const alreadyRegistered = (lang: string) =>
  fieldError('duplicate', 'frameNumber', 'error.insurance_frame_registered', lang);

const insurerUnavailable = (error: unknown) =>
  new AppError('service_unavailable', { messageKey: 'error.insurance_unavailable', cause: error });

export function toPolicy(row: Row, lang: StorefrontLanguage, today: string): Policy {
  const cover = { from: row.coverFrom, to: row.coverTo };
  return {
    id: row.id,
    policyNumber: row.policyNumber ?? '',
    frameNumber: row.frameNumber,
    productName: row.productName[lang],
    purchaseDate: row.purchaseDate,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerLanguage: row.buyerLanguage,
    saleDocument: row.saleDocument,
    cover,
    insuredSum: { amount: row.insuredSum, currency: 'PLN' },
    // A payout for the bike's theft ended the policy (claims.ts): it no longer insures anything.
    state: row.endedAt ? 'expired' : coverOn(cover, today),
    registeredAt: row.createdAt.toISOString(),
  };
}

export function toAdminPolicy(row: Row, lang: StorefrontLanguage, today: string): AdminPolicy {
  return {
    ...toPolicy(row, lang, today),
    registeredBy: row.registeredBy,
    dealerId: row.dealerId,
    staffName: row.staffName,
  };
}

/** The assembled bike behind a frame number and its price: refused when the factory did not finish it. */
async function soldUnit(context: Context, input: Input, lang: StorefrontLanguage) {
  const frame = await context.services.get('/internal/warehouse/assemblies/:frameNumber', {
    params: { frameNumber: input.frameNumber },
  });
  if (!frame.ok && frame.status === 404) {
    throw fieldError('business_rule', 'frameNumber', 'error.insurance_frame_unknown', lang);
  }
  if (!frame.ok) throw new AppError('service_unavailable', { detail: `warehouse answered ${frame.status}` });
  const { completedAt, sku } = frame.body;
  if (!completedAt) throw fieldError('business_rule', 'frameNumber', 'error.insurance_frame_unknown', lang);
  const assembledOn = todayInWarsaw(new Date(completedAt));
  if (input.purchaseDate < assembledOn) {
    throw fieldError('business_rule', 'purchaseDate', 'error.insurance_before_assembly', lang, {
      date: assembledOn,
    });
  }
  const price = await context.services.get('/internal/catalog/variants/:sku', { params: { sku } });
  if (!price.ok) {
    // A model sold as a SKU the catalogue no longer has: the sum cannot be set, so staff must look at it.
    if (price.status === 404) throw new AppError('business_rule', { detail: `no catalogue variant ${sku}` });
    throw new AppError('service_unavailable', { detail: `catalog answered ${price.status}` });
  }
  return {
    sku,
    productName: price.body.name,
    insuredSum: Math.min(price.body.regularGross, INSURANCE_MAX_SUM.amount),
  };
}

/** Registers a sold unit with the insurer and keeps its policy; the buyer's certificate follows by e-mail. */
export async function registerPolicy(
  context: Context,
  registrar: Registrar,
  input: Input,
  lang: StorefrontLanguage,
): Promise<Row> {
  const [taken] = await context.db
    .select({ id: insurancePolicies.id })
    .from(insurancePolicies)
    .where(eq(insurancePolicies.frameNumber, input.frameNumber));
  if (taken) throw alreadyRegistered(lang);
  const unit = await soldUnit(context, input, lang);
  const cover = insurancePeriod(input.purchaseDate);
  const id = crypto.randomUUID();
  const now = context.clock.now();

  try {
    return await context.transaction(async (tx) => {
      await tx.insert(insurancePolicies).values({
        id,
        frameNumber: input.frameNumber,
        purchaseDate: input.purchaseDate,
        coverFrom: cover.from,
        coverTo: cover.to,
        insuredSum: unit.insuredSum,
        sku: unit.sku,
        productName: unit.productName,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        buyerLanguage: input.buyerLanguage,
        saleDocument: input.saleDocument,
        registeredBy: registrar.kind,
        dealerId: registrar.kind === 'dealer' ? registrar.dealerId : null,
        staffId: registrar.kind === 'staff' ? registrar.staff.id : null,
        staffName: registrar.kind === 'staff' ? registrar.staff.name : null,
        createdAt: now,
      });
      const answer = await context.insuranceVerifier.register({
        frameNumber: input.frameNumber,
        purchaseDate: input.purchaseDate,
        reference: id,
        insuredSum: { amount: unit.insuredSum, currency: 'PLN' },
        cover,
      });
      if (answer.status === 'already_registered') throw alreadyRegistered(lang);
      const [row] = await tx
        .update(insurancePolicies)
        .set({ policyNumber: answer.policyNumber })
        .where(eq(insurancePolicies.id, id))
        .returning();
      if (registrar.kind === 'staff') {
        const { policyNumber, frameNumber, purchaseDate, buyerName, buyerEmail, saleDocument } = row!;
        await recordAudit(
          tx,
          registrar.staff,
          {
            action: 'create',
            entity: POLICY_ENTITY,
            entityId: id,
            after: { policyNumber, frameNumber, purchaseDate, buyerName, buyerEmail, saleDocument },
          },
          now,
        );
      }
      await recordEvent(tx, InsurancePolicyRegistered, {
        policyId: id,
        policyNumber: answer.policyNumber,
        frameNumber: input.frameNumber,
        productName: unit.productName[input.buyerLanguage],
        purchaseDate: input.purchaseDate,
        cover,
        insuredSum: { amount: unit.insuredSum, currency: 'PLN' },
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        language: input.buyerLanguage,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'insurance_policies_frame_idx')) throw alreadyRegistered(lang);
    if (error instanceof VerifierUnavailable) {
      context.log.warn({ err: error.message }, 'insurance registration failed at the insurer');
      throw insurerUnavailable(error);
    }
    throw error;
  }
}

/** The bikes one dealer registered, newest first (never another dealer's). */
export async function dealerPolicies(
  context: Pick<CmsContext, 'db' | 'clock'>,
  dealerId: string,
  lang: StorefrontLanguage,
): Promise<DealerPolicyList> {
  const rows = await context.db
    .select()
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.dealerId, dealerId), isNotNull(insurancePolicies.policyNumber)))
    .orderBy(desc(insurancePolicies.createdAt), desc(insurancePolicies.id))
    .limit(500);
  const today = todayInWarsaw(context.clock.now());
  return { items: rows.map((row) => toPolicy(row, lang, today)) };
}

export async function listPolicies(
  context: Pick<CmsContext, 'db' | 'clock'>,
  query: AdminPolicyQuery,
  lang: StorefrontLanguage,
): Promise<ListAnswer<AdminPolicy>> {
  const { registeredBy, q } = query.filters;
  const conditions: SQL[] = [isNotNull(insurancePolicies.policyNumber)];
  if (registeredBy) conditions.push(eq(insurancePolicies.registeredBy, registeredBy));
  if (q) {
    conditions.push(
      or(
        containsFolded(sql`${insurancePolicies.frameNumber}`, q),
        containsFolded(sql`${insurancePolicies.policyNumber}`, q),
        containsFolded(sql`${insurancePolicies.buyerName}`, q),
        containsFolded(sql`${insurancePolicies.buyerEmail}`, q),
      )!,
    );
  }
  const where = and(...conditions);
  const columns = {
    createdAt: insurancePolicies.createdAt,
    purchaseDate: insurancePolicies.purchaseDate,
    frameNumber: insurancePolicies.frameNumber,
  };
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(insurancePolicies)
      .where(where)
      .orderBy(...listOrder(query, columns, insurancePolicies.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(insurancePolicies).where(where),
  ]);
  const today = todayInWarsaw(context.clock.now());
  return listAnswerOf(
    rows.map((row) => toAdminPolicy(row, lang, today)),
    total?.value ?? 0,
    query,
  );
}

export async function adminPolicy(
  context: Pick<CmsContext, 'db' | 'clock'>,
  id: string,
  lang: StorefrontLanguage,
): Promise<AdminPolicy> {
  const [row] = await context.db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  if (!row?.policyNumber) throw new AppError('not_found');
  return toAdminPolicy(row, lang, todayInWarsaw(context.clock.now()));
}
