// Working days in Poland: Monday to Friday except public holidays (ustawa o dniach wolnych od pracy), for
// payments (NBP tables, transfer due days) and orders (the KSeF offline deadline).
// Dates are calendar days 'yyyy-mm-dd', computed in UTC so no time zone shifts them.

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addCalendarDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The public holidays of a year in Poland, sorted. Christmas Eve is a holiday from 2025 on. */
export function polishHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  return [
    ...fixed.map((day) => `${year}-${day}`),
    easter,
    addCalendarDays(easter, 1), // Easter Monday
    addCalendarDays(easter, 49), // Pentecost (a Sunday)
    addCalendarDays(easter, 60), // Corpus Christi
  ].sort();
}

const holidayCache = new Map<number, Set<string>>();

export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(date.slice(0, 4));
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set(polishHolidays(year));
    holidayCache.set(year, holidays);
  }
  return !holidays.has(date);
}

/** The date `count` working days after `from` (`from` itself does not count). */
export function addWorkingDays(from: string, count: number): string {
  let date = from;
  let left = count;
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}
