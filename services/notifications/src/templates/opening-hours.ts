import type { Language } from '@shop/contracts';
import type { ServiceHours } from '@shop/contracts/limits';

// Customer service hours as the shop writes them on its pages ('pon.–pt. 8:00–16:00'): a run of days in a
// row written once, hours without a leading zero.

const dayNames: Record<'pl' | 'en', string[]> = {
  pl: ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

/** `{ days: [1…5], opens: '08:00', closes: '16:00' }` → 'pon.–pt. 8:00–16:00' (Polish) or 'Mon–Fri 8:00–16:00'. */
export function openingHoursText({ days, opens, closes }: ServiceHours, language: Language): string {
  const names = dayNames[language === 'pl' ? 'pl' : 'en'];
  const runs: Array<{ from: number; to: number }> = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.to === day - 1) last.to = day;
    else runs.push({ from: day, to: day });
  }
  const name = (day: number) => names[day - 1] ?? String(day);
  const dayText = runs.map(({ from, to }) => (from === to ? name(from) : `${name(from)}–${name(to)}`)).join(', ');
  const hour = (time: string) => time.replace(/^0/, '');
  return `${dayText} ${hour(opens)}–${hour(closes)}`;
}
