import type { DashboardPeriod } from '@shop/contracts';
import { formatDate, formatMoney } from '@shop/platform';
import { useAdminLanguage, useText } from '../screens/text';
import type { DayFigure } from './charts/DailyChart';

export const periods: readonly DashboardPeriod[] = ['today', '7d', '30d'];

/** The period the address names (`?period=30d`); 7 days when it names none or something else. */
export function periodOf(search: string): DashboardPeriod {
  const named = new URLSearchParams(search).get('period');
  return periods.find((period) => period === named) ?? '7d';
}

/** How the dashboard writes its figures in the panel's language: money from grosze, days, counts. */
export function useFigures() {
  const t = useText();
  const lang = useAdminLanguage();
  const money = (amount: number) => formatMoney({ amount, currency: 'PLN' }, lang);
  const count = (value: number) => String(value);
  /** `29.03` under a chart; the whole date in tables and summaries. */
  const shortDay = (day: string) => formatDate(day).slice(0, 5);
  /** The sentence a chart of days is summed up by, for screen readers. */
  const summary = (title: string, days: DayFigure[], format: (value: number) => string) => {
    const highest = days.reduce<DayFigure | undefined>(
      (best, d) => (!best || d.value > best.value ? d : best),
      undefined,
    );
    return t('dashboard.summary', {
      title,
      from: formatDate(days[0]?.day ?? ''),
      to: formatDate(days.at(-1)?.day ?? ''),
      total: format(days.reduce((total, d) => total + d.value, 0)),
      max: format(highest?.value ?? 0),
      day: formatDate(highest?.day ?? ''),
    });
  };
  /** A rate as the bank writes it, without trailing zeros: `4,2431` (Polish), `4.2431`. */
  const exchangeRate = (ratePln: string) => ratePln.replace(/\.?0+$/, '').replace('.', lang === 'pl' ? ',' : '.');
  return { t, lang, money, count, shortDay, day: formatDate, summary, exchangeRate };
}
