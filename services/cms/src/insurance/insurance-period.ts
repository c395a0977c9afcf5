import { INSURANCE_MONTHS } from '@shop/contracts/limits';

// The insurance calendar (SPEC §4, §9): cover starts the day after purchase and lasts INSURANCE_MONTHS (12),
// in Polish calendar days (Europe/Warsaw). Dates are yyyy-MM-dd strings; arithmetic is done on UTC midnights.

const day = 86_400_000;
const parse = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const format = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return format(parse(date) + days * day);
}

/** Same day `months` later; a day the month lacks becomes its last day (29 Feb + 12 months = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return format(Date.UTC(targetYear, targetMonth, Math.min(Number(date.slice(8, 10)), lastDay)));
}

/** First and last insured day of a bike bought on `purchaseDate`. */
export function insurancePeriod(purchaseDate: string): { from: string; to: string } {
  return { from: addDays(purchaseDate, 1), to: addMonths(purchaseDate, INSURANCE_MONTHS) };
}

export type CoverState = 'not_started' | 'active' | 'expired';

/** Where `today` falls in the period; both ends are insured days. */
export function coverOn(period: { from: string; to: string }, today: string): CoverState {
  if (today < period.from) return 'not_started';
  return today <= period.to ? 'active' : 'expired';
}
