import { type OrderAddress, shopApi } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orders } from '../db/schema';
import { type OrdersContext, ordersService } from '../service';

// The orders group of the global search over a demo-sized table: 3 000 orders of other buyers, and the
// few a test looks for.

let shop: TestService<typeof schema, OrdersContext>;

const billing = (firstName: string, lastName: string, companyName: string | null = null): OrderAddress => ({
  firstName,
  lastName,
  companyName,
  street: 'Długa 1',
  zipCode: '00-001',
  city: 'Warszawa',
  country: 'PL',
});

beforeAll(async () => {
  shop = await startTestService(ordersService);
  await shop.context.db.execute(sql`
    insert into orders (number, type, delivery_method, payment_method, total_amount, currency, token, email,
                        billing, created_at)
    select 'ZF/2025/' || lpad(n::text, 6, '0'), 'STANDARD', 'COURIER', 'transfer', 10000 + n, 'PLN', 't' || n,
           'klient' || n || '@example.com',
           jsonb_build_object('firstName', 'Jan', 'lastName', 'Kowalski', 'companyName', null),
           timestamptz '2025-06-01T10:00:00Z' + n * interval '1 hour'
    from generate_series(1, 3000) as n`);
  const base = { type: 'STANDARD', deliveryMethod: 'COURIER', paymentMethod: 'transfer', currency: 'PLN' } as const;
  await shop.context.db.insert(orders).values([
    {
      ...base,
      number: 'ZF/2026/004711',
      totalAmount: 499_900,
      token: 'a',
      email: 'Zofia.Zolw@Example.pl',
      billing: billing('Zofia', 'Żółw'),
      status: 'in_progress',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    },
    {
      ...base,
      number: 'ZF/2026/004712',
      totalAmount: 12_300,
      currency: 'EUR',
      token: 'b',
      email: 'zakupy@rowerowo.pl',
      billing: billing('Anna', 'Nowak', 'Rowerowo Sp. z o.o.'),
      createdAt: new Date('2026-03-02T10:00:00Z'),
    },
  ]);
});
afterAll(() => shop?.stop());

const search = (q: string, adminType: Parameters<typeof staffIdentity>[0] = 'sales_employee') =>
  shop.call('GET', `/api/admin/search/orders?q=${encodeURIComponent(q)}`, { identity: staffIdentity(adminType) });
const numbers = (body: { items: { number: string }[] }) => body.items.map((hit) => hit.number);

describe('GET /api/admin/search/orders', () => {
  it('finds an order by its number, whole or in part', async () => {
    expect(numbers((await search('ZF/2026/004711')).body)).toEqual(['ZF/2026/004711']);
    expect(numbers((await search('2026/0047')).body)).toEqual(['ZF/2026/004712', 'ZF/2026/004711']);
  });

  it('finds an order by the e-mail, ignoring case, with what the list shows', async () => {
    const { status, body } = await search('zofia.zolw@example');
    expect(status).toBe(200);
    expect(shopApi['GET /api/admin/search/orders'].answer.parse(body)).toEqual({
      items: [
        {
          id: expect.any(String),
          number: 'ZF/2026/004711',
          email: 'Zofia.Zolw@Example.pl',
          buyer: 'Zofia Żółw',
          status: 'in_progress',
          total: { amount: 499_900, currency: 'PLN' },
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
  });

  it("finds a buyer's name without Polish letters and a company by part of its name", async () => {
    expect(numbers((await search('zolw')).body)).toEqual(['ZF/2026/004711']);
    expect(numbers((await search('ŻÓŁW')).body)).toEqual(['ZF/2026/004711']);
    const company = await search('rowerowo sp');
    expect(company.body.items).toMatchObject([{ buyer: 'Anna Nowak Rowerowo Sp. z o.o.', total: { currency: 'EUR' } }]);
  });

  it('names at most five orders, the newest first', async () => {
    const { body } = await search('kowalski');
    expect(numbers(body)).toEqual([
      'ZF/2025/003000',
      'ZF/2025/002999',
      'ZF/2025/002998',
      'ZF/2025/002997',
      'ZF/2025/002996',
    ]);
  });

  it('takes what is typed literally: a percent sign or an underscore is no wildcard', async () => {
    expect((await search('%%')).body.items).toEqual([]);
    expect((await search('ZF_2026')).body.items).toEqual([]);
  });

  it('starts at two characters and refuses a staff member without orders.list', async () => {
    const short = await search(' z ');
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.error.fields)).toEqual(['q']);
    expect((await search('zolw', 'marketing_manager')).status).toBe(403);
  });
});
