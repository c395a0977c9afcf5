import { randomBytes, randomUUID } from 'node:crypto';
import { type Identity, OrderForDocument } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orderItems, orders } from '../db/schema';
import { computeTotals, netOfGross } from '../domain/cart/totals';
import { ordersService } from '../service';

// A dealer's order as its order document prints it (documents asks): lines after the discount and totals
// per VAT rate that add up to the order's own net, VAT and total, computed as checkout computed them.

let service: TestService<typeof schema>;
const internal: Identity = { app: 'internal', role: 'GUEST' };
const dealer = randomUUID();
const orderId = randomUUID();
// Two bikes at 23 %, a book at 5 %, a helmet at 8 %; a promo code takes 123.45 off; courier 39.99.
const lines = [
  { quantity: 2, unitGross: 1_299_900, vatRate: 23 },
  { quantity: 3, unitGross: 4_990, vatRate: 5 },
  { quantity: 1, unitGross: 29_999, vatRate: 8 },
];
const discount = 12_345;
const delivery = 3_999;
const totals = computeTotals(
  lines.map((line) => ({ gross: line.quantity * line.unitGross, vatRate: line.vatRate })),
  discount,
  delivery,
);

beforeAll(async () => {
  service = await startTestService(ordersService, { env: { PAYMENTS_URL: 'http://127.0.0.1:1' } });
  await service.context.db.insert(orders).values({
    id: orderId,
    number: 'ZF/2026/000777',
    customerId: dealer,
    customerType: 'b2b',
    type: 'STANDARD',
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    currency: 'PLN',
    token: randomBytes(24).toString('base64url'),
    email: 'zakupy@rowery-kowalski.pl',
    billing: {
      type: 'company',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: 'Rowery Kowalski',
      taxId: '5260250274',
      street: 'ul. Długa 5',
      zipCode: '30-001',
      city: 'Kraków',
      country: 'PL',
    },
    totalAmount: totals.total,
    itemsAmount: totals.items,
    discountAmount: totals.discount,
    deliveryAmount: totals.delivery,
    netAmount: totals.net,
    vatAmount: totals.vat,
    promoCode: 'JESIEN',
  });
  await service.context.db.insert(orderItems).values(
    lines.map((line, position) => ({
      orderId,
      position,
      productId: 100 + position,
      variantId: 200 + position,
      sku: `ZF-${position}`,
      name: `Produkt ${position}`,
      slug: `produkt-${position}`,
      quantity: line.quantity,
      unitGross: line.unitGross,
      unitNet: netOfGross(line.unitGross, line.vatRate),
      vatRate: line.vatRate,
      lineGross: line.quantity * line.unitGross,
    })),
  );
}, 120_000);
afterAll(() => service?.stop());

const ask = (id: string, customerId: string, identity: Identity = internal) =>
  service.call('GET', `/internal/orders/${id}/document?customerId=${customerId}`, { identity });

describe('GET /internal/orders/:orderId/document', () => {
  it('answers the lines after the discount and totals per rate that add up to the order', async () => {
    const { status, body } = await ask(orderId, dealer);
    expect(status).toBe(200);
    const document = OrderForDocument.parse(body);
    expect(document).toMatchObject({ number: 'ZF/2026/000777', customerType: 'b2b', discount: 12_345 });
    expect(document.billing.taxId).toBe('5260250274');
    expect(document.lines.map((line) => [line.kind, line.vatRate])).toEqual([
      ['item', 23],
      ['item', 5],
      ['item', 8],
      ['delivery', 23],
    ]);
    // Each line: net + VAT = gross, net the gross's net at its rate.
    for (const line of document.lines) {
      expect(line.net + line.vat).toBe(line.gross);
      expect(line.net).toBe(netOfGross(line.gross, line.vatRate));
    }
    // The discount is in the lines: items' grosses after it plus delivery are the order's total.
    expect(document.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(totals.total);
    expect(document.vatRates.map((rate) => rate.vatRate)).toEqual([23, 8, 5]);
    const sum = (key: 'net' | 'vat' | 'gross') => document.vatRates.reduce((total, rate) => total + rate[key], 0);
    expect({ net: sum('net'), vat: sum('vat'), gross: sum('gross') }).toEqual(document.totals);
    expect(document.totals).toEqual({ net: totals.net, vat: totals.vat, gross: totals.total });
    const at23 = document.lines.filter((line) => line.vatRate === 23);
    expect(document.vatRates[0]?.gross).toBe(at23.reduce((total, line) => total + line.gross, 0));
  });

  it("answers another customer's or an unknown order 404, and nobody but a service", async () => {
    expect((await ask(orderId, randomUUID())).status).toBe(404);
    expect((await ask(randomUUID(), dealer)).status).toBe(404);
    expect((await ask(orderId, 'nobody')).status).toBe(400);
    const customer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: dealer };
    expect((await ask(orderId, dealer, customer)).status).toBe(403);
  });
});
