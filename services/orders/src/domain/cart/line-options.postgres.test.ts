import type { Identity } from '@shop/contracts';
import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema';
import { addProduct, type CartWorld, newGuest, signedIn, startCartWorld } from './cart-test-fixtures';

// Lines with options added at once, on PostgreSQL 15 (issue 24): the same choices from many tabs end in
// one line with every unit, other choices in lines of their own, and a merged guest cart keeps both apart.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let world: CartWorld;
const PRODUCT = 9401;
let engraving = 0;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_cart_options');
  world = await startCartWorld({ orders: database.url });
  await addProduct(world.catalog, {
    id: PRODUCT,
    name: 'Rower z grawerem',
    category: 'bike',
    pln: 400_000,
    eur: 95_000,
    stock: 100,
  });
  const { rows } = (await world.catalog.context.db.execute(sql`
    insert into product_options (product_id, position, code, name_pl, name_en, kind, display, required, variant_axis, max_length)
    values (${PRODUCT}, 0, 'engraving', 'Grawer na ramie', 'Frame engraving', 'CUSTOM', 'text', false, false, 20)
    returning id`)) as unknown as { rows: { id: number }[] };
  engraving = rows[0]!.id;
});
afterAll(async () => {
  await world?.stop();
  await database?.drop();
});

const add = (identity: Identity, text: string) =>
  world.orders.call('POST', '/api/cart/items', {
    identity,
    body: { productId: PRODUCT, quantity: 1, options: [{ optionId: engraving, value: text }] },
  });

async function linesOf(identity: Identity) {
  const cart = await world.orders.call('GET', '/api/cart', { identity });
  return (cart.body.items as { quantity: number; options: { text: string }[] }[]).map((i) => [
    i.options[0]?.text,
    i.quantity,
  ]);
}

describe.skipIf(!available)('lines with options added at once on PostgreSQL', () => {
  it('keeps one line per choice and loses no unit', async () => {
    const guest = newGuest();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(guest, i % 3 === 0 ? 'Ola' : 'Anna')));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const [cart] = await world.orders.context.db.select().from(carts).where(eq(carts.sessionId, guest.sessionId));
    const rows = await world.orders.context.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
    expect(rows.map((r) => r.quantity).sort()).toEqual([4, 8]);
  });

  it('merges a guest cart into the customer one line by line, choices kept apart', async () => {
    const customerId = crypto.randomUUID();
    await add(signedIn(newGuest(), 'retail', customerId), 'Anna');
    const guest = newGuest();
    await add(guest, 'Anna');
    await add(guest, 'Piotr');
    const customer = signedIn(guest, 'retail', customerId);
    expect(await linesOf(customer)).toEqual([
      ['Anna', 2],
      ['Piotr', 1],
    ]);
  });
});
