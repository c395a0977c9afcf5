import { type Availability, isOrderable } from '@shop/contracts';

// The one place where a variant's availability setting, its product's, its stock and the date combine
// into what a shopper is offered and what an order line does with stock (decisions/products-and-variants.md).
// The product page, the lists, the cart lines and the stock reservation all ask here, so a shopper is never
// offered what checkout refuses.

export type StockRule = 'held' | 'unlimited' | 'unavailable';

export interface StockFacts {
  productAvailability: string;
  variantAvailability: string;
  /** yyyy-mm-dd, when the variant is available from a date. */
  availableFrom: string | null;
  type: string;
}

/** The setting that applies: the product's own unless it is plainly available, then the variant's. */
export const shownAvailability = (product: string, variant: string) =>
  (product === 'available' ? variant : product) as Availability;

const warsawDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' });
/** Today's date in the shop's time zone, yyyy-mm-dd. */
export const shopToday = (now = new Date()) => warsawDate.format(now);

/**
 * How an order line of a variant treats stock. Preorder goods, goods made to order (on request), goods that
 * arrive from a future date and anything not physical are ordered without taking stock; hidden, unavailable
 * and unavailable-online goods cannot be ordered online at all; everything else takes units from stock.
 */
export function stockRuleOf(facts: StockFacts, today: string): StockRule {
  const shown = shownAvailability(facts.productAvailability, facts.variantAvailability);
  if (!isOrderable(shown)) return 'unavailable';
  if (facts.type !== 'physical') return 'unlimited';
  if (shown === 'preorder' || shown === 'available_on_request') return 'unlimited';
  if (shown === 'available_from' && facts.availableFrom !== null && facts.availableFrom > today) return 'unlimited';
  return 'held';
}

/**
 * What the shopper is told about a variant: its setting, except that goods which take stock and have none
 * left are 'unavailable' (sold out), whatever the setting says. So 'available' with 0 in stock can never be
 * shown, however staff set the variant.
 */
export function offeredAvailability(facts: StockFacts & { stock: number }, today: string): Availability {
  const shown = shownAvailability(facts.productAvailability, facts.variantAvailability);
  if (stockRuleOf(facts, today) === 'held' && facts.stock <= 0) return 'unavailable';
  return shown;
}
