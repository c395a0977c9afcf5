import type { Identity } from '@shop/contracts';
import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema';
import { type CartWorld, newGuest, products, signedIn, startCartWorld } from './cart-test-fixtures';

// Many writes to one cart at once, on PostgreSQL 15 (PGlite runs one statement at a time, so only a real
// server shows whether the row lock on the cart keeps quantities and the one-cart-per-owner rule right).

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let world: CartWorld;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_cart');
  world = await startCartWorld({ orders: database.url });
});
afterAll(async () => {
  await world?.stop();
  await database?.drop();
});

const add = (identity: Identity, productId: number) =>
  world.orders.call('POST', '/api/cart/items', { identity, body: { productId, quantity: 1 } });

describe.skipIf(!available)('cart writes at once on PostgreSQL', () => {
  it('makes one cart for a session and loses no added unit', async () => {
    const guest = newGuest();
    const answers = await Promise.all(Array.from({ length: 30 }, () => add(guest, products.bell.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const rows = await world.orders.context.db.select().from(carts).where(eq(carts.sessionId, guest.sessionId));
    expect(rows).toHaveLength(1);
    const lines = await world.orders.context.db.select().from(cartItems).where(eq(cartItems.cartId, rows[0]!.id));
    expect(lines.map((l) => l.quantity)).toEqual([30]);
  });

  it("never lets racing adds pass the product's maximum", async () => {
    const guest = newGuest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(guest, products.bike.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.error.code === 'max_quantity')).toBe(true);
    const cart = await world.orders.call('GET', '/api/cart', { identity: guest });
    expect(cart.body.items[0].quantity).toBe(3);
  });

  it('merges a guest cart once when the first calls after sign-in race', async () => {
    const customerId = crypto.randomUUID();
    const before = signedIn(newGuest(), 'retail', customerId);
    await add(before, products.bell.id);
    const guest = newGuest();
    await add(guest, products.bell.id);
    await add(guest, products.map.id);
    const customer = signedIn(guest, 'retail', customerId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => world.orders.call('GET', '/api/cart', { identity: customer })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const final = answers.at(-1)!.body;
    expect(final.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    const rows = await world.orders.context.db
      .select()
      .from(carts)
      .where(or(eq(carts.sessionId, guest.sessionId), eq(carts.customerId, customerId)));
    expect(rows).toHaveLength(1);
  });
});
