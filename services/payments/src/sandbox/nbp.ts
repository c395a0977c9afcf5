import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { addCalendarDays, isWorkingDay } from '../domain/working-days';

/**
 * The National Bank of Poland's side of its exchange rate API, table A (the adapter: ../rates/nbp.ts):
 *
 * - GET /nbp/api/exchangerates/tables/A/:date/?format=json   the table of a working day; 404 "Not Found -
 *   Brak danych" on a weekend or a Polish public holiday, as the bank answers
 * - GET /nbp/api/exchangerates/tables/A/last/?format=json    the table of the newest working day up to today
 *
 * Every working day answers the recorded table below under its own number (the day's place among the
 * year's working days), so conversions in tests and demos stay those of the seed. Tests choose what one
 * day answers with `nbp.set(date, …)`: a missing table, a bank that is down, any body (a malformed table),
 * or other rates.
 */

/** Table A as the bank publishes it (the mids of the demo seed, services/payments/src/db/seed.ts). */
export const recordedTableA: readonly { currency: string; code: string; mid: number }[] = [
  { currency: 'bat (Tajlandia)', code: 'THB', mid: 0.1129 },
  { currency: 'dolar amerykański', code: 'USD', mid: 3.6628 },
  { currency: 'dolar australijski', code: 'AUD', mid: 2.3804 },
  { currency: 'dolar kanadyjski', code: 'CAD', mid: 2.6154 },
  { currency: 'euro', code: 'EUR', mid: 4.2431 },
  { currency: 'forint (Węgry)', code: 'HUF', mid: 0.011078 },
  { currency: 'frank szwajcarski', code: 'CHF', mid: 4.5519 },
  { currency: 'funt szterling', code: 'GBP', mid: 4.8227 },
  { currency: 'jen (Japonia)', code: 'JPY', mid: 0.023612 },
  { currency: 'korona czeska', code: 'CZK', mid: 0.1745 },
  { currency: 'korona duńska', code: 'DKK', mid: 0.5687 },
  { currency: 'korona norweska', code: 'NOK', mid: 0.3612 },
  { currency: 'korona szwedzka', code: 'SEK', mid: 0.3858 },
];

export type NbpDayAnswer =
  /** 404, as on a day without a table. */
  | 'missing'
  /** 503, a bank that is down. */
  | 'down'
  /** These mids instead of the recorded ones. */
  | { mids: Record<string, number> }
  /** Exactly this body (200, JSON): a malformed table. */
  | { body: string };

export interface NbpSandbox {
  set(date: string, answer: NbpDayAnswer): void;
  /** Every day answers the recorded table again. */
  reset(): void;
  /** The dates (or `last`) asked for, oldest first. */
  readonly asked: string[];
}

/** The table's number: the day's place among the year's working days (the bank numbers its tables so). */
export function tableNumberOf(date: string): string {
  const year = date.slice(0, 4);
  let count = 0;
  for (let day = `${year}-01-01`; day <= date; day = addCalendarDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return `${count}/A/NBP/${year}`;
}

function tableOf(date: string, mids?: Record<string, number>) {
  return [
    {
      table: 'A',
      no: tableNumberOf(date),
      effectiveDate: date,
      rates: recordedTableA.map((rate) => ({ ...rate, mid: mids?.[rate.code] ?? rate.mid })),
    },
  ];
}

export function mountNbpSandbox(router: Router): NbpSandbox {
  const answers = new Map<string, NbpDayAnswer>();
  const asked: string[] = [];
  const serve = (ctx: RouterContext) => {
    const which = ctx.params.which ?? '';
    asked.push(which);
    let date = which;
    if (which === 'last') {
      date = new Date().toISOString().slice(0, 10);
      while (!isWorkingDay(date)) date = addCalendarDays(date, -1);
    }
    const answer = answers.get(date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      ctx.status = 400;
      ctx.body = '400 BadRequest - Błędny zakres dat / Invalid date range';
    } else if (answer === 'missing' || (!answer && !isWorkingDay(date))) {
      ctx.status = 404;
      ctx.body = '404 NotFound - Not Found - Brak danych';
    } else if (answer === 'down') {
      ctx.status = 503;
      ctx.body = 'Service Unavailable';
    } else if (answer && 'body' in answer) {
      ctx.type = 'application/json';
      ctx.body = answer.body;
    } else {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(tableOf(date, answer?.mids));
    }
  };
  router.get('/nbp/api/exchangerates/tables/A/:which', serve);
  router.get('/nbp/api/exchangerates/tables/A/:which/', serve);
  return {
    set: (date, answer) => answers.set(date, answer),
    reset: () => answers.clear(),
    asked,
  };
}
