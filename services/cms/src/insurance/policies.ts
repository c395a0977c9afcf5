import {
  type AdminPolicy,
  type AdminPolicyQuery,
  type DealerPolicyList,
  type ListAnswer,
  type Policy,
  type StorefrontLanguage,
  todayInWarsaw,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { containsFolded, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { coverOn } from './insurance-period';
import { insurancePolicies } from './schema';

// Insured bikes as dealers and staff see them (issue 25, docs/decisions/insurance.md); registering one is
// register-policy.ts. A pending registration (no policy number yet) is no policy and is never listed.

type Row = typeof insurancePolicies.$inferSelect;

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
