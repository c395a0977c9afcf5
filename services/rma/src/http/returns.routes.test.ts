import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { returns } from '../db/schema';
import { rmaService } from '../service';

let rma: TestService<typeof schema>;
const anna = crypto.randomUUID();
const piotr = crypto.randomUUID();
const as = (customerId: string) => ({ app: 'storefront', role: 'CUSTOMER', customerId }) as const;

beforeAll(async () => {
  rma = await startTestService(rmaService);
  await rma.context.db.insert(returns).values([
    { number: 'RMA/2026/0001', customerId: anna, stage: 'warranty', requestedAction: 'repair' },
    { number: 'RMA/2026/0002', customerId: piotr, stage: 'presales', requestedAction: 'refund', status: 'closed' },
  ]);
});
afterAll(() => rma?.stop());

describe('GET /api/rma', () => {
  it('shows a customer only their own claims', async () => {
    const answer = await rma.call('GET', '/api/rma', { identity: as(anna) });
    expect(answer.body).toMatchObject({ total: 1, items: [{ number: 'RMA/2026/0001', status: 'new' }] });
  });

  it('asks a guest to sign in', async () => {
    expect((await rma.call('GET', '/api/rma')).body.error.code).toBe('authentication_required');
  });

  it('refuses an unknown status filter with the field message', async () => {
    const answer = await rma.call('GET', '/api/rma?filters[status]=lost', {
      identity: as(piotr),
      headers: { 'x-language': 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'filters.status': 'Choose one of the allowed values' });
  });
});
