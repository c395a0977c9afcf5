// The back office's heaviest reads on a shop-sized orders table: 100 000 orders (one every 5 minutes, about a
// year; all in PLN, as EUR would need the payments service for its rate) with 200 000 lines, on PostgreSQL 15
// (default) or PGlite. The orders service runs in this process and is called over HTTP as the gateway would,
// as an admin; each call 5 times, the median and the fastest shown.
//   npx tsx bench/admin-dashboard.ts            (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
//   npx tsx bench/admin-dashboard.ts pglite
import { ordersService } from '@shop/orders';
import { createTestDatabase, manualClock, staffIdentity, startTestService } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';

const pglite = process.argv[2] === 'pglite';
const database = pglite ? undefined : await createTestDatabase('shop_bench_dashboard');
const shop = await startTestService(ordersService, {
  clock: manualClock('2026-11-26T10:00:00Z'),
  databaseUrl: database?.url,
});
try {
  await shop.context.db.execute(sql`
    insert into orders (number, type, delivery_method, payment_method, total_amount, currency, token, email,
                        status, billing, created_at)
    select 'ZF/2026/' || lpad(n::text, 6, '0'), 'STANDARD', 'COURIER', 'transfer', 10000 + (n % 5000) * 37,
           'PLN', 't' || n, 'klient' || n || '@example.com',
           (array['new','in_progress','sent','completed','cancelled'])[1 + n % 5],
           jsonb_build_object('firstName', 'Jan', 'lastName', 'Kowalski' || n, 'companyName', null),
           timestamptz '2026-11-26T09:00:00Z' - n * interval '5 minutes'
    from generate_series(1, 100000) as n`);
  await shop.context.db.execute(sql`
    insert into order_items (order_id, position, product_id, variant_id, sku, name, slug, quantity, unit_gross,
                             unit_net, vat_rate, line_gross)
    select o.id, p, 1000 + abs(hashtext(o.number || p)) % 300, 1, 'S', 'Produkt', 's', 1 + p, 5000, 4065, 23,
           5000 * (1 + p)
    from orders o, generate_series(1, 2) as p`);
  await shop.context.db.execute(sql`analyze`);

  const rows: Record<string, string>[] = [];
  const time = async (call: string, path: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const answer = await shop.call('GET', path, { identity: staffIdentity('admin') });
      runs.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    runs.sort((a, b) => a - b);
    rows.push({ call, 'median ms': runs[2]!.toFixed(0), 'fastest ms': runs[0]!.toFixed(0) });
  };
  await time('sales, 30 days (8 640 orders)', '/api/admin/dashboard/sales?period=30d');
  await time('sales, 7 days (2 016 orders)', '/api/admin/dashboard/sales?period=7d');
  await time('sales, today', '/api/admin/dashboard/sales?period=today');
  await time('search: part of an order number', '/api/admin/search/orders?q=ZF%2F2026%2F09');
  await time('search: a rare e-mail (whole table)', '/api/admin/search/orders?q=klient99999%40');
  await time('search: a surname on every order', '/api/admin/search/orders?q=kowalski');
  console.log(pglite ? 'PGlite' : 'PostgreSQL');
  console.table(rows);
} finally {
  await shop.stop();
  await database?.drop();
}
