import { randomBytes, randomUUID } from 'node:crypto';
import { type Identity, ReceivedProducts } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orderItems, orders } from '../db/schema';
import { ordersService } from '../service';

// What cms asks before a customer reviews a product (issue 25): the products of the customer's completed
// orders, one row each, named as their newest line names them; other states and other customers' orders
// never count.

let service: TestService<typeof schema>;
const internal: Identity = { app: 'internal', role: 'GUEST' };
const ewa = randomUUID();
const jan = randomUUID();

async function anOrder(customerId: string | null, status: string, createdAt: Date, lines: [number, string][]) {
  const id = randomUUID();
  await service.context.db.insert(orders).values({
    id,
    number: `ZF/2026/${String(Math.floor(Math.random() * 900_000) + 100_000)}`,
    customerId,
    type: 'STANDARD',
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    currency: 'PLN',
    token: randomBytes(24).toString('base64url'),
    email: 'ewa@example.pl',
    billing: {
      type: 'person',
      firstName: 'Ewa',
      lastName: 'Nowak',
      street: 'ul. Długa 5',
      zipCode: '30-001',
      city: 'Kraków',
      country: 'PL',
    },
    status,
    paymentStatus: 'paid',
    totalAmount: 499_900,
    itemsAmount: 499_900,
    discountAmount: 0,
    deliveryAmount: 0,
    netAmount: 406_423,
    vatAmount: 93_477,
    createdAt,
  } as never);
  await service.context.db.insert(orderItems).values(
    lines.map(([productId, name], position) => ({
      orderId: id,
      position,
      productId,
      variantId: productId * 10 + position,
      sku: `SKU-${productId}-${position}`,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      quantity: 1,
      unitGross: 100,
      unitNet: 81,
      vatRate: 23,
      lineGross: 100,
    })),
  );
}

const ask = (customerId: string, identity: Identity | undefined = internal) =>
  service.call('GET', `/internal/orders/customers/${customerId}/received-products`, { identity });

beforeAll(async () => {
  service = await startTestService(ordersService, { env: { PAYMENTS_URL: 'http://127.0.0.1:1' } });
}, 120_000);
afterAll(() => service?.stop());

describe('GET /internal/orders/customers/:customerId/received-products', () => {
  it("answers the products of the customer's completed orders, once each, by their newest line", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await anOrder(ewa, 'completed', day(2), [
      [1315, 'Zefir Miejski'],
      [40, 'Zamek U'],
    ]);
    await anOrder(ewa, 'completed', day(9), [[1315, 'Zefir Miejski C2']]);
    await anOrder(ewa, 'sent', day(10), [[77, 'Sakwa']]);
    await anOrder(ewa, 'cancelled', day(11), [[78, 'Kask']]);
    await anOrder(jan, 'completed', day(12), [[79, 'Dzwonek']]);
    await anOrder(null, 'completed', day(13), [[80, 'Lampka']]);

    const { status, body } = await ask(ewa);
    expect(status).toBe(200);
    const items = ReceivedProducts.parse(body).items;
    expect(items.map((item) => [item.productId, item.name]).sort()).toEqual([
      [1315, 'Zefir Miejski C2'],
      [40, 'Zamek U'],
    ]);
  });

  it('answers nothing for a customer without a completed order', async () => {
    const { status, body } = await ask(randomUUID());
    expect(status).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  it('refuses a customer id that is not one, and is not for browsers', async () => {
    expect((await ask('not-a-uuid')).status).toBe(400);
    const shopper: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: ewa, customerType: 'retail' };
    expect((await ask(ewa, shopper)).status).toBe(403);
  });
});
