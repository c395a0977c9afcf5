import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outbox } from '@shop/service-kit/db';
import { createTestDatabase, postgresAvailable, staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { type CartWorld, newGuest, products, signedIn, startCartWorld } from '../domain/cart/cart-test-fixtures';

// One dealer's preorder submitted from several tabs at once, on PostgreSQL: the link's row lock lets exactly
// one submit write an order; the others are told it was already submitted, and nothing else is written.

const available = await postgresAvailable();
const tabs = 6;
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let world: CartWorld;
let accounts: Server;
const dealer = {
  id: crypto.randomUUID(),
  type: 'b2b',
  active: true,
  email: 'zakupy@szprycha.example.pl',
  name: 'Szprycha s.c.',
  firstName: null,
  language: 'pl',
};

beforeAll(async () => {
  if (!available) return;
  accounts = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(dealer));
  });
  await new Promise<void>((resolve) => accounts.listen(0, '127.0.0.1', resolve));
  const { port } = accounts.address() as AddressInfo;
  databases = await Promise.all([createTestDatabase('shop_test_catalog'), createTestDatabase('shop_test_orders')]);
  const [catalog, ordersDb] = databases;
  world = await startCartWorld(
    { catalog: catalog!.url, orders: ordersDb!.url },
    { env: { ACCOUNTS_URL: `http://127.0.0.1:${port}` } },
  );
}, 120_000);
afterAll(async () => {
  await world?.stop();
  await new Promise((resolve) => accounts?.close(resolve));
  await Promise.all(databases.map((database) => database.drop()));
});

describe.skipIf(!available)('a preorder submitted from several tabs at once on PostgreSQL', () => {
  it(`becomes exactly one order of ${tabs} submits`, async () => {
    const staff = staffIdentity('sales_manager');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const season = await world.orders.call('POST', '/api/admin/preorder-seasons', {
      identity: staff,
      body: {
        name: { pl: 'Sezon', en: 'Season' },
        state: 'open',
        opensOn: day(-1),
        closesOn: day(10),
        products: [{ productId: products.bell.id }],
      },
    });
    expect(season.status).toBe(201);
    const sent = await world.orders.call('POST', `/api/admin/preorder-seasons/${season.body.id}/links`, {
      identity: staff,
      body: { customerIds: [dealer.id] },
    });
    expect(sent.status).toBe(200);
    const [event] = await world.orders.context.db.select().from(outbox).where(eq(outbox.type, 'preorder-link-sent'));
    const path = (event?.envelope as { data: { path: string } } | undefined)?.data.path;
    const token = new URL(`http://shop${path}`).searchParams.get('t');

    const identity = signedIn(newGuest(), 'b2b', dealer.id as ReturnType<typeof crypto.randomUUID>);
    const answers = await Promise.all(
      Array.from({ length: tabs }, () =>
        world.orders.call('POST', '/api/preorders', {
          identity,
          body: { token, items: [{ productId: products.bell.id, variantId: world.variants.bell[0], quantity: 2 }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(tabs - 1).fill(409)]);
    const placed = await world.orders.context.db.select().from(orders).where(eq(orders.customerId, dealer.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ type: 'PREORDER', status: 'preorder' });
  });
});
