import { fromPlnAmount, type PricedCurrency, type StorefrontCurrency } from '@shop/contracts';
import type { StoredPrice } from './price-block';

// Prices in USD, CHF and GBP (docs/decisions/currencies.md): products have prices of their own in PLN and
// EUR only; in a currency staff enabled beside them, every amount is the PLN one converted at the rate of the
// request (ctx.state.conversion, fixed for the whole answer), rounded half up to whole cents. Sorting by price
// reads the PLN rows, whose order the conversion keeps.

/** The currency a caller sees prices in, and the rate they are converted from PLN at (null: PLN or EUR). */
export interface Pricing {
  currency: StorefrontCurrency;
  conversion: { ratePln: string } | null;
}

/** The currency whose stored rows answer `pricing`: PLN for a converted currency. */
export const storedCurrency = (pricing: Pricing): PricedCurrency =>
  pricing.conversion ? 'PLN' : (pricing.currency as PricedCurrency);

/** `amount` of the stored currency in the caller's. */
export function shownAmount(amount: number, pricing: Pricing): number {
  return pricing.conversion ? fromPlnAmount(amount, pricing.conversion.ratePln) : amount;
}

/** A stored price row in the caller's currency: each amount converted, the sale's dates as they are. */
export function shownPrice(price: StoredPrice, pricing: Pricing): StoredPrice {
  if (!pricing.conversion) return price;
  const shown = (amount: number) => shownAmount(amount, pricing);
  return {
    ...price,
    regularGross: shown(price.regularGross),
    reducedGross: price.reducedGross === null ? null : shown(price.reducedGross),
    lowestPriorGross: price.lowestPriorGross === null ? null : shown(price.lowestPriorGross),
    b2bNet: shown(price.b2bNet),
  };
}

/** What choosing an option's value adds (minor units per stored currency) in the caller's currency. */
export function shownDelta(deltas: Readonly<Record<string, number>> | null, pricing: Pricing): number {
  const delta = deltas?.[storedCurrency(pricing)] ?? 0;
  return delta === 0 ? 0 : shownAmount(delta, pricing);
}
