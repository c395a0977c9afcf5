// Installment offers of the two banks (SPEC §9): eRaty up to 20 installments at 0 %, Credit Agricole
// 10 × 0 %. Both lend in PLN only and from a basket of 100 PLN (SPEC §5). All sums are integer grosze: at
// 0 % the installments add up to the amount exactly, the last one taking what the equal ones leave over.

export type InstallmentBank = 'eraty' | 'ca';

export interface InstallmentOffer {
  bank: InstallmentBank;
  /** The installment counts the shopper may choose, fewest first. */
  counts: readonly number[];
  /** The count shown first. */
  defaultCount: number;
}

/** Smallest basket, in grosze, either bank lends on. */
export const minimumInstallmentAmount = 100_00;

export const installmentOffers: readonly InstallmentOffer[] = [
  { bank: 'eraty', counts: Array.from({ length: 19 }, (_, index) => index + 2), defaultCount: 20 },
  { bank: 'ca', counts: [10], defaultCount: 10 },
];

export interface InstallmentPlan {
  count: number;
  /** Each of the first `count - 1` installments. */
  installment: number;
  /** The last installment: the equal one plus whatever the division left over. */
  last: number;
  total: number;
}

/** Whether the calculator applies: a PLN price and at least 100 PLN for the chosen quantity. */
export function installmentsApply(amount: number, currency: string): boolean {
  return currency === 'PLN' && Number.isInteger(amount) && amount >= minimumInstallmentAmount;
}

/** `amount` grosze in `count` installments at 0 %: equal ones, rounded down, and a last one that evens up. */
export function installmentPlan(amount: number, count: number): InstallmentPlan {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Not an amount in grosze: ${amount}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not an installment count: ${count}`);
  const installment = Math.floor(amount / count);
  return { count, installment, last: amount - installment * (count - 1), total: amount };
}
