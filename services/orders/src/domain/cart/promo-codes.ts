import { type CustomerType, formatMoney, type StorefrontCurrency } from '@shop/contracts';
import type { Clock } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { promoCodes } from '../../db/schema';
import { dayText } from './day-text';

// Promo codes: found case-insensitively; a code applies when it is active, within its dates, meant for the
// caller's customer type (and, for an amount, the cart's currency) and the basket reaches its minimum.

export type PromoCode = typeof promoCodes.$inferSelect;

/** Why a code does not apply: a message key of ../../contracts messages and its parameters. */
export interface PromoProblem {
  key: string;
  params?: Record<string, unknown>;
}

export interface PromoContext {
  customerType: CustomerType;
  currency: StorefrontCurrency;
  /** Gross of the items that can be bought, before any discount. */
  basket: number;
  lang: string;
  now: Date;
}

export function promoProblem(promo: PromoCode | undefined, context: PromoContext): PromoProblem | null {
  if (!promo?.active) return { key: 'promo.unknown' };
  if (promo.validFrom && promo.validFrom > context.now)
    return { key: 'promo.not_yet_valid', params: { from: dayText(promo.validFrom) } };
  if (promo.validTo && promo.validTo < context.now) return { key: 'promo.expired' };
  if (promo.customerType === 'b2b' && context.customerType !== 'b2b') return { key: 'promo.b2b_only' };
  if (promo.customerType === 'retail' && context.customerType !== 'retail') return { key: 'promo.retail_only' };
  if (promo.kind === 'amount' && promo.currency !== context.currency)
    return { key: 'promo.currency', params: { currency: promo.currency } };
  const minimum = context.currency === 'PLN' ? promo.minimumPln : promo.minimumEur;
  if (minimum !== null && context.basket < minimum)
    return {
      key: 'promo.minimum',
      params: { minimum: formatMoney({ amount: minimum, currency: context.currency }, context.lang) },
    };
  return null;
}

/** The discount a code gives on `basket` (percent rounded half up), never more than the basket. */
export function promoDiscount(promo: PromoCode, basket: number): number {
  const discount = promo.kind === 'percent' ? Math.floor((basket * promo.value * 2 + 100) / 200) : promo.value;
  return Math.min(discount, basket);
}

const TTL_MS = 2_000;

export interface PromoLookup {
  find(code: string): Promise<PromoCode | undefined>;
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
  };
}
