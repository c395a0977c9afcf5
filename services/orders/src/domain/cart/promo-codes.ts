import {
  type CustomerType,
  type ExchangeRate,
  formatMoney,
  type StorefrontCurrency,
  thresholdIn,
} from '@shop/contracts';
import type { Clock } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { promoCodes, promoCodeUses } from '../../db/schema';
import { dayText } from './day-text';

// Promo codes: found case-insensitively; a code applies when it is active, within its dates, not used up (in
// all, or by this customer), meant for the caller's customer type (and, for an amount, the cart's currency),
// covers a line of the cart (its scope) and the basket reaches its minimum. Staff manage them in
// ../admin/admin-promo-codes.ts; checkout counts the use (./claim-promo-code.ts).

export type PromoCode = typeof promoCodes.$inferSelect;

/** Why a code does not apply: a message key of ../../contracts messages and its parameters. */
export interface PromoProblem {
  key: string;
  params?: Record<string, unknown>;
}

export interface PromoContext {
  customerType: CustomerType;
  currency: StorefrontCurrency;
  /** The request's rate of USD, CHF or GBP: a minimum set in PLN is converted (null in PLN and EUR). */
  conversion?: ExchangeRate | null;
  /** Gross of the items that can be bought, before any discount. */
  basket: number;
  /** Gross of those of them the code's scope covers (all of them for a code without a scope). */
  scoped: number;
  /** Orders the caller placed with the code already (0 when nobody is signed in: checkout counts by e-mail). */
  callerUses: number;
  lang: string;
  now: Date;
}

/** What can stop a code at any moment, whatever the basket: its state, its dates and its usage. */
export function promoUsageProblem(
  promo: PromoCode | undefined,
  context: Pick<PromoContext, 'now' | 'callerUses'>,
): PromoProblem | null {
  if (!promo?.active) return { key: 'promo.unknown' };
  if (promo.validFrom && promo.validFrom > context.now)
    return { key: 'promo.not_yet_valid', params: { from: dayText(promo.validFrom) } };
  if (promo.validTo && promo.validTo < context.now) return { key: 'promo.expired' };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return { key: 'promo.used_up' };
  if (promo.perCustomerLimit !== null && context.callerUses >= promo.perCustomerLimit)
    return { key: 'promo.used_by_you' };
  return null;
}

export function promoProblem(promo: PromoCode | undefined, context: PromoContext): PromoProblem | null {
  const usage = promoUsageProblem(promo, context);
  if (usage || !promo) return usage;
  if (promo.customerType === 'b2b' && context.customerType !== 'b2b') return { key: 'promo.b2b_only' };
  if (promo.customerType === 'retail' && context.customerType !== 'retail') return { key: 'promo.retail_only' };
  if (promo.kind === 'amount' && promo.currency !== context.currency)
    return { key: 'promo.currency', params: { currency: promo.currency } };
  if (hasScope(promo) && context.scoped <= 0) return { key: 'promo.not_in_scope' };
  const minimum = thresholdIn(context.currency, { PLN: promo.minimumPln, EUR: promo.minimumEur }, context.conversion);
  if (minimum !== null && context.basket < minimum)
    return {
      key: 'promo.minimum',
      params: { minimum: formatMoney({ amount: minimum, currency: context.currency }, context.lang) },
    };
  return null;
}

const hasScope = (promo: PromoCode) => promo.collectionIds.length > 0 || promo.productIds.length > 0;

/** Whether a cart line counts for the code: every line when it has no scope, else one of its products or collections. */
export function inPromoScope(promo: PromoCode, line: { productId: number; collectionIds?: readonly number[] }) {
  if (!hasScope(promo)) return true;
  return (
    promo.productIds.includes(line.productId) ||
    (line.collectionIds ?? []).some((id) => promo.collectionIds.includes(id))
  );
}

/** Orders a signed-in customer placed with the code (guests are counted by e-mail at checkout). */
export async function callerUsesOf(
  db: Executor<typeof schema>,
  promo: PromoCode | undefined,
  customerId: string | null | undefined,
): Promise<number> {
  if (!promo || promo.perCustomerLimit === null || !customerId) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, promo.id), eq(promoCodeUses.customerId, customerId)));
  return row?.n ?? 0;
}

/** The discount a code gives on the gross it covers (percent rounded half up), never more than that gross. */
export function promoDiscount(promo: PromoCode, basket: number): number {
  const discount = promo.kind === 'percent' ? Math.floor((basket * promo.value * 2 + 100) / 200) : promo.value;
  return Math.min(discount, basket);
}

const TTL_MS = 2_000;

export interface PromoLookup {
  find(code: string): Promise<PromoCode | undefined>;
  /** Drops what this replica keeps of a code staff just changed (other replicas see it within two seconds). */
  forget(code: string): void;
}

/** Codes read from the database, kept two seconds (every cart read of a cart with a code asks). */
export function createPromoLookup(db: Executor<typeof schema>, clock: Clock, ttlMs = TTL_MS): PromoLookup {
  const now = () => clock.now().getTime();
  const cache = new Map<string, { promo: PromoCode | undefined; until: number }>();
  return {
    async find(code) {
      const key = code.trim().toLowerCase();
      const hit = cache.get(key);
      if (hit && hit.until > now()) return hit.promo;
      const [promo] = await db.select().from(promoCodes).where(sql`lower(${promoCodes.code}) = ${key}`).limit(1);
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { promo, until: now() + ttlMs });
      return promo;
    },
    forget(code) {
      cache.delete(code.trim().toLowerCase());
    },
  };
}
