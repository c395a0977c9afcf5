import type { OpeningHours } from './api/cms';
import type { Money } from './api/common';
import type { ServiceHours } from './limits';

// Prices, dates and opening hours as SPEC §9 and DESIGN §5 want them: minor units shown with two decimals and
// a no-break space (U+00A0) between thousands, dates as dd.MM.yyyy. Written out by hand rather than with
// Intl.NumberFormat, whose Polish style leaves four-digit amounts ungrouped (4999,00 zł). Zod-free: the
// browser imports it (types only from the schemas).

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

/** The days of opening hours, ISO weekdays (1 = Monday), as each storefront language shortens them. */
const weekdayNames: Record<'pl' | 'en', string[]> = {
  pl: ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

/**
 * Opening hours as the shop writes them: `pon.–pt. 9:00–17:00, sob. 9:00–13:00` (Polish) or `Mon–Fri …`
 * (any other language). Days in a row with the same hours are written once, and runs of days that share
 * their hours name those hours once (`Mon–Wed, Fri–Sat 9:30–17:00`); hours lose their leading zero.
 */
export function formatOpeningHours(hours: readonly OpeningHours[], lang: string): string {
  const names = weekdayNames[lang === 'pl' ? 'pl' : 'en'];
  const name = (day: number) => names[day - 1] ?? String(day);
  const runs: { from: number; to: number; opens: string; closes: string }[] = [];
  for (const { day, opens, closes } of [...hours].sort((a, b) => a.day - b.day)) {
    const last = runs.at(-1);
    if (last && last.to === day - 1 && last.opens === opens && last.closes === closes) last.to = day;
    else runs.push({ from: day, to: day, opens, closes });
  }
  const groups: { days: string[]; opens: string; closes: string }[] = [];
  for (const { from, to, opens, closes } of runs) {
    const days = from === to ? name(from) : `${name(from)}–${name(to)}`;
    const last = groups.at(-1);
    if (last && last.opens === opens && last.closes === closes) last.days.push(days);
    else groups.push({ days: [days], opens, closes });
  }
  const hour = (time: string) => time.replace(/^0/, '');
  return groups.map(({ days, opens, closes }) => `${days.join(', ')} ${hour(opens)}–${hour(closes)}`).join(', ');
}

/** Customer service hours (a shop setting: the same hours every working day), written as `formatOpeningHours`. */
export function formatServiceHours({ days, opens, closes }: ServiceHours, lang: string): string {
  return formatOpeningHours(
    days.map((day) => ({ day, opens, closes })),
    lang,
  );
}

/**
 * A name as a slug or file name: lower case ASCII letters and digits joined by single hyphens, Polish and other
 * accented letters made plain ('Dealerzy 2027 – Łódź' → 'dealerzy-2027-lodz'), at most `maxLength` characters
 * and never ending in a hyphen. Empty when nothing of the name is left.
 */
export function slugOf(name: string, maxLength = 120): string {
  return name
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
