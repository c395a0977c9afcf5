import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customers } from '../db/schema';
import { accountsService } from '../service';

// New customers per Polish day. 25 October 2026 is the day clocks go back: Warsaw's midnight before it is
// 22:00 UTC, the one after it 23:00 UTC.

const clock = manualClock('2026-10-26T09:00:00Z');
let accounts: TestService<typeof schema, AccountsContext>;

beforeAll(async () => {
  accounts = await startTestService(accountsService, { clock });
  const account = (email: string, at: string, extra: Partial<typeof customers.$inferInsert> = {}) => ({
    email,
    type: 'retail' as const,
    createdAt: new Date(at),
    ...extra,
  });
  await accounts.context.db.insert(customers).values([
    // Today in Warsaw: 00:30 on 26 October (CET), and a dealer.
    account('dzis@example.com', '2026-10-25T23:30:00Z'),
    account('diler@example.com', '2026-10-26T08:00:00Z', { type: 'b2b', vatId: 'PL5250001009' }),
    // 23:30 on 25 October, and the first minute of 25 October (still summer time: 22:00 UTC the day before).
    account('wczoraj@example.com', '2026-10-25T22:30:00Z'),
    account('polnoc@example.com', '2026-10-24T22:00:00Z'),
    // A staff account is no customer.
    account('ewa@zolw.example', '2026-10-26T07:00:00Z', { role: 'ADMIN', adminType: 'sales_employee' }),
    // 23:59 on 19 October: before the 7 days.
    account('dawno@example.com', '2026-10-19T21:59:00Z'),
  ]);
}, 120_000);
afterAll(() => accounts?.stop());

const figures = (period: string, adminType: Parameters<typeof staffIdentity>[0] = 'sales_manager') =>
  accounts.call('GET', `/api/admin/dashboard/customers?period=${period}`, { identity: staffIdentity(adminType) });

describe('GET /api/admin/dashboard/customers', () => {
  it('counts customers registered since midnight in Warsaw, dealers apart, staff not at all', async () => {
    const { status, body } = await figures('today');
    expect(status).toBe(200);
    expect(body).toEqual({
      period: 'today',
      from: '2026-10-25T23:00:00.000Z',
      to: '2026-10-26T09:00:00.000Z',
      newCustomers: 2,
      retail: 1,
      b2b: 1,
      days: [{ day: '2026-10-26', count: 2 }],
    });
  });

  it('puts each account on its Polish day across the change of clocks', async () => {
    const { body } = await figures('7d');
    expect(body.from).toBe('2026-10-19T22:00:00.000Z');
    expect(body.newCustomers).toBe(4);
    expect(body.days).toEqual([
      { day: '2026-10-20', count: 0 },
      { day: '2026-10-21', count: 0 },
      { day: '2026-10-22', count: 0 },
      { day: '2026-10-23', count: 0 },
      { day: '2026-10-24', count: 0 },
      { day: '2026-10-25', count: 2 },
      { day: '2026-10-26', count: 2 },
    ]);
    expect((await figures('30d')).body.newCustomers).toBe(5);
  });

  it('answers staff holding customers.list only, and only for the known periods', async () => {
    expect((await figures('7d', 'service_employee')).status).toBe(200);
    expect((await figures('7d', 'warehouse_manager')).status).toBe(403);
    expect((await figures('week')).status).toBe(400);
  });
});
