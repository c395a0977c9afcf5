import { LOWEST_PRICE_DAYS } from '@shop/contracts';

// The EU Omnibus rule (Directive 98/6/EC art. 6a, in Poland the price-display regulation): a shop that
// announces a price reduction shows the lowest price it charged in the LOWEST_PRICE_DAYS (SPEC §9: 30) days
// before the reduction, and any 'X % off' or 'save X' is computed against that prior price. Pure functions
// over one variant's price history in one currency (PLN and EUR are tracked separately by the caller).

const DAY_MS = 24 * 60 * 60 * 1000;

/** One row of a price history: these prices applied from `validFrom` until the next row's. */
export interface PricePoint {
  validFrom: Date;
  regularGross: number;
  reducedGross: number | null;
}

/** What a retail shopper paid at a point: the reduced price while there was one. */
export const paidPrice = (point: PricePoint) => point.reducedGross ?? point.regularGross;

const isReduced = (point: PricePoint) => point.reducedGross !== null && point.reducedGross < point.regularGross;

/**
 * When the sale in force at the end of `history` began: the first row of the uninterrupted run of
 * reduced rows that ends with the last row. A reduction deepened during the same campaign keeps the
 * campaign's start (art. 6a(5)), so its prior price stays the one from before the first reduction.
 * Undefined when the last row is not reduced.
 */
export function saleStart(history: readonly PricePoint[]): Date | undefined {
  const sorted = byTime(history);
  let start: Date | undefined;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const point = sorted[i]!;
    if (!isReduced(point)) break;
    start = point.validFrom;
  }
  return start;
}

/**
 * The lowest price paid in the 30 days before `start`: every row in force at some moment of
 * [start − 30 days, start) counts, including the row that was already in force when the window opened.
 * A product offered for less than 30 days has a shorter history, so this is the lowest since it was
 * first offered. Undefined when nothing was offered before `start`.
 */
export function lowestPriceBefore(history: readonly PricePoint[], start: Date): number | undefined {
  const sorted = byTime(history);
  const windowStart = start.getTime() - LOWEST_PRICE_DAYS * DAY_MS;
  let lowest: number | undefined;
  for (let i = 0; i < sorted.length; i++) {
    const point = sorted[i]!;
    const from = point.validFrom.getTime();
    if (from >= start.getTime()) break;
    const until = sorted[i + 1]?.validFrom.getTime() ?? Number.POSITIVE_INFINITY;
    if (until <= windowStart) continue;
    const price = paidPrice(point);
    if (lowest === undefined || price < lowest) lowest = price;
  }
  return lowest;
}

export interface SaleFacts {
  /** When the current sale began; undefined when the price is not reduced now. */
  reducedSince?: Date;
  /** The Omnibus prior price of the current sale. */
  lowestPrior?: number;
}

/** The sale facts of the price in force at the end of `history`. */
export function currentSale(history: readonly PricePoint[]): SaleFacts {
  const start = saleStart(history);
  if (!start) return {};
  return { reducedSince: start, lowestPrior: lowestPriceBefore(history, start) };
}

/**
 * 'X % off' and 'save X' against the prior price, as a shop may announce them. Nothing when there is no
 * prior price or the reduced price is not below it (then the sale may not be announced as a reduction).
 */
export function reductionAgainstPrior(
  reduced: number,
  lowestPrior: number | undefined,
): { percent: number; saving: number } | undefined {
  if (lowestPrior === undefined || reduced >= lowestPrior) return undefined;
  const saving = lowestPrior - reduced;
  // Rounded down: a shop must never claim more than it gives.
  return { saving, percent: Math.floor((saving * 100) / lowestPrior) };
}

function byTime(history: readonly PricePoint[]): PricePoint[] {
  return [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
}
