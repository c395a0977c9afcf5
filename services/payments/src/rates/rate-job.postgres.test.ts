import { manualClock, startTestService, type TestService } from '@shop/service-kit/testing';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsContext } from '../context';
import type * as schema from '../db/schema';
import { exchangeRates, rateFetches } from '../db/schema';
import { currentRates } from '../domain/current-rates';
import { type RunningPaymentSandbox, startPaymentSandbox } from '../sandbox/server';
import { paymentsService } from '../service';
import { refreshRates } from './rate-job';
import { rateAlert } from './rate-status';

// The rate job against the NBP sandbox on PostgreSQL, its days chosen by a manual clock (Warsaw is UTC+1
// in November). The seed holds table 226/A/NBP/2026 of Friday 20 November.

let sandbox: RunningPaymentSandbox;
let payments: TestService<typeof schema, PaymentsContext>;
const clock = manualClock('2026-11-25T09:00:00Z');

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  payments = await startTestService(paymentsService, {
    seed: true,
    clock,
    env: { NBP_API_URL: sandbox.env().NBP_API_URL!, RATE_JOB_SECONDS: '0', PAYMENT_POLL_SECONDS: '0' },
  });
});
afterAll(async () => {
  await payments?.stop();
  await sandbox?.stop();
});
beforeEach(() => {
  sandbox.nbp.reset();
  sandbox.nbp.asked.length = 0;
});

const eur = async () => (await currentRates(payments.context.db, clock.now())).find((rate) => rate.currency === 'EUR');
const storedOf = (tableNo: string) =>
  payments.context.db.select().from(exchangeRates).where(eq(exchangeRates.tableNo, tableNo));

describe('the rate job', () => {
  it('walks back over a day without a table to the last one published, and stores every rate of it', async () => {
    // Wednesday 25 November; Tuesday's table is missing, so Monday's (23 November) is the last one.
    sandbox.nbp.set('2026-11-24', 'missing');
    sandbox.nbp.set('2026-11-23', { mids: { EUR: 4.2512, USD: 3.671, CHF: 4.5601, GBP: 4.8302 } });
    const run = await refreshRates(payments.context);
    expect(run).toMatchObject({ outcome: 'stored', tableNo: '227/A/NBP/2026', tableDate: '2026-11-23' });
    expect(sandbox.nbp.asked).toEqual(['2026-11-24', '2026-11-23']);
    const rows = await storedOf('227/A/NBP/2026');
    expect(rows.map((row) => [row.currency, row.ratePln]).sort()).toEqual([
      ['CHF', '4.560100'],
      ['EUR', '4.251200'],
      ['GBP', '4.830200'],
      ['USD', '3.671000'],
    ]);
    expect(await eur()).toMatchObject({
      ratePln: '4.251200',
      source: 'NBP tabela A 227/A/NBP/2026 z 2026-11-23',
      tableNo: '227/A/NBP/2026',
      tableDate: '2026-11-23',
    });
    // The seed's table stays in the history.
    expect(await storedOf('226/A/NBP/2026')).toHaveLength(4);
  });

  it('on a Monday takes Friday’s table, over the weekend', async () => {
    clock.set('2026-11-30T07:00:00Z');
    const run = await refreshRates(payments.context);
    expect(run).toMatchObject({ outcome: 'stored', tableNo: '231/A/NBP/2026', tableDate: '2026-11-27' });
    expect(sandbox.nbp.asked).toEqual(['2026-11-29', '2026-11-28', '2026-11-27']);
    expect(await eur()).toMatchObject({ ratePln: '4.243100', tableNo: '231/A/NBP/2026' });
  });

  it('stores nothing when run again for a table it already has', async () => {
    clock.advance(3_600_000);
    const run = await refreshRates(payments.context);
    expect(run).toMatchObject({ outcome: 'unchanged', tableNo: '231/A/NBP/2026' });
    expect(await storedOf('231/A/NBP/2026')).toHaveLength(4);
    expect(await rateAlert(payments.context.db)).toBeNull();
  });

  it('keeps the last good rates and raises the alert when the table is malformed, until a good run', async () => {
    clock.set('2026-12-01T07:00:00Z');
    sandbox.nbp.set('2026-11-30', { body: '[{"table":"A","no":"232/A/NBP/2026","effectiveDate":"2026-11-30"}]' });
    const run = await refreshRates(payments.context);
    expect(run.outcome).toBe('failed');
    expect(run).toMatchObject({ detail: expect.stringContaining('rates') });
    expect(await eur()).toMatchObject({ ratePln: '4.243100', tableNo: '231/A/NBP/2026' });
    expect(await storedOf('232/A/NBP/2026')).toHaveLength(0);
    const alert = await rateAlert(payments.context.db);
    expect(alert).toMatchObject({ since: '2026-12-01T07:00:00.000Z', lastGoodTableNo: '231/A/NBP/2026' });

    // A table with a rate of nothing, and one that is not JSON: malformed too.
    clock.advance(3_600_000);
    sandbox.nbp.set('2026-11-30', { mids: { EUR: 0 } });
    expect((await refreshRates(payments.context)).outcome).toBe('failed');
    sandbox.nbp.set('2026-11-30', { body: '<html>Przerwa techniczna</html>' });
    expect(await refreshRates(payments.context)).toMatchObject({ detail: expect.stringContaining('not JSON') });
    expect((await rateAlert(payments.context.db))?.since).toBe('2026-12-01T07:00:00.000Z');

    sandbox.nbp.reset();
    clock.advance(3_600_000);
    expect(await refreshRates(payments.context)).toMatchObject({ outcome: 'stored', tableNo: '232/A/NBP/2026' });
    expect(await rateAlert(payments.context.db)).toBeNull();
  });

  it('does not walk back past a bank that is down: the run fails and nothing changes', async () => {
    clock.set('2026-12-02T07:00:00Z');
    sandbox.nbp.set('2026-12-01', 'down');
    const run = await refreshRates(payments.context);
    expect(run).toMatchObject({ outcome: 'failed', detail: expect.stringContaining('503') });
    expect(sandbox.nbp.asked).toEqual(['2026-12-01']);
    expect(await eur()).toMatchObject({ tableNo: '232/A/NBP/2026' });
    const [last] = await payments.context.db.select().from(rateFetches).orderBy(desc(rateFetches.ranAt)).limit(1);
    expect(last).toMatchObject({ outcome: 'failed' });
  });

  it('gives up after ten days without any table, keeping the rates', async () => {
    clock.set('2026-12-20T07:00:00Z');
    for (let day = 10; day <= 19; day += 1) sandbox.nbp.set(`2026-12-${day}`, 'missing');
    const run = await refreshRates(payments.context);
    expect(run).toMatchObject({ outcome: 'failed', detail: 'no table A in the 10 days before 2026-12-20' });
    expect(sandbox.nbp.asked).toHaveLength(10);
    expect(await eur()).toMatchObject({ tableNo: '232/A/NBP/2026' });
  });
});
