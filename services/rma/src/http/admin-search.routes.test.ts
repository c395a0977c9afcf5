import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { rmaService } from '../service';

let rma: TestService<typeof schema>;

beforeAll(async () => {
  rma = await startTestService(rmaService);
  await rma.context.db.execute(sql`
    insert into returns (number, customer_id, stage, requested_action, status, created_at)
    select 'RMA/2026/' || lpad(n::text, 4, '0'), gen_random_uuid(), 'warranty', 'repair',
           case when n % 3 = 0 then 'closed' else 'new' end,
           timestamptz '2026-01-01T10:00:00Z' + n * interval '1 hour'
    from generate_series(1, 1500) as n`);
}, 120_000);
afterAll(() => rma?.stop());

const search = (q: string, adminType: Parameters<typeof staffIdentity>[0] = 'sales_employee') =>
  rma.call('GET', `/api/admin/search/returns?q=${encodeURIComponent(q)}`, { identity: staffIdentity(adminType) });

describe('GET /api/admin/search/returns', () => {
  it('finds a return by its whole number, with its status', async () => {
    const { status, body } = await search('rma/2026/0042');
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { id: expect.any(String), number: 'RMA/2026/0042', status: 'closed', createdAt: '2026-01-03T04:00:00.000Z' },
    ]);
  });

  it('names at most five of many, the newest first', async () => {
    const { body } = await search('2026/00');
    expect(body.items.map((hit: { number: string }) => hit.number)).toEqual([
      'RMA/2026/0099',
      'RMA/2026/0098',
      'RMA/2026/0097',
      'RMA/2026/0096',
      'RMA/2026/0095',
    ]);
  });

  it('refuses staff without returns.list', async () => {
    expect((await search('RMA', 'marketing_manager')).status).toBe(403);
  });
});
