import type { StorefrontCurrency } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq } from 'drizzle-orm';
import { currentSale, type PricePoint } from '../domain/lowest-prior-price';
import type * as schema from './schema';
import { priceHistory, variantPrices } from './schema';

// Every price change is a new row of price_history; the current price row (what answers read) is derived
// from the history with the Omnibus rule, in the same transaction.

export interface PriceSet {
  regularGross: number;
  /** The sale price, or null when the product is not on sale. */
  reducedGross: number | null;
  b2bNet: number;
}

export type HistoryRow = PricePoint & { b2bNet: number };

/** The current price row of a variant in one currency, from its whole history (oldest first or not). */
export function currentPriceRow(
  variantId: number,
  currency: StorefrontCurrency,
  history: readonly HistoryRow[],
): typeof variantPrices.$inferInsert {
  const latest = [...history].sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime())[0];
  if (!latest) throw new Error(`no price history for variant ${variantId} in ${currency}`);
  const sale = currentSale(history);
  const reduced = sale.reducedSince ? latest.reducedGross : null;
  return {
    variantId,
    currency,
    regularGross: latest.regularGross,
    reducedGross: reduced,
    reducedSince: sale.reducedSince ?? null,
    lowestPriorGross: sale.lowestPrior ?? null,
    b2bNet: latest.b2bNet,
    effectiveGross: reduced ?? latest.regularGross,
  };
}

/** Records a price change of one variant in one currency from `at` (now by default). */
export async function changePrice(
  tx: Executor<typeof schema>,
  variantId: number,
  currency: StorefrontCurrency,
  prices: PriceSet,
  at = new Date(),
): Promise<void> {
  if (prices.regularGross <= 0 || prices.b2bNet <= 0)
    throw new AppError('business_rule', { detail: 'prices must be positive' });
  if (prices.reducedGross !== null && !(prices.reducedGross > 0 && prices.reducedGross < prices.regularGross)) {
    throw new AppError('business_rule', { detail: 'a reduced price must be below the regular price' });
  }
  await tx.insert(priceHistory).values({ variantId, currency, ...prices, validFrom: at });
  const history = await tx
    .select({
      validFrom: priceHistory.validFrom,
      regularGross: priceHistory.regularGross,
      reducedGross: priceHistory.reducedGross,
      b2bNet: priceHistory.b2bNet,
    })
    .from(priceHistory)
    .where(and(eq(priceHistory.variantId, variantId), eq(priceHistory.currency, currency)))
    .orderBy(asc(priceHistory.validFrom), asc(priceHistory.id));
  const row = currentPriceRow(variantId, currency, history);
  await tx
    .insert(variantPrices)
    .values(row)
    .onConflictDoUpdate({
      target: [variantPrices.variantId, variantPrices.currency],
      set: {
        regularGross: row.regularGross,
        reducedGross: row.reducedGross,
        reducedSince: row.reducedSince,
        lowestPriorGross: row.lowestPriorGross,
        b2bNet: row.b2bNet,
        effectiveGross: row.effectiveGross,
      },
    });
}

/** Net from gross at a VAT rate in percent, rounded to the minor unit. */
export const netOf = (gross: number, vatRate: number) => Math.round((gross * 100) / (100 + vatRate));
/** Gross from net. */
export const grossOf = (net: number, vatRate: number) => Math.round((net * (100 + vatRate)) / 100);
