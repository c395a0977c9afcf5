import { lessPercent, type PriceBlock } from '@shop/contracts';
import { grossOf, netOf } from '../db/prices';
import { type Pricing, shownPrice } from './converted-prices';
import { reductionAgainstPrior } from './lowest-prior-price';

export interface StoredPrice {
  regularGross: number;
  reducedGross: number | null;
  reducedSince: Date | string | null;
  lowestPriorGross: number | null;
  b2bNet: number;
}

export type PriceKind = PriceBlock['kind'];

/**
 * The price a caller sees. A dealer sees the B2B price (net agreed, less `dealerPercent` — the discount of
 * theirs that covers the product, dealer-prices.ts — gross computed from that net) and no retail sale;
 * a retail shopper sees the sale with its Omnibus prior price, the percentage and saving against that. `stored`
 * is in the stored currency of `pricing` (PLN for USD, CHF and GBP: converted here, before anything is derived).
 */
export function priceBlock(
  stored: StoredPrice,
  vatRate: number,
  pricing: Pricing,
  kind: PriceKind,
  dealerPercent = 0,
): PriceBlock {
  const { currency } = pricing;
  const price = shownPrice(stored, pricing);
  if (kind === 'b2b') {
    const net = lessPercent(price.b2bNet, dealerPercent);
    const block: PriceBlock = {
      kind,
      currency,
      gross: grossOf(net, vatRate),
      net,
      vatRate,
      regular: price.regularGross,
    };
    if (dealerPercent > 0)
      Object.assign(block, { discountPercent: Math.min(dealerPercent, 100), listNet: price.b2bNet });
    return block;
  }
  const gross = price.reducedGross ?? price.regularGross;
  const block: PriceBlock = { kind, currency, gross, net: netOf(gross, vatRate), vatRate, regular: price.regularGross };
  if (price.reducedGross !== null) {
    block.reduced = price.reducedGross;
    if (price.reducedSince) block.reducedSince = new Date(price.reducedSince).toISOString();
    if (price.lowestPriorGross !== null) {
      block.lowestPrior30Days = price.lowestPriorGross;
      const against = reductionAgainstPrior(price.reducedGross, price.lowestPriorGross);
      if (against) Object.assign(block, against);
    }
  }
  return block;
}
