import { CA_INSTALLMENTS, ERATY_MAX_INSTALLMENTS, INSTALLMENT_MIN_BASKET } from '@shop/contracts/limits';

// Installment offers of the two banks (SPEC §9, @shop/contracts/limits): eRaty up to ERATY_MAX_INSTALLMENTS,
// Credit Agricole exactly CA_INSTALLMENTS, both interest-free (INSTALLMENT_INTEREST_PERCENT), which the plan
// below assumes. Both lend in PLN only, from INSTALLMENT_MIN_BASKET (SPEC §5). All sums are integer grosze:
// the installments add up to the amount exactly, the last one taking what the equal ones leave over.

export type InstallmentBank = 'eraty' | 'ca';

export interface InstallmentOffer {
  bank: InstallmentBank;
  /** The installment counts the shopper may choose, fewest first. */
  counts: readonly number[];
  /** The count shown first. */
  defaultCount: number;
}

/** eRaty's fewest installments: one would be no installments at all. */
const eratyMinInstallments = 2;

export const installmentOffers: readonly InstallmentOffer[] = [
  {
    bank: 'eraty',
    counts: Array.from(
      { length: ERATY_MAX_INSTALLMENTS - eratyMinInstallments + 1 },
      (_, index) => index + eratyMinInstallments,
    ),
    defaultCount: ERATY_MAX_INSTALLMENTS,
  },
  { bank: 'ca', counts: [CA_INSTALLMENTS], defaultCount: CA_INSTALLMENTS },
];

export interface InstallmentPlan {
  count: number;
  /** Each of the first `count - 1` installments. */
  installment: number;
  /** The last installment: the equal one plus whatever the division left over. */
  last: number;
  total: number;
}

/** Whether the calculator applies: a PLN price and at least the smallest basket for the chosen quantity. */
export function installmentsApply(amount: number, currency: string): boolean {
  return (
    currency === INSTALLMENT_MIN_BASKET.currency && Number.isInteger(amount) && amount >= INSTALLMENT_MIN_BASKET.amount
  );
}

/** `amount` grosze in `count` installments without interest: equal ones, rounded down, and a last one that evens up. */
export function installmentPlan(amount: number, count: number): InstallmentPlan {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Not an amount in grosze: ${amount}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not an installment count: ${count}`);
  const installment = Math.floor(amount / count);
  return { count, installment, last: amount - installment * (count - 1), total: amount };
}
