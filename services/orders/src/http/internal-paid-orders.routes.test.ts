import { randomBytes, randomUUID } from 'node:crypto';
import { type Identity, PaidUnsentOrders } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orderItems, orders } from '../db/schema';
import { ordersService } from '../service';

// What the warehouse asks at start (issue 17): the paid orders it may not have a fulfilment for — paid, not
// sent, completed or ended — oldest first, with each line's SKU and pieces.

let service: TestService<typeof schema>;
const internal: Identity = { app: 'internal', role: 'GUEST' };

async function anOrder(number: string, status: string, paymentStatus: 'paid' | 'unpaid', createdAt: Date) {
  const id = randomUUID();
  await service.context.db.insert(orders).values({
    id,
    number,
    customerId: null,
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
    paymentStatus,
    totalAmount: 499_900,
    itemsAmount: 499_900,
    discountAmount: 0,
    deliveryAmount: 0,
    netAmount: 406_423,
    vatAmount: 93_477,
    createdAt,
  } as never);
  await service.context.db.insert(orderItems).values(
    ['ZEFIR-CITY-28-M', 'ZEFIR-LOCK'].map((sku, position) => ({
      orderId: id,
      position,
      productId: 100 + position,
      variantId: 200 + position,
      sku,
      name: `Produkt ${sku}`,
      slug: `produkt-${position}`,
      quantity: position + 1,
      unitGross: 100,
      unitNet: 81,
      vatRate: 23,
      lineGross: 100 * (position + 1),
    })),
  );
  return id;
}

beforeAll(async () => {
  service = await startTestService(ordersService, { env: { PAYMENTS_URL: 'http://127.0.0.1:1' } });
}, 120_000);
afterAll(() => service?.stop());

describe('GET /internal/orders/paid/unsent', () => {
  it('answers paid orders not sent or ended, oldest first, with their lines', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const later = await anOrder('ZF/2026/000812', 'scheduled', 'paid', day(12));
    const first = await anOrder('ZF/2026/000811', 'in_progress', 'paid', day(11));
    await anOrder('ZF/2026/000813', 'sent', 'paid', day(13));
    await anOrder('ZF/2026/000814', 'cancelled', 'paid', day(14));
    await anOrder('ZF/2026/000815', 'new', 'unpaid', day(15));

    const { status, body } = await service.call('GET', '/internal/orders/paid/unsent', { identity: internal });
    expect(status).toBe(200);
    const answer = PaidUnsentOrders.parse(body);
    expect(answer.orders.map((order) => order.orderId)).toEqual([first, later]);
    expect(answer.orders[0]).toEqual({
      orderId: first,
      number: 'ZF/2026/000811',
      lines: [
        { sku: 'ZEFIR-CITY-28-M', name: 'Produkt ZEFIR-CITY-28-M', quantity: 1 },
        { sku: 'ZEFIR-LOCK', name: 'Produkt ZEFIR-LOCK', quantity: 2 },
      ],
    });
  });

  it('is not for browsers', async () => {
    const { status } = await service.call('GET', '/internal/orders/paid/unsent');
    expect(status).toBeGreaterThanOrEqual(401);
  });
});
