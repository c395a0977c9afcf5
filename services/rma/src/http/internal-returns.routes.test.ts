import type { Identity } from '@shop/contracts';
import { ReturnForReport } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { returnItems, returnMessages, returnNotes, returns } from '../db/schema';
import { rmaService } from '../service';

// A return as its service report prints it (documents asks): staff's view without internal notes, with the
// status changes the audit trail recorded.

let rma: TestService<typeof schema>;
const internal: Identity = { app: 'internal', role: 'GUEST' };
const staff = staffIdentity('service_employee');
let id: string;

beforeAll(async () => {
  rma = await startTestService(rmaService);
  const [row] = await rma.context.db
    .insert(returns)
    .values({
      number: 'RMA/2026/00042',
      customerId: crypto.randomUUID(),
      stage: 'warranty',
      requestedAction: 'repair',
      contactEmail: 'anna@example.pl',
    })
    .returning();
  id = row!.id;
  await rma.context.db
    .insert(returnItems)
    .values({ returnId: id, position: 0, category: 'Rower', productName: 'Zefir 29', problem: 'Rama' });
  await rma.context.db.insert(returnMessages).values({ returnId: id, author: 'customer', text: 'Kiedy?' });
  await rma.context.db
    .insert(returnNotes)
    .values({ returnId: id, text: 'Tylko dla serwisu', staffId: 's1', staffName: 'Bartosz' });
  const move = (from: string, to: string) =>
    rma.call('POST', `/api/admin/returns/${id}/status`, { identity: staff, body: { from, to } });
  expect((await move('new', 'in_progress')).status).toBe(200);
  expect((await move('in_progress', 'ready_to_send')).status).toBe(200);
}, 120_000);
afterAll(() => rma?.stop());

describe('GET /internal/rma/returns/:returnId/report', () => {
  it('answers the return with its items, thread and status changes, without internal notes', async () => {
    const { status, body } = await rma.call('GET', `/internal/rma/returns/${id}/report`, { identity: internal });
    expect(status).toBe(200);
    const report = ReturnForReport.parse(body);
    expect(report.number).toBe('RMA/2026/00042');
    expect(report.items.map((item) => item.productName)).toEqual(['Zefir 29']);
    expect(report.messages.map((message) => message.text)).toEqual(['Kiedy?']);
    expect(report.statusHistory.map(({ from, to }) => [from, to])).toEqual([
      ['new', 'in_progress'],
      ['in_progress', 'ready_to_send'],
    ]);
    expect(report.statusHistory[0]?.staffName).toBeTruthy();
    expect(body).not.toHaveProperty('internalNotes');
    expect(JSON.stringify(body)).not.toContain('Tylko dla serwisu');
  });

  it('answers an unknown return 404, a malformed id 400, and nobody but a service', async () => {
    const unknown = await rma.call('GET', `/internal/rma/returns/${crypto.randomUUID()}/report`, {
      identity: internal,
    });
    expect(unknown.status).toBe(404);
    expect((await rma.call('GET', '/internal/rma/returns/abc/report', { identity: internal })).status).toBe(400);
    expect((await rma.call('GET', `/internal/rma/returns/${id}/report`, { identity: staff })).status).toBe(403);
  });
});
