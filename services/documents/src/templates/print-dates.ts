// Dates in printed documents: the shop is in Poland, so a moment is written as Warsaw's wall clock,
// dd.MM.yyyy HH:mm, whatever the server's own time zone.

const warsaw = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-26T09:05:00Z` → `26.11.2026 10:05`. */
export function printedDateTime(at: string | Date): string {
  const parts = Object.fromEntries(warsaw.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** `26.11.2026` of a moment, in Warsaw. */
export const printedDate = (at: string | Date) => printedDateTime(at).slice(0, 10);

/** `2026-03-02` (a calendar day) → `02.03.2026`. */
export const printedDay = (day: string) => day.split('-').reverse().join('.');
