import { manualClock, staffIdentity as staff, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../../db/schema';
import { invoices } from '../../db/schema';
import { withOfflineDeadline } from '../../http/admin-dashboard.routes';
import { type OrdersContext, ordersService } from '../../service';
import { issued, paidVatDraft, placeDealerOrders } from '../invoice-fixtures.test-support';

// GET /api/admin/dashboard/invoices: the KSeF queue as staff with invoices.list see it — how many wait in
// each state and how old the oldest is — and nobody else.

const clock = manualClock('2026-11-26T12:00:00Z');
let shop: TestService<typeof schema, OrdersContext>;

async function invoice(createdAt: string, state: 'queued' | 'offline' | 'sent' | 'accepted' | 'rejected') {
  const [order] = await placeDealerOrders(shop.context.db, 1);
  const row = await issued(shop.context.db, paidVatDraft(order!, createdAt.slice(0, 10)));
  await shop.context.db
    .update(invoices)
    .set({ state, createdAt: new Date(createdAt), offlineSince: state === 'offline' ? new Date(createdAt) : null })
    .where(eq(invoices.id, row.id));
}

beforeAll(async () => {
  shop = await startTestService(ordersService, { clock });
}, 120_000);
afterAll(() => shop?.stop());

const queue = (adminType: Parameters<typeof staff>[0]) =>
  shop.call('GET', '/api/admin/dashboard/invoices', { identity: staff(adminType) });

describe('the offline deadline: the next working day after the Warsaw day the oldest went offline', () => {
  const queue = (offlineSince: string) => ({
    queued: 0,
    offline: 1,
    sent: 0,
    rejected: 0,
    oldestWaitingAt: offlineSince,
    offlineSince,
    ageMinutes: 0,
  });
  it('skips the weekend and Polish public holidays, and says whether it is ahead, today or missed', () => {
    // Thursday 23 December 2027 → Monday the 27th: Christmas Eve (a holiday from 2025), then the weekend.
    expect(withOfflineDeadline(queue('2027-12-23T12:00:00Z'), new Date('2027-12-23T12:00:00Z'))).toMatchObject({
      offlineDeadline: '2027-12-27',
      offlineDeadlineState: 'ahead',
    });
    // 23:30 UTC on Friday 6 November 2026 is Saturday the 7th in Warsaw: due on Monday the 9th.
    const saturday = queue('2026-11-06T23:30:00Z');
    expect(withOfflineDeadline(saturday, new Date('2026-11-09T08:00:00Z')).offlineDeadline).toBe('2026-11-09');
    // Tuesday 10 November 2026 → Thursday 12th (the 11th is Independence Day).
    const tuesday = queue('2026-11-10T09:00:00Z');
    expect(withOfflineDeadline(tuesday, new Date('2026-11-12T22:59:00Z'))).toMatchObject({
      offlineDeadline: '2026-11-12',
      offlineDeadlineState: 'today',
    });
    // 23:00 UTC on the 12th is already the 13th in Warsaw.
    expect(withOfflineDeadline(tuesday, new Date('2026-11-12T23:00:00Z')).offlineDeadlineState).toBe('missed');
  });

  it('is none without offline invoices', () => {
    expect(withOfflineDeadline({ ...queue('2026-11-10T09:00:00Z'), offline: 0 }, new Date())).toMatchObject({
      offlineDeadline: null,
      offlineDeadlineState: null,
    });
  });
});

describe('the KSeF queue on the dashboard', () => {
  it('is empty, aged 0, before any invoice', async () => {
    const answer = await queue('sales_employee');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      queued: 0,
      offline: 0,
      sent: 0,
      rejected: 0,
      oldestWaitingAt: null,
      offlineSince: null,
      ageMinutes: 0,
      offlineDeadline: null,
      offlineDeadlineState: null,
    });
  });

  it('counts each state and ages the oldest waiting invoice; rejected and accepted ones do not age it', async () => {
    await invoice('2026-11-25T09:00:00Z', 'rejected');
    await invoice('2026-11-25T10:00:00Z', 'accepted');
    await invoice('2026-11-26T10:30:00Z', 'offline');
    await invoice('2026-11-26T11:00:00Z', 'offline');
    await invoice('2026-11-26T11:30:00Z', 'sent');
    await invoice('2026-11-26T11:50:00Z', 'queued');
    const answer = await queue('sales_manager');
    expect(answer.body).toEqual({
      queued: 1,
      offline: 2,
      sent: 1,
      rejected: 1,
      oldestWaitingAt: '2026-11-26T10:30:00.000Z',
      offlineSince: '2026-11-26T10:30:00.000Z',
      ageMinutes: 90,
      // Offline since Thursday 26 November: due in KSeF on Friday the 27th, still ahead at noon on the 26th.
      offlineDeadline: '2026-11-27',
      offlineDeadlineState: 'ahead',
    });
  });

  it('is for staff who may list invoices only', async () => {
    expect((await queue('marketing_manager')).status).toBe(403);
    expect((await queue('warehouse_employee')).status).toBe(403);
    // Without a staff identity the service itself refuses (the gateway answers 401 before it).
    expect((await shop.call('GET', '/api/admin/dashboard/invoices')).status).toBe(403);
  });
});
