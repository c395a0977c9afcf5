import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fulfilmentLines, fulfilments, orderNewsAhead } from '../../db/fulfilment.schema';
import { warehouseOnPostgres } from '../../http/factory.test-support';
import { followOrder, keepOrderCopy } from './fulfilments';

// `order-created` and `order-updated` are two durables handled side by side: a paid order's fulfilment opens
// whichever of the two the warehouse handles first, also when both are handled at the same moment, and a
// cancelled order's late copy opens none.

const shop = await warehouseOnPostgres('shop_test_order_events_order');
const { available } = shop;
const db = () => shop.service.context.db;

function order(number: string) {
  const orderId = crypto.randomUUID();
  const base = { orderId, number, token: 't'.repeat(32), email: 'anna@example.pl', language: 'pl', path: '/pl/z' };
  const created = {
    ...base,
    customerId: null,
    total: { amount: 1_299_900, currency: 'PLN' },
    items: [{ productId: 'p-1', sku: 'ZEFIR-CITY-28-M', name: 'Zefir City 28 M', quantity: 1 }],
  } as unknown as Parameters<typeof keepOrderCopy>[1];
  const paid = { ...base, status: 'in_progress', paymentStatus: 'paid' } as Parameters<typeof followOrder>[1];
  const cancelled = { ...base, status: 'cancelled', paymentStatus: 'unpaid' } as Parameters<typeof followOrder>[1];
  return { orderId, created, paid, cancelled };
}

async function fulfilmentOf(orderId: string) {
  const [row] = await db().select().from(fulfilments).where(eq(fulfilments.orderId, orderId));
  if (!row) return undefined;
  const lines = await db()
    .select({ sku: fulfilmentLines.sku, ordered: fulfilmentLines.ordered })
    .from(fulfilmentLines)
    .where(eq(fulfilmentLines.fulfilmentId, row.id));
  return { status: row.status, lines };
}

const opened = { status: 'pending', lines: [{ sku: 'ZEFIR-CITY-28-M', ordered: 1 }] };

describe.skipIf(!available)('a paid order whose update comes before its copy', () => {
  it('opens its fulfilment when the copy arrives, and forgets the news', async () => {
    const { orderId, created, paid } = order('ZF/2026/000951');
    await db().transaction((tx) => followOrder(tx, paid));
    expect(await fulfilmentOf(orderId)).toBeUndefined();
    await db().transaction((tx) => keepOrderCopy(tx, created));
    expect(await fulfilmentOf(orderId)).toEqual(opened);
    expect(await db().select().from(orderNewsAhead).where(eq(orderNewsAhead.orderId, orderId))).toEqual([]);
  });

  it('opens one fulfilment when the copy and the paid update are handled at the same moment', async () => {
    for (const [index, first] of ['copy', 'update'].entries()) {
      const { orderId, created, paid } = order(`ZF/2026/00096${index}`);
      const copy = db().transaction((tx) => keepOrderCopy(tx, created));
      const update = db().transaction((tx) => followOrder(tx, paid));
      await (first === 'copy' ? Promise.all([copy, update]) : Promise.all([update, copy]));
      expect(await fulfilmentOf(orderId)).toEqual(opened);
    }
  });

  it('opens none for an order cancelled after it was paid, before its copy came', async () => {
    const { orderId, created, paid, cancelled } = order('ZF/2026/000971');
    await db().transaction((tx) => followOrder(tx, paid));
    await db().transaction((tx) => followOrder(tx, cancelled));
    await db().transaction((tx) => followOrder(tx, paid)); // redelivered late: ended stays ended
    await db().transaction((tx) => keepOrderCopy(tx, created));
    expect(await fulfilmentOf(orderId)).toBeUndefined();
  });
});
