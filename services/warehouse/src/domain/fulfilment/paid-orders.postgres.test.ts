import { fakeServiceCaller } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fulfilmentLines, fulfilments, orderCopies } from '../../db/fulfilment.schema';
import { warehouseOnPostgres } from '../../http/factory.test-support';
import { openFulfilment } from './fulfilments';
import { fulfilPaidOrders } from './paid-orders';

// Orders paid before the warehouse listened (issue 17): at start it asks orders for the paid orders not sent
// yet and makes each missing fulfilment once; an order that has one keeps it; a failed question writes nothing.

const shop = await warehouseOnPostgres('shop_test_paid_orders');
const { available } = shop;

const order = (number: string, lines: { sku: string; name: string; quantity: number }[]) => ({
  orderId: crypto.randomUUID(),
  number,
  lines,
});

/** The warehouse's context with orders played by `answer`; `asked` counts the questions. */
function withOrders(
  answer: () => { ok: true; status: 200; body: unknown } | { ok: false; status: number; error: undefined },
) {
  const asked: string[] = [];
  const services = fakeServiceCaller(({ path }) => {
    asked.push(path);
    return answer() as never;
  });
  return { context: { ...shop.service.context, services }, asked };
}

async function fulfilmentOf(orderId: string) {
  const [row] = await shop.service.context.db.select().from(fulfilments).where(eq(fulfilments.orderId, orderId));
  if (!row) return undefined;
  const lines = await shop.service.context.db
    .select({ sku: fulfilmentLines.sku, ordered: fulfilmentLines.ordered })
    .from(fulfilmentLines)
    .where(eq(fulfilmentLines.fulfilmentId, row.id));
  return { status: row.status, number: row.orderNumber, lines };
}

describe.skipIf(!available)('orders paid before the warehouse listened', () => {
  it('get their fulfilment once; an order with one keeps it', async () => {
    const old = order('ZF/2026/000901', [
      { sku: 'ZEFIR-CITY-28-M', name: 'Zefir City 28 M', quantity: 2 },
      { sku: '', name: 'Montaż w salonie', quantity: 1 },
    ]);
    const followed = order('ZF/2026/000902', [{ sku: 'ZEFIR-TREK-M', name: 'Zefir Trekking', quantity: 1 }]);
    // The second came through the events: its fulfilment exists, with its own lines.
    await shop.service.context.db.transaction(async (tx) => {
      await tx.insert(orderCopies).values(followed);
      await openFulfilment(tx, followed);
    });
    const before = await fulfilmentOf(followed.orderId);

    const { context, asked } = withOrders(() => ({ ok: true, status: 200, body: { orders: [old, followed] } }));
    expect(await fulfilPaidOrders(context)).toBe(1);
    expect(asked).toEqual(['/internal/orders/paid/unsent']);
    expect(await fulfilmentOf(old.orderId)).toEqual({
      status: 'pending',
      number: 'ZF/2026/000901',
      lines: [{ sku: 'ZEFIR-CITY-28-M', ordered: 2 }],
    });
    expect(await fulfilmentOf(followed.orderId)).toEqual(before);

    // A second start (or a retry) makes nothing more.
    expect(await fulfilPaidOrders(context)).toBe(0);
    const all = await shop.service.context.db.select().from(fulfilments).where(eq(fulfilments.orderId, old.orderId));
    expect(all).toHaveLength(1);
  });

  it('writes nothing when orders cannot answer, so the next try does it', async () => {
    const waiting = order('ZF/2026/000903', [{ sku: 'ZEFIR-KIDS', name: 'Zefir Kids', quantity: 1 }]);
    const down = withOrders(() => ({ ok: false, status: 503, error: undefined }));
    await expect(fulfilPaidOrders(down.context)).rejects.toThrow('orders answered 503');
    expect(await fulfilmentOf(waiting.orderId)).toBeUndefined();
    const up = withOrders(() => ({ ok: true, status: 200, body: { orders: [waiting] } }));
    expect(await fulfilPaidOrders(up.context)).toBe(1);
    expect((await fulfilmentOf(waiting.orderId))?.lines).toEqual([{ sku: 'ZEFIR-KIDS', ordered: 1 }]);
  });
});
