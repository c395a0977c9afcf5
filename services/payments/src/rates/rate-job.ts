import { randomUUID } from 'node:crypto';
import { todayInWarsaw } from '@shop/contracts';
import type { Consumer } from '@shop/service-kit/events';
import { desc, isNotNull } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { exchangeRates, rateCurrencies, rateFetches } from '../db/schema';
import { announceRates } from '../domain/current-rates';
import { addCalendarDays } from '../domain/working-days';
import { NbpError, type NbpTable } from './nbp';

/** How many days back the job looks for a table before it gives up (Easter plus a weekend is 4). */
export const DAYS_BACK = 10;

interface RunOutcome {
  outcome: 'stored' | 'unchanged' | 'failed';
  tableNo?: string;
  tableDate?: string;
  detail?: string;
}
/** What a run did (`off`: no NBP_API_URL, nothing asked). */
export type RateJobRun = RunOutcome | { outcome: 'off' };

/**
 * One run of the rate job: the table A of the last business day before today (Warsaw), found by asking
 * day after day back over days without a table (404), at most DAYS_BACK. Its rates of the shop's currencies
 * are stored, in force from now, unless that table is already stored (a repeated run stores nothing) or a
 * newer one is. A table that cannot be had or is malformed changes no rate: the last good ones stay in
 * force, and the failed run is what the dashboard's alert shows. Every run is recorded.
 */
export async function refreshRates(context: PaymentsContext): Promise<RateJobRun> {
  if (!context.nbp) return { outcome: 'off' };
  const now = context.clock.now();
  const run: RunOutcome = await fetchLastTable(context, todayInWarsaw(now)).then(
    (table) => storeTable(context, table, now),
    (error: unknown): RunOutcome => {
      if (!(error instanceof NbpError)) throw error;
      return { outcome: 'failed', detail: error.message };
    },
  );
  await context.db.insert(rateFetches).values({
    id: randomUUID(),
    ranAt: now,
    outcome: run.outcome,
    tableNo: run.tableNo ?? null,
    tableDate: run.tableDate ?? null,
    detail: run.detail ?? null,
  });
  if (run.outcome === 'failed') context.log.warn({ detail: run.detail }, 'exchange rate table not fetched');
  else context.log.info({ outcome: run.outcome, table: run.tableNo }, 'exchange rate table checked');
  return run;
}

async function fetchLastTable(context: PaymentsContext, today: string): Promise<NbpTable> {
  for (let back = 1; back <= DAYS_BACK; back += 1) {
    const table = await context.nbp!.table(addCalendarDays(today, -back));
    if (table) return table;
  }
  throw new NbpError('malformed', `no table A in the ${DAYS_BACK} days before ${today}`);
}

async function storeTable(context: PaymentsContext, table: NbpTable, now: Date): Promise<RunOutcome> {
  const found = { tableNo: table.no, tableDate: table.effectiveDate };
  const missing = rateCurrencies.filter((currency) => !table.rates.has(currency));
  if (missing.length > 0)
    return { outcome: 'failed', ...found, detail: `table A ${table.no} has no rate of ${missing.join(', ')}` };
  return context.transaction(async (tx) => {
    const [newest] = await tx
      .select({ tableDate: exchangeRates.tableDate })
      .from(exchangeRates)
      .where(isNotNull(exchangeRates.tableDate))
      .orderBy(desc(exchangeRates.tableDate))
      .limit(1)
      .for('update');
    if (newest?.tableDate && newest.tableDate > table.effectiveDate) return { outcome: 'unchanged' as const, ...found };
    const stored = await tx
      .insert(exchangeRates)
      .values(
        rateCurrencies.map((currency) => ({
          currency,
          effectiveAt: now,
          ratePln: table.rates.get(currency)!,
          source: `NBP tabela A ${table.no} z ${table.effectiveDate}`,
          tableNo: table.no,
          tableDate: table.effectiveDate,
        })),
      )
      .onConflictDoNothing()
      .returning({ currency: exchangeRates.currency });
    if (stored.length > 0) await announceRates(tx, now);
    return { outcome: stored.length > 0 ? ('stored' as const) : ('unchanged' as const), ...found };
  });
}

/**
 * The rate job: once at start, then every RATE_JOB_SECONDS (0: never), one run at a time, judged by the
 * service's clock. NBP publishes table A once a working day around noon; a run that finds the table
 * already stored changes nothing, so checking hourly is the daily job that also catches up after a failure.
 */
export function startRateJob(context: PaymentsContext): Consumer {
  const seconds = context.settings.RATE_JOB_SECONDS;
  if (seconds === 0 || !context.nbp) return { stop: async () => {} };
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= refreshRates(context)
      .catch((error) => context.log.warn({ err: error }, 'rate job failed; trying again later'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
