import { type Cart, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { promoCodes, promoCodeUses } from '../../db/schema';
import { promoUsageProblem } from '../cart/promo-codes';

// A promo code is used by the order placed with it, in the order's transaction: the code's row is locked,
// its state, dates and limits read again, the use counted and recorded. Two shoppers racing for the last use
// wait for each other on that row: the second sees the code used up, and its whole order is refused.

/**
 * A cart holding a code that no longer applies (used up, switched off, expired since it was entered) is not
 * ordered without it: the shopper is told, as the cart tells them, and decides (SPEC §8 checkout form error).
 */
export function assertPromoStillApplies(cart: Cart): void {
  if (!cart.promoCodeProblem) return;
  throw new AppError('promo_code_invalid', { fields: { promoCode: cart.promoCodeProblem.message } });
}

export interface PromoClaim {
  cart: Cart;
  orderId: string;
  customerId: string | null;
  /** The order's e-mail: a guest's uses are counted by it (and a customer's, whichever way they ordered). */
  email: string;
  lang: string;
  now: Date;
}

export async function claimPromoCode(tx: Transaction<typeof schema>, claim: PromoClaim): Promise<void> {
  const code = claim.cart.promoCode?.code;
  if (!code) return;
  const email = claim.email.trim().toLowerCase();
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = ${code.toLowerCase()}`)
    .for('update');
  let callerUses = 0;
  if (promo && promo.perCustomerLimit !== null) {
    const caller = claim.customerId
      ? or(eq(promoCodeUses.customerId, claim.customerId), eq(promoCodeUses.email, email))
      : eq(promoCodeUses.email, email);
    const [row] = await tx
      .select({ n: count() })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promo.id), caller));
    callerUses = row?.n ?? 0;
  }
  const problem = promoUsageProblem(promo, { now: claim.now, callerUses });
  if (problem || !promo) {
    const key = problem?.key ?? 'promo.unknown';
    throw new AppError('promo_code_invalid', {
      messageKey: key,
      params: problem?.params,
      fields: { promoCode: translate(key, claim.lang, problem?.params) },
    });
  }
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, promo.id));
  await tx
    .insert(promoCodeUses)
    .values({ promoCodeId: promo.id, orderId: claim.orderId, customerId: claim.customerId, email, usedAt: claim.now });
}

/**
 * An order that ends cancelled or rejected gives its promo code use back (docs/decisions/discounts.md): the
 * code counts one use less and the shopper may use it again. In the order's transaction, once per order (the
 * use row is gone after the first time). A returned order keeps its use: it was bought with the code.
 */
export async function givePromoUseBack(tx: Transaction<typeof schema>, orderId: string): Promise<void> {
  const [use] = await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId)).returning();
  if (!use) return;
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, use.promoCodeId));
}
