import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { returns } from '../db/schema';
import { rmaService } from '../service';

// Who a return can be given to: active staff who may work on returns, as accounts answers them (played here
// by a small server answering GET /internal/staff?permission=returns.update).

let rma: TestService<typeof schema>;
let accounts: Server;
const asked: string[] = [];
const colleague = { id: crypto.randomUUID(), name: 'Marek Serwisant' };
let returnId: string;
const manager = staffIdentity('service_manager');

beforeAll(async () => {
  accounts = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ items: [colleague] }));
  });
  await new Promise<void>((resolve) => accounts.listen(0, '127.0.0.1', resolve));
  const { port } = accounts.address() as AddressInfo;
  rma = await startTestService(rmaService, { env: { ACCOUNTS_URL: `http://127.0.0.1:${port}` } });
  const [row] = await rma.context.db
    .insert(returns)
    .values({ number: 'RMA/2026/00077', customerId: crypto.randomUUID(), stage: 'warranty', requestedAction: 'repair' })
    .returning();
  returnId = row!.id;
}, 120_000);
afterAll(async () => {
  await rma?.stop();
  await new Promise((resolve) => accounts?.close(resolve));
});

describe('assigning a return to a colleague', () => {
  it('lists the staff who may work on returns, to staff who may update returns only', async () => {
    const { status, body } = await rma.call('GET', '/api/admin/returns/assignees', { identity: manager });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [colleague] });
    expect(asked.at(-1)).toBe('/internal/staff?permission=returns.update');
    expect(
      (await rma.call('GET', '/api/admin/returns/assignees', { identity: staffIdentity('sales_employee') })).status,
    ).toBe(200);
    expect(
      (await rma.call('GET', '/api/admin/returns/assignees', { identity: staffIdentity('marketing_employee') })).status,
    ).toBe(403);
  });

  it('gives the return to a listed colleague, audited, and refuses anyone else at the field', async () => {
    const given = await rma.call('POST', `/api/admin/returns/${returnId}/assignee`, {
      identity: manager,
      body: { assignee: colleague.id },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.assignee).toEqual(colleague);
    const history = await rma.call('GET', `/api/admin/returns/${returnId}/history`, { identity: manager });
    expect(JSON.stringify(history.body.items[0])).toContain('Marek Serwisant');

    const stranger = await rma.call('POST', `/api/admin/returns/${returnId}/assignee`, {
      identity: manager,
      body: { assignee: crypto.randomUUID() },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.fields.assignee).toBeTruthy();
    const kept = await rma.call('GET', `/api/admin/returns/${returnId}`, { identity: manager });
    expect(kept.body.assignee).toEqual(colleague);
  });
});
