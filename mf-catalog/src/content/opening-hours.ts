import type { OpeningHours } from '@shop/contracts';
import type { ServiceHours } from '@shop/contracts/limits';

// Opening hours as the shop writes them: a shop's on the store locator, the customer service's on the
// contact and information pages.

/** 'pon.–pt. 9:00–17:00, sob. 9:00–13:00': days with the same hours in a row are written once. */
export function hoursText(hours: OpeningHours[], dayName: (day: number) => string): string {
  const sorted = [...hours].sort((a, b) => a.day - b.day);
  const runs: { from: number; to: number; opens: string; closes: string }[] = [];
  for (const { day, opens, closes } of sorted) {
    const last = runs.at(-1);
    if (last && last.to === day - 1 && last.opens === opens && last.closes === closes) last.to = day;
    else runs.push({ from: day, to: day, opens, closes });
  }
  return runs
    .map(({ from, to, opens, closes }) => {
      const days = from === to ? dayName(from) : `${dayName(from)}–${dayName(to)}`;
      return `${days} ${opens.replace(/^0/, '')}–${closes.replace(/^0/, '')}`;
    })
    .join(', ');
}

/** The customer service's hours (a shop setting: the same hours every working day) in the same words. */
export function serviceHoursText({ days, opens, closes }: ServiceHours, dayName: (day: number) => string): string {
  return hoursText(
    days.map((day) => ({ day, opens, closes })),
    dayName,
  );
}
