import {
  INSURANCE_MAX_SUM,
  InsurancePolicyRegistered,
  type PolicyRegistrationInput,
  type PolicyRegistrationInput as PolicyRegistrationInputSchema,
  type StorefrontLanguage,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { isUniqueViolation, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import { insurancePeriod } from './insurance-period';
import { insurancePolicies } from './schema';
import { VerifierUnavailable } from './verifier';

// Registering a sold bike with the insurer (issue 25, docs/decisions/insurance.md). The frame must be one the
// factory assembled (warehouse) and not registered yet; the purchase date not in the future (the contract)
// nor before the assembly was completed. The insured sum is the bike's catalogue price capped at 15 000 PLN.
//
// Claim-then-call, as the KSeF sender: a short transaction records the registration as pending (its frame's
// unique index makes one of two registrations at once the only claim), the insurer is called outside any
// transaction (in embedded PGlite no other cms query waits for it), and a second short transaction records the
// policy number, the audit and the certificate event, while the claim is still this registration's. When the
// insurer does not answer, the pending row is released, not deleted: the insurer may have registered the frame
// with the row's id as its idempotency key, so the next registration of the frame takes the row over and
// sends the same key, and a lost answer retried is one policy.

type Input = z.output<typeof PolicyRegistrationInputSchema>;
type Row = typeof insurancePolicies.$inferSelect;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'services' | 'insuranceVerifier' | 'log'>;

export const POLICY_ENTITY = 'insurance_policy';

/** How long a registration holds its pending row: longer than the insurer's time-out (3 s) and the recording. */
export const REGISTRATION_CLAIM_MS = 60_000;

/** Who registers: a dealer (its customer id), staff (audited) or the shop's own sale. */
export type Registrar = { kind: 'dealer'; dealerId: string } | { kind: 'staff'; staff: StaffMember } | { kind: 'shop' };

const fieldError = (
  code: 'business_rule' | 'duplicate',
  field: keyof PolicyRegistrationInput,
  messageKey: string,
  lang: string,
  params?: Record<string, unknown>,
) => new AppError(code, { messageKey, params, fields: { [field]: translate(messageKey, lang, params) } });

/** The frame is registered (or being registered) already: says nothing of who registered it. */
const alreadyRegistered = (lang: string) =>
  fieldError('duplicate', 'frameNumber', 'error.insurance_frame_registered', lang);

const insurerUnavailable = (error: unknown) =>
  new AppError('service_unavailable', { messageKey: 'error.insurance_unavailable', cause: error });

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

type Pending = { id: string; claim: string };

/**
 * Records the registration as pending for this claim: a new row, or a pending row no registration holds (its
 * insurer call failed or its process died), taken over with its id. A registered frame, or one another
 * registration holds right now, is refused.
 */
async function claimFrame(context: Context, values: Omit<typeof insurancePolicies.$inferInsert, 'id'>, lang: string) {
  const now = values.createdAt as Date;
  try {
    return await context.transaction(async (tx): Promise<Pending> => {
      const [existing] = await tx
        .select()
        .from(insurancePolicies)
        .where(eq(insurancePolicies.frameNumber, values.frameNumber))
        .for('update');
      if (existing) {
        const held = existing.claimedUntil !== null && existing.claimedUntil > now;
        if (existing.policyNumber !== null || held) throw alreadyRegistered(lang);
        await tx.update(insurancePolicies).set(values).where(eq(insurancePolicies.id, existing.id));
        return { id: existing.id, claim: values.registrationClaim! };
      }
      const id = crypto.randomUUID();
      await tx.insert(insurancePolicies).values({ id, ...values });
      return { id, claim: values.registrationClaim! };
    });
  } catch (error) {
    // Another registration inserted the frame between our look and our insert.
    if (isUniqueViolation(error, 'insurance_policies_frame_idx')) throw alreadyRegistered(lang);
    throw error;
  }
}

const stillOurs = (pending: Pending) =>
  and(
    eq(insurancePolicies.id, pending.id),
    eq(insurancePolicies.registrationClaim, pending.claim),
    isNull(insurancePolicies.policyNumber),
  );

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
    .where(and(eq(insurancePolicies.frameNumber, input.frameNumber), isNotNull(insurancePolicies.policyNumber)));
  if (taken) throw alreadyRegistered(lang);
  const unit = await soldUnit(context, input, lang);
  const cover = insurancePeriod(input.purchaseDate);
  const now = context.clock.now();

  const pending = await claimFrame(
    context,
    {
      frameNumber: input.frameNumber,
      policyNumber: null,
      registrationClaim: crypto.randomUUID(),
      claimedUntil: new Date(now.getTime() + REGISTRATION_CLAIM_MS),
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
    },
    lang,
  );

  let answer: Awaited<ReturnType<Context['insuranceVerifier']['register']>>;
  try {
    answer = await context.insuranceVerifier.register({
      frameNumber: input.frameNumber,
      purchaseDate: input.purchaseDate,
      reference: pending.id,
      insuredSum: { amount: unit.insuredSum, currency: 'PLN' },
      cover,
    });
  } catch (error) {
    // The insurer may have registered it: the row stays pending, free for the next registration to take over.
    await context.db
      .update(insurancePolicies)
      .set({ registrationClaim: null, claimedUntil: null })
      .where(stillOurs(pending));
    if (!(error instanceof VerifierUnavailable)) throw error;
    context.log.warn({ err: error.message }, 'insurance registration failed at the insurer');
    throw insurerUnavailable(error);
  }
  if (answer.status === 'already_registered') {
    // The insurer insures this frame under another key: nothing of ours is pending any more.
    await context.db.delete(insurancePolicies).where(stillOurs(pending));
    throw alreadyRegistered(lang);
  }

  return context.transaction(async (tx) => {
    const [row] = await tx
      .update(insurancePolicies)
      .set({ policyNumber: answer.policyNumber, registrationClaim: null, claimedUntil: null })
      .where(stillOurs(pending))
      .returning();
    // Our claim ran out and another registration took the frame over (it gets this policy from the insurer).
    if (!row) throw alreadyRegistered(lang);
    if (registrar.kind === 'staff') {
      const { policyNumber, frameNumber, purchaseDate, buyerName, buyerEmail, saleDocument } = row;
      await recordAudit(
        tx,
        registrar.staff,
        {
          action: 'create',
          entity: POLICY_ENTITY,
          entityId: row.id,
          after: { policyNumber, frameNumber, purchaseDate, buyerName, buyerEmail, saleDocument },
        },
        now,
      );
    }
    await recordEvent(tx, InsurancePolicyRegistered, {
      policyId: row.id,
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
    return row;
  });
}
