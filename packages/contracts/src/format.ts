import type { Money } from './api/common';

// Prices and dates as SPEC §9 and DESIGN §5 want them: minor units shown with two decimals and a no-break
// space (U+00A0) between thousands, dates as dd.MM.yyyy. Written out by hand rather than with
// Intl.NumberFormat, whose Polish style leaves four-digit amounts ungrouped (4999,00 zł).

const NBSP = '\u00a0';

/** Where each language writes a currency's sign; a currency missing here is written as its code after. */
const currencySigns: Record<string, Record<string, { sign: string; before?: boolean }>> = {
  pl: { PLN: { sign: 'zł' }, EUR: { sign: '€' } },
  en: { EUR: { sign: '€', before: true }, GBP: { sign: '£', before: true } },
};

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** `formatMoney({ amount: 499900, currency: 'PLN' }, 'pl')` → `4 999,00 zł`; en EUR → `€4 999.00`. */
export function formatMoney(money: Money, lang: string): string {
  const minor = Math.round(Math.abs(money.amount));
  const whole = groupThousands(String(Math.floor(minor / 100)));
  const cents = String(minor % 100).padStart(2, '0');
  const number = `${whole}${lang === 'en' ? '.' : ','}${cents}`;
  const sign = minor > 0 && money.amount < 0 ? '-' : '';
  const currency = currencySigns[lang]?.[money.currency];
  if (currency?.before) return `${sign}${currency.sign}${number}`;
  return `${sign}${number}${NBSP}${currency?.sign ?? money.currency}`;
}

type DateInput = Date | string | number;

/** The calendar day of a value: a plain `yyyy-MM-dd` stays that day in every time zone. */
function dayOf(date: DateInput): [number, number, number] | undefined {
  if (typeof date === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (plain) return [Number(plain[1]), Number(plain[2]), Number(plain[3])];
  }
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return undefined;
  return [value.getFullYear(), value.getMonth() + 1, value.getDate()];
}

const two = (n: number) => String(n).padStart(2, '0');

/** `dd.MM.yyyy` in the shopper's time zone; '' for an invalid date. Both storefront languages write it so. */
export function formatDate(date: DateInput, _lang?: string): string {
  const day = dayOf(date);
  return day ? `${two(day[2])}.${two(day[1])}.${day[0]}` : '';
}

/** `yyyy-MM-dd` in the shopper's time zone (form values, query parameters); '' for an invalid date. */
export function formatIsoDate(date: DateInput): string {
  const day = dayOf(date);
  return day ? `${day[0]}-${two(day[1])}-${two(day[2])}` : '';
}
