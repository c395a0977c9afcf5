// Inventory operations under concurrency on real PostgreSQL (issue 17): BENCH_OPERATIONS (default 1 000)
// operations from BENCH_WRITERS (default 20) concurrent writers, through the warehouse service's admin route
// (POST /api/admin/warehouse/operations, signed as a warehouse employee, as the gateway would), in two
// shapes: every writer on ONE item (the hot row: receipts of 2 and issues of 1, some refused when the
// shelf is empty), and the writers spread over 20 items. Counts operations/s and lost updates: the item's
// quantity must equal its opening plus every accepted change, each journal row's quantity-after must follow
// from the one before, and none may be below zero.
//   npm run bench:warehouse          (BENCH_OPERATIONS, BENCH_WRITERS)
import { loadavg } from 'node:os';
import { createTestDatabase, staffIdentity, startTestService } from '@shop/service-kit/testing';
import { warehouseService } from '@shop/warehouse';
import { eq } from 'drizzle-orm';
import { inventoryOperations } from '../services/warehouse/src/db/schema';

const operations = Number(process.env.BENCH_OPERATIONS ?? 1_000);
const writers = Number(process.env.BENCH_WRITERS ?? 20);
const employee = staffIdentity('warehouse_employee');
const manager = staffIdentity('warehouse_manager');

const database = await createTestDatabase('shop_bench_warehouse');
const service = await startTestService(warehouseService, {
  databaseUrl: database.url,
  env: { WAREHOUSE_SYNC_INTERVAL_SECONDS: '3600', CATALOG_URL: 'http://127.0.0.1:1' },
});

async function ok(method: string, path: string, body: unknown, identity = manager) {
  const answer = await service.call(method, path, { identity, body });
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const warehouse = (await ok('POST', '/api/admin/warehouse/warehouses', { code: 'BENCH', name: 'Bench' })).id as string;
const newItem = async (sku: string, opening: number) => {
  const item = (
    await ok('POST', '/api/admin/warehouse/items', { warehouseId: warehouse, type: 'part', sku, name: sku, unit: 'pc' })
  ).id as string;
  await ok('POST', '/api/admin/warehouse/operations', {
    source: 'receipt',
    itemId: item,
    quantity: opening,
    reason: 'opening',
  });
  return item;
};

interface Outcome {
  seconds: number;
  accepted: number;
  refused: number;
  failed: number;
  lostUpdates: number;
}

/** `count` operations from `writers` loops; `itemFor(i)` names the item of the i-th operation. */
async function run(items: string[], itemFor: (index: number) => string): Promise<Outcome> {
  let next = 0;
  let accepted = 0;
  let refused = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < operations) {
        const index = next++;
        const receipt = index % 3 === 0;
        const answer = await service.call('POST', '/api/admin/warehouse/operations', {
          identity: employee,
          body: {
            source: receipt ? 'receipt' : 'issue',
            itemId: itemFor(index),
            quantity: receipt ? 2 : 1,
            reason: 'bench',
          },
        });
        if (answer.status === 201) accepted++;
        else if (answer.status === 422) refused++;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  let lostUpdates = 0;
  for (const item of items) {
    const journal = await service.context.db
      .select()
      .from(inventoryOperations)
      .where(eq(inventoryOperations.itemId, item))
      .orderBy(inventoryOperations.sequence);
    let running = 0;
    for (const row of journal) {
      running += row.change;
      if (Math.abs(row.quantityAfter - running) > 1e-9 || row.quantityAfter < 0) lostUpdates++;
    }
    const { quantity } = await ok('GET', `/api/admin/warehouse/items/${item}`, undefined);
    if (Math.abs(quantity - running) > 1e-9) lostUpdates++;
  }
  return { seconds, accepted, refused, failed, lostUpdates };
}

const report = (name: string, outcome: Outcome) =>
  console.log(
    `${name.padEnd(22)} ${operations} operations, ${writers} writers: ${(operations / outcome.seconds).toFixed(0)} operations/s ` +
      `(${outcome.seconds.toFixed(2)} s) — accepted ${outcome.accepted}, refused below zero ${outcome.refused}, ` +
      `failed ${outcome.failed}, lost updates ${outcome.lostUpdates}`,
  );

console.log(
  `load average before: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (${new Date().toISOString()})`,
);
try {
  const hot = await newItem('BENCH-HOT', 50);
  report('one item (hot row)', await run([hot], () => hot));
  const spread = await Promise.all(Array.from({ length: 20 }, (_, index) => newItem(`BENCH-${index}`, 50)));
  report('20 items', await run(spread, (index) => spread[index % spread.length]!));
} finally {
  await service.stop();
  await database.drop();
}
