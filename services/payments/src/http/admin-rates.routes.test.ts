import { randomUUID } from 'node:crypto';
import { auditLog } from '@shop/service-kit/db';
import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsContext } from '../context';
import type * as schema from '../db/schema';
import { rateFetches } from '../db/schema';
import { toPln } from '../domain/conversion';
import { paymentsService } from '../service';

// Exchange rates in the back office: what is in force, the stored tables, an override that beats the table
// until removed (audited), and the dashboard's alert. The seed holds table 226/A/NBP/2026.

let payments: TestService<typeof schema, PaymentsContext>;
const clock = manualClock('2026-11-26T10:00:00Z');
const manager = staffIdentity('sales_manager');

beforeAll(async () => {
  payments = await startTestService(paymentsService, { seed: true, clock });
});
afterAll(() => payments?.stop());

const call = (method: string, path: string, body?: unknown, identity = manager) =>
  payments.call(method, path, { identity, body });

describe('exchange rates in the back office', () => {
  it('lists the rates in force and the stored tables to staff who see the payment settings', async () => {
    const answer = await call('GET', '/api/admin/settings/rates');
    expect(answer.status).toBe(200);
    expect(answer.body.current.find((rate: { currency: string }) => rate.currency === 'EUR')).toMatchObject({
      ratePln: '4.243100',
      tableNo: '226/A/NBP/2026',
      tableDate: '2026-11-20',
    });
    expect(answer.body).toMatchObject({ overrides: [], alert: null, lastRun: null });

    const history = await call('GET', '/api/admin/settings/rates/history');
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total: 1, page: 1 });
    expect(history.body.items[0]).toMatchObject({ tableNo: '226/A/NBP/2026', tableDate: '2026-11-20' });
    expect(history.body.items[0].rates.map((rate: { currency: string }) => rate.currency)).toEqual([
      'CHF',
      'EUR',
      'GBP',
      'USD',
    ]);

    expect((await call('GET', '/api/admin/settings/rates', undefined, staffIdentity('sales_employee'))).status).toBe(
      403,
    );
  });

  it('lets staff who change the payment settings set a rate by hand, which converts until removed', async () => {
    const set = await call('PUT', '/api/admin/settings/rates/EUR/override', {
      ratePln: '4,5',
      note: 'Umowa z bankiem',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      currency: 'EUR',
      ratePln: '4.500000',
      note: 'Umowa z bankiem',
      setBy: 'Ewa Nowak',
      setAt: '2026-11-26T10:00:00.000Z',
    });
    clock.advance(60_000);
    const converted = await toPln(payments.context.db, { amount: 10_000, currency: 'EUR' }, clock.now());
    expect(converted).toMatchObject({
      amountPln: 45_000,
      rate: { ratePln: '4.500000', source: 'kurs ustalony ręcznie', tableNo: null, tableDate: null },
    });

    const audit = await payments.context.db.select().from(auditLog).where(eq(auditLog.entity, 'exchange_rate'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entityId: 'EUR', staffName: 'Ewa Nowak' });

    const removed = await call('DELETE', '/api/admin/settings/rates/EUR/override');
    expect(removed.status).toBe(204);
    const back = await toPln(payments.context.db, { amount: 10_000, currency: 'EUR' }, clock.now());
    expect(back).toMatchObject({ amountPln: 42_431, rate: { tableNo: '226/A/NBP/2026' } });
    expect(await payments.context.db.select().from(auditLog).where(eq(auditLog.entity, 'exchange_rate'))).toHaveLength(
      2,
    );
    expect((await call('DELETE', '/api/admin/settings/rates/EUR/override')).status).toBe(404);
  });

  it('refuses a rate that is not one, an unknown currency and staff who may only look', async () => {
    const bad = await call('PUT', '/api/admin/settings/rates/EUR/override', { ratePln: '4.2a' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.ratePln).toBeTruthy();
    expect((await call('PUT', '/api/admin/settings/rates/EUR/override', { ratePln: '0' })).status).toBe(400);
    expect((await call('PUT', '/api/admin/settings/rates/PLN/override', { ratePln: '1' })).status).toBe(400);
    const asEmployee = await call(
      'PUT',
      '/api/admin/settings/rates/EUR/override',
      { ratePln: '4.3' },
      staffIdentity('sales_employee'),
    );
    expect(asEmployee.status).toBe(403);
    expect((await call('GET', '/api/admin/settings/rates')).body.overrides).toEqual([]);
  });

  it('shows the dashboard an alert while the newest run of the rate job failed', async () => {
    const alert = () => call('GET', '/api/admin/dashboard/rates-alert', undefined, staffIdentity('sales_employee'));
    expect((await alert()).body).toEqual({ alert: null });
    await payments.context.db.insert(rateFetches).values({
      id: randomUUID(),
      ranAt: clock.now(),
      outcome: 'failed',
      detail: 'NBP answered 503 for table A 2026-11-25',
    });
    expect((await alert()).body.alert).toMatchObject({
      detail: 'NBP answered 503 for table A 2026-11-25',
      lastGoodTableNo: '226/A/NBP/2026',
    });
  });
});
