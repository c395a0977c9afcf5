import { shopApi } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customers } from '../db/schema';
import { accountsService } from '../service';

let accounts: TestService<typeof schema, AccountsContext>;

beforeAll(async () => {
  accounts = await startTestService(accountsService);
  await accounts.context.db.execute(sql`
    insert into customers (email, type, first_name, last_name, created_at)
    select 'klient' || n || '@example.com', 'retail', 'Jan', 'Kowalski',
           timestamptz '2025-01-01T10:00:00Z' + n * interval '1 hour'
    from generate_series(1, 2000) as n`);
  await accounts.context.db.insert(customers).values([
    { email: 'Lukasz.Zolw@Example.pl', type: 'retail', firstName: 'Łukasz', lastName: 'Żółw' },
    { email: 'biuro@rowerowo.pl', type: 'b2b', companyName: 'Rowerowo Sp. z o.o.', vatId: 'PL5250001009' },
    { email: 'zolw.admin@example.pl', type: 'retail', role: 'ADMIN', adminType: 'admin', firstName: 'Żółw' },
  ]);
}, 120_000);
afterAll(() => accounts?.stop());

const search = (q: string, adminType: Parameters<typeof staffIdentity>[0] = 'service_employee') =>
  accounts.call('GET', `/api/admin/search/customers?q=${encodeURIComponent(q)}`, {
    identity: staffIdentity(adminType),
  });
const emails = (body: { items: { email: string }[] }) => body.items.map((hit) => hit.email);

describe('GET /api/admin/search/customers', () => {
  it('finds a customer by name without Polish letters, and never a staff account', async () => {
    const { status, body } = await search('lukasz zolw');
    expect(status).toBe(200);
    expect(shopApi['GET /api/admin/search/customers'].answer.parse(body).items).toEqual([
      { id: expect.any(String), email: 'Lukasz.Zolw@Example.pl', name: 'Łukasz Żółw', type: 'retail', state: 'active' },
    ]);
    expect(emails((await search('żółw')).body)).toEqual(['Lukasz.Zolw@Example.pl']);
  });

  it('finds a dealer by company, e-mail or VAT ID', async () => {
    for (const q of ['rowerowo sp', 'BIURO@ROWEROWO', '5250001009']) {
      expect(emails((await search(q)).body), q).toEqual(['biuro@rowerowo.pl']);
    }
  });

  it('names at most five, the newest first', async () => {
    expect(emails((await search('kowalski')).body)).toEqual([
      'klient2000@example.com',
      'klient1999@example.com',
      'klient1998@example.com',
      'klient1997@example.com',
      'klient1996@example.com',
    ]);
  });

  it('refuses one character, and staff without customers.list', async () => {
    expect((await search('z')).status).toBe(400);
    expect((await search('zolw', 'factory_employee')).status).toBe(403);
  });
});
