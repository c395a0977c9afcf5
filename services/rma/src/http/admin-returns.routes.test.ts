import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { returnItems, returns } from '../db/schema';
import { rmaService } from '../service';

let rma: TestService<typeof schema>;
const anna = crypto.randomUUID();
const piotr = crypto.randomUUID();
const service = staffIdentity('service_employee');
const ids: Record<string, string> = {};
let itemId: string;

beforeAll(async () => {
  rma = await startTestService(rmaService);
  const rows = await rma.context.db
    .insert(returns)
    .values([
      {
        number: 'RMA/2026/00001',
        customerId: anna,
        stage: 'warranty',
        requestedAction: 'repair',
        contactEmail: 'anna@example.pl',
        createdAt: new Date('2026-03-01T23:30:00Z'), // 2 March in Warsaw
      },
      {
        number: 'RMA/2026/00002',
        customerId: piotr,
        stage: 'presales',
        requestedAction: 'refund',
        contactEmail: 'piotr@firma.pl',
        status: 'in_progress',
        createdAt: new Date('2026-03-05T10:00:00Z'),
      },
      {
        number: 'RMA/2026/00003',
        customerId: anna,
        stage: 'post_warranty',
        requestedAction: 'exchange',
        contactEmail: 'anna@example.pl',
        status: 'closed',
        createdAt: new Date('2026-03-09T10:00:00Z'),
      },
    ])
    .returning();
  for (const row of rows) ids[row.number.slice(-1)] = row.id;
  const [item] = await rma.context.db
    .insert(returnItems)
    .values({ returnId: ids['1']!, position: 0, category: 'Rower', productName: 'Zefir 29', problem: 'Rama' })
    .returning();
  itemId = item!.id;
}, 120_000);
afterAll(() => rma?.stop());

const numbers = (body: { items: { number: string }[] }) => body.items.map((item) => item.number);
const list = async (query: string) =>
  (await rma.call('GET', `/api/admin/returns?${query}`, { identity: service })).body;

describe('GET /api/admin/returns', () => {
  it('filters by status, stage, action, customer, number and day (Warsaw)', async () => {
    expect(numbers(await list('sort=number&dir=asc'))).toEqual(['RMA/2026/00001', 'RMA/2026/00002', 'RMA/2026/00003']);
    expect(numbers(await list('filters[status]=in_progress'))).toEqual(['RMA/2026/00002']);
    expect(numbers(await list('filters[stage]=post_warranty'))).toEqual(['RMA/2026/00003']);
    expect(numbers(await list('filters[requestedAction]=refund'))).toEqual(['RMA/2026/00002']);
    expect(numbers(await list('filters[customer]=PIOTR@'))).toEqual(['RMA/2026/00002']);
    expect(numbers(await list(`filters[customer]=${anna}&sort=number&dir=asc`))).toEqual([
      'RMA/2026/00001',
      'RMA/2026/00003',
    ]);
    expect(numbers(await list('filters[number]=00003'))).toEqual(['RMA/2026/00003']);
    expect(numbers(await list('filters[from]=2026-03-02&filters[to]=2026-03-02'))).toEqual(['RMA/2026/00001']);
  });

  it('refuses an unknown filter value, staff without returns.list and a customer', async () => {
    expect((await rma.call('GET', '/api/admin/returns?filters[status]=lost', { identity: service })).status).toBe(400);
    const warehouse = await rma.call('GET', '/api/admin/returns', { identity: staffIdentity('warehouse_employee') });
    expect(warehouse.status).toBe(403);
    const customer = { app: 'storefront', role: 'CUSTOMER', customerId: anna } as const;
    expect((await rma.call('GET', '/api/admin/returns', { identity: customer })).status).toBe(403);
  });
});

describe('staff work on a return', () => {
  const post = (path: string, body: unknown, identity = service) =>
    rma.call('POST', `/api/admin/returns/${ids['2']}${path}`, { identity, body });

  it('moves the status only where the table allows, from the status staff saw', async () => {
    const detail = await rma.call('GET', `/api/admin/returns/${ids['2']}`, { identity: service });
    expect(detail.body.nextStatuses).toEqual(['on_hold', 'rejected', 'ready_to_send', 'ready_to_pick', 'closed']);
    expect((await post('/status', { from: 'in_progress', to: 'sent' })).status).toBe(409);
    expect((await post('/status', { from: 'new', to: 'on_hold' })).status).toBe(409);
    const moved = await post('/status', { from: 'in_progress', to: 'ready_to_send' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'ready_to_send', nextStatuses: ['in_progress', 'sent'] });
  });

  it('lets one of two simultaneous status changes win and refuses the other with 409', async () => {
    const [a, b] = await Promise.all([
      rma.call('POST', `/api/admin/returns/${ids['1']}/status`, {
        identity: service,
        body: { from: 'new', to: 'in_progress' },
      }),
      rma.call('POST', `/api/admin/returns/${ids['1']}/status`, {
        identity: staffIdentity('service_manager'),
        body: { from: 'new', to: 'rejected' },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // The second is told the return changed meanwhile, in the staff member's language.
    expect([a, b].find((answer) => answer.status === 409)!.body.error.message).toMatch(/Someone else saved this|ktoś/i);
    const history = await rma.call('GET', `/api/admin/returns/${ids['1']}/history`, { identity: service });
    expect(history.body.items.filter((entry: { action: string }) => entry.action === 'status')).toHaveLength(1);
  });

  it('records item actions, internal notes and assignment, each in the history', async () => {
    const item = await rma.call('POST', `/api/admin/returns/${ids['1']}/items/${itemId}/status`, {
      identity: service,
      body: { status: 'repaired' },
    });
    expect(item.body.items).toMatchObject([{ id: itemId, status: 'repaired' }]);
    const note = await rma.call('POST', `/api/admin/returns/${ids['1']}/notes`, {
      identity: service,
      body: { text: '<b>Klient</b> dzwonił' },
    });
    expect(note.body.internalNotes).toMatchObject([{ text: '<b>Klient</b> dzwonił', staffName: 'Ewa Nowak' }]);
    const mine = await rma.call('POST', `/api/admin/returns/${ids['1']}/assignee`, {
      identity: service,
      body: { assignee: 'me' },
    });
    expect(mine.body.assignee).toEqual({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Ewa Nowak' });
    const history = await rma.call('GET', `/api/admin/returns/${ids['1']}/history?dir=asc`, { identity: service });
    expect(history.body.items.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['item_status', 'note', 'assign']),
    );

    const customers = await rma.call('GET', `/api/rma/${ids['1']}`, {
      identity: { app: 'storefront', role: 'CUSTOMER', customerId: anna },
    });
    expect(customers.status).toBe(200);
    expect(JSON.stringify(customers.body)).not.toContain('dzwonił');
    expect(customers.body).not.toHaveProperty('internalNotes');
    expect(customers.body).not.toHaveProperty('assignee');
  });

  it('refuses a closed return’s move, an item of another return, bad ids, and staff who may only read', async () => {
    const closed = await rma.call('POST', `/api/admin/returns/${ids['3']}/status`, {
      identity: service,
      body: { from: 'closed', to: 'in_progress' },
    });
    expect(closed.status).toBe(409);
    const foreignItem = await rma.call('POST', `/api/admin/returns/${ids['2']}/items/${itemId}/status`, {
      identity: service,
      body: { status: 'repaired' },
    });
    expect(foreignItem.status).toBe(404);
    expect((await rma.call('GET', '/api/admin/returns/not-a-uuid', { identity: service })).status).toBe(404);
    expect((await rma.call('GET', `/api/admin/returns/${crypto.randomUUID()}`, { identity: service })).status).toBe(
      404,
    );
    expect((await post('/notes', { text: '' })).status).toBe(400);
    expect((await post('/notes', { text: 'x' }, staffIdentity('marketing_manager'))).status).toBe(403);
  });
});
