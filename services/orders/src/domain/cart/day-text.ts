// Dates inside server messages, written as the storefront writes them (SPEC §9: dd.MM.yyyy), as the day in
// Poland whatever the server's time zone. Amounts are written with formatMoney of @shop/contracts.

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
