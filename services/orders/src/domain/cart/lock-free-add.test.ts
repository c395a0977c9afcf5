import { startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../../db/schema';
import { cartItems, carts } from '../../db/schema';
import { ordersService } from '../../service';
import { writeLinesIfUnchanged } from './add-lines';

// The lock-free add writes only onto the cart it read: a write in between (which bumps the version as it
// takes the cart's lock) makes it step back, so the quantity rules it checked are never checked on stale lines.

let orders: TestService<typeof schema>;

beforeAll(async () => {
  orders = await startTestService(ordersService, { env: { RESERVATION_SWEEP_SECONDS: '3600' } });
});
afterAll(() => orders?.stop());

describe('adding a line without the cart lock', () => {
  it('writes the lines and bumps the version when the cart is as read', async () => {
    const db = orders.context.db;
    const [cart] = await db.insert(carts).values({ sessionId: 'lock-free-1' }).returning();
    const written = await writeLinesIfUnchanged(db, { cart: cart!, items: [] }, [
      { productId: 7, variantId: 70, quantity: 2 },
    ]);
    expect(written?.cart.version).toBe(1);
    expect(written?.items.map((i) => [i.variantId, i.quantity])).toEqual([[70, 2]]);
    // The same variant again replaces the line's quantity with the planned one.
    const again = await writeLinesIfUnchanged(db, written!, [{ productId: 7, variantId: 70, quantity: 5 }]);
    expect(again?.items.map((i) => [i.variantId, i.quantity])).toEqual([[70, 5]]);
    const [stored] = await db.select().from(carts).where(eq(carts.id, cart!.id));
    expect(stored?.version).toBe(2);
  });

  it('writes nothing when another write changed the cart since it was read', async () => {
    const db = orders.context.db;
    const [cart] = await db.insert(carts).values({ sessionId: 'lock-free-2' }).returning();
    await db.update(carts).set({ version: 1 }).where(eq(carts.id, cart!.id));
    const written = await writeLinesIfUnchanged(db, { cart: cart!, items: [] }, [
      { productId: 7, variantId: 70, quantity: 1 },
    ]);
    expect(written).toBeUndefined();
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([]);
  });
});
