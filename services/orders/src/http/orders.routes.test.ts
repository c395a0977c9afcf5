import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orders } from '../db/schema';
import { ordersService } from '../service';

let service: TestService<typeof schema>;
const anna = crypto.randomUUID();
const piotr = crypto.randomUUID();
const as = (customerId: string) => ({ app: 'storefront', role: 'CUSTOMER', customerId }) as const;

beforeAll(async () => {
  service = await startTestService(ordersService);
  const order = (customerId: string, n: number, status = 'new') => ({
    number: `ZS/2026/11/${String(n).padStart(5, '0')}`,
    customerId,
    type: 'STANDARD' as const,
    status,
    deliveryMethod: 'COURIER' as const,
    paymentMethod: 'transfer',
    totalAmount: 499_900 + n,
    currency: 'PLN',
    createdAt: new Date(Date.UTC(2026, 10, n)),
  });
  await service.deps.db
    .insert(orders)
    .values([order(anna, 1), order(anna, 2, 'sent'), order(anna, 3), order(piotr, 4)]);
});
afterAll(() => service?.stop());

describe('GET /api/orders', () => {
  it('asks a guest to sign in', async () => {
    const answer = await service.call('GET', '/api/orders', { headers: { 'x-language': 'en' } });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'authentication_required', message: 'Authentication required.' });
  });

  it("lists only the caller's own orders, newest first", async () => {
    const answer = await service.call('GET', '/api/orders', { identity: as(anna) });
    expect(answer.body.total).toBe(3);
    expect(answer.body.items.map((o: { number: string }) => o.number)).toEqual([
      'ZS/2026/11/00003',
      'ZS/2026/11/00002',
      'ZS/2026/11/00001',
    ]);
    expect(answer.body.items[0].total).toEqual({ amount: 499_903, currency: 'PLN' });
    const other = await service.call('GET', '/api/orders', { identity: as(piotr) });
    expect(other.body.items.map((o: { number: string }) => o.number)).toEqual(['ZS/2026/11/00004']);
  });

  it('pages, sorts and filters', async () => {
    const page = await service.call('GET', '/api/orders?page=2&limit=2&sort=number&dir=asc', { identity: as(anna) });
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ number: 'ZS/2026/11/00003' }] });
    const sent = await service.call('GET', '/api/orders?filters[status]=sent', { identity: as(anna) });
    expect(sent.body.items.map((o: { status: string }) => o.status)).toEqual(['sent']);
  });

  it("refuses a filter on someone else's customer id", async () => {
    const answer = await service.call('GET', `/api/orders?filters[customerId]=${piotr}`, { identity: as(anna) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'filters.customerId': 'Nieznane pole' });
  });
});
