import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { returns } from '../db/schema';
import { rmaService } from '../service';

let rma: TestService<typeof schema>;

beforeAll(async () => {
  rma = await startTestService(rmaService);
  const claim = (number: string, status: (typeof returns.$inferInsert)['status']) => ({
    number,
    status,
    customerId: crypto.randomUUID(),
    stage: 'warranty' as const,
    requestedAction: 'repair' as const,
  });
  await rma.context.db
    .insert(returns)
    .values([
      claim('RMA/2026/0001', 'new'),
      claim('RMA/2026/0002', 'new'),
      claim('RMA/2026/0003', 'on_hold'),
      claim('RMA/2026/0004', 'ready_to_pick'),
      claim('RMA/2026/0005', 'closed'),
      claim('RMA/2026/0006', 'rejected'),
      claim('RMA/2026/0007', 'sent'),
    ]);
}, 120_000);
afterAll(() => rma?.stop());

describe('GET /api/admin/dashboard/returns', () => {
  it('counts the returns still open by status, closed, rejected and sent ones left out', async () => {
    const { status, body } = await rma.call('GET', '/api/admin/dashboard/returns', {
      identity: staffIdentity('service_employee'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      open: 4,
      byStatus: [
        { status: 'new', count: 2 },
        { status: 'on_hold', count: 1 },
        { status: 'ready_to_pick', count: 1 },
      ],
    });
  });

  it('refuses staff without returns.list, a customer and a guest', async () => {
    const call = (identity: Parameters<typeof rma.call>[2]) =>
      rma.call('GET', '/api/admin/dashboard/returns', identity).then((answer) => answer.status);
    expect(await call({ identity: staffIdentity('warehouse_employee') })).toBe(403);
    expect(await call({ identity: { app: 'storefront', role: 'CUSTOMER', customerId: crypto.randomUUID() } })).toBe(
      403,
    );
    expect(await call({ identity: null })).toBe(401);
  });
});
