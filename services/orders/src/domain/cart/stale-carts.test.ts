import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../../db/schema';
import { cartItems, carts } from '../../db/schema';
import { ordersService } from '../../service';
import { deleteStaleCarts } from './stale-carts';

let service: TestService<typeof schema>;
beforeAll(async () => {
  service = await startTestService(ordersService);
});
afterAll(() => service?.stop());

describe('deleteStaleCarts', () => {
  it("deletes guests' carts after 30 days and customers' after 180, with their lines", async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const rows = await service.context.db
      .insert(carts)
      .values([
        { sessionId: 'stale-guest', updatedAt: daysAgo(31) },
        { sessionId: 'fresh-guest', updatedAt: daysAgo(29) },
        { customerId: crypto.randomUUID(), updatedAt: daysAgo(181) },
        { customerId: crypto.randomUUID(), updatedAt: daysAgo(90) },
      ])
      .returning({ id: carts.id });
    await service.context.db.insert(cartItems).values({ cartId: rows[0]!.id, productId: 1, variantId: 1, quantity: 1 });
    expect(await deleteStaleCarts(service.context.db, now)).toBe(2);
    const left = await service.context.db.select({ id: carts.id }).from(carts);
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[3]!.id].sort());
    expect(await service.context.db.select().from(cartItems)).toEqual([]);
  });
});
