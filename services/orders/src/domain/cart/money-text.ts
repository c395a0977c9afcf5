import type { Money } from '@shop/contracts';

// Amounts and dates inside server messages, written as the storefront writes them (SPEC §9: two decimals,
// a space between thousands; dd.MM.yyyy), e.g. 'od 1 000,00 zł' or 'at least 1 000.00 PLN'.

const NBSP = '\u00a0';
const signs: Record<string, Record<string, { sign: string; before?: boolean }>> = {
  pl: { PLN: { sign: 'zł' }, EUR: { sign: '€' } },
  en: { EUR: { sign: '€', before: true } },
};

export function moneyText(money: Money, lang: string): string {
  const minor = Math.abs(money.amount);
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const number = `${money.amount < 0 ? '-' : ''}${whole}${lang === 'pl' ? ',' : '.'}${String(minor % 100).padStart(2, '0')}`;
  const sign = signs[lang]?.[money.currency];
  if (sign?.before) return `${sign.sign}${number}`;
  return `${number}${NBSP}${sign?.sign ?? money.currency}`;
}

const warsawDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The day in Poland, as dd.MM.yyyy. */
export function dayText(date: Date): string {
  const parts = Object.fromEntries(warsawDay.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}
