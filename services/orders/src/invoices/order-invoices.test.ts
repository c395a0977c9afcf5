import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defaultShopSettings, type OrderAddress } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import type { DatabaseHandle } from '@shop/service-kit/db';
import { type FakeCall, fakeServiceCaller, manualClock, openTestDatabase } from '@shop/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { invoiceCounters, invoiceRequests, invoices, orderItems, orders } from '../db/schema';
import { correctOnRefund, issueCorrection } from './corrections';
import { fa3SchemaErrors, xmllintPresent } from './fa3-schema.test-support';
import { invoiceFactsFor, invoiceOrder } from './order-invoices';

// When an order gets which invoice, on PGlite with the other services played by a fake caller: a dealer's
// order once paid, a shopper's only when asked at checkout, a preorder's advance and final invoices, the
// correction of a refund; and the refusals (bad NIP, no address, already invoiced, correction too large),
// each of which numbers nothing. Every document issued is checked against the FA(3) schema.

const settings = { ...defaultShopSettings, company: { ...defaultShopSettings.company, taxId: '5250000009' } };
const calls: FakeCall[] = [];
const services = fakeServiceCaller(({ method, path, input }) => {
  calls.push({ method, path, input });
  if (path === '/internal/catalog/cart-lines') {
    const lines = (input.body as { lines: Array<{ productId: number; variantId: number }> }).lines;
    return {
      ok: true,
      status: 200,
      body: {
        lines: lines.map((line) => ({ ...line, found: true, category: line.productId === 2 ? 'battery' : 'bike' })),
      },
    };
  }
  if (path === '/internal/payments/rates')
    return {
      ok: true,
      status: 200,
      body: {
        items: [
          {
            currency: 'EUR',
            ratePln: '4.2431',
            source: 'NBP',
            effectiveAt: '2026-11-25T12:00:00.000Z',
            tableNo: '229/A/NBP/2026',
            tableDate: '2026-11-25',
          },
        ],
      },
    };
  if (path === '/internal/payments/transfer-account')
    return {
      ok: true,
      status: 200,
      body: {
        account: 'PL61109010140000071219812874',
        recipient: 'Zefir Sp. z o.o., ul. Fabryczna 14, 55-040 Kobierzyce',
      },
    };
  return { ok: false, status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } } as never;
});
const clock = manualClock('2026-11-26T10:00:00Z');
const base = { services, clock, log: createLogger('invoices-test', 'silent'), shopSettings: () => settings };
const contextOf = () => ({ ...base, db: handle.db });
let handle: DatabaseHandle<typeof schema>;

beforeAll(async () => {
  handle = await openTestDatabase({ schema });
  await handle.migrate(fileURLToPath(new URL('../db/migrations', import.meta.url)));
}, 180_000);
afterAll(() => handle?.close());

const dealerBilling: OrderAddress = {
  type: 'company',
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: 'Rowery Kowalski sp.j.',
  taxId: '7792433421',
  street: 'ul. Długa 5',
  zipCode: '61-001',
  city: 'Poznań',
  country: 'PL',
};

interface OrderSetup {
  customerType?: 'retail' | 'b2b';
  type?: 'STANDARD' | 'PREORDER';
  currency?: string;
  billing?: OrderAddress | null;
  /** Gross of each line: product 1 a bike, product 2 a battery (Annex 15). */
  lines?: Array<{ productId: number; quantity: number; unitGross: number }>;
}

async function placeOrder(setup: OrderSetup = {}) {
  const lines = setup.lines ?? [{ productId: 1, quantity: 1, unitGross: 799_900 }];
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitGross, 0);
  const [order] = await handle.db
    .insert(orders)
    .values({
      number: `ZF/2026/${randomBytes(4).toString('hex')}`,
      customerType: setup.customerType ?? 'b2b',
      type: setup.type ?? 'STANDARD',
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      totalAmount: total,
      itemsAmount: total,
      currency: setup.currency ?? 'PLN',
      token: randomBytes(8).toString('hex'),
      email: 'biuro@kowalski.example',
      billing: setup.billing === undefined ? dealerBilling : setup.billing,
    })
    .returning();
  if (!order) throw new Error('no order');
  await handle.db.insert(orderItems).values(
    lines.map((line, position) => ({
      orderId: order.id,
      position,
      productId: line.productId,
      variantId: line.productId * 10,
      sku: `SKU-${line.productId}`,
      name: line.productId === 2 ? 'Akumulator 36 V' : 'Zefir City',
      slug: 'zefir',
      quantity: line.quantity,
      unitGross: line.unitGross,
      unitNet: Math.round(line.unitGross / 1.23),
      vatRate: 23,
      lineGross: line.quantity * line.unitGross,
    })),
  );
  return order;
}

// A change made on the test's clock, as the order's use cases stamp it (the paid day is the change's).
const move = (orderId: string, change: { status?: string; paymentStatus?: 'paid' | 'unpaid' }) =>
  handle.db
    .update(orders)
    .set({ ...change, updatedAt: clock.now() })
    .where(eq(orders.id, orderId));
// As the consumer does: the facts asked of other services first, then the transaction that numbers it.
const issue = async (orderId: string) => {
  const facts = await invoiceFactsFor(contextOf(), orderId);
  return handle.db.transaction((tx) => invoiceOrder(contextOf(), tx, orderId, facts));
};
const invoicesOf = (orderId: string) =>
  handle.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.createdAt));
const numbersTaken = async () =>
  (await handle.db.select().from(invoiceCounters)).reduce((sum, row) => sum + row.lastNumber, 0);

function expectValidFa3(xml: string) {
  if (xmllintPresent) expect(fa3SchemaErrors(xml)).toBe('');
}

describe('invoices of orders', () => {
  it('a dealer’s order gets its VAT invoice once paid, and only once', async () => {
    const order = await placeOrder();
    expect(await issue(order.id)).toBeNull();
    await move(order.id, { status: 'in_progress', paymentStatus: 'paid' });
    const invoice = await issue(order.id);
    expect(invoice).toMatchObject({ kind: 'VAT', state: 'queued', totalGross: 799_900, currency: 'PLN' });
    expect(invoice).toMatchObject({ buyer: { taxId: '7792433421', name: 'Rowery Kowalski sp.j.' } });
    expect(invoice).toMatchObject({ payment: { method: 'transfer', paidOn: '2026-11-26', dueDate: null } });
    expectValidFa3((invoice as { xml: string }).xml);
    // Sent later: already invoiced, nothing more.
    await move(order.id, { status: 'sent' });
    expect(await issue(order.id)).toBeNull();
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('an unpaid dealer order sent first is invoiced then, with a due date and the shop’s account', async () => {
    const order = await placeOrder();
    await move(order.id, { status: 'sent' });
    const invoice = await issue(order.id);
    expect(invoice).toMatchObject({
      kind: 'VAT',
      saleDate: '2026-11-26',
      payment: { paidOn: null, dueDate: '2026-12-10', bankAccount: 'PL61109010140000071219812874' },
    });
    expect((invoice as { xml: string }).xml).toContain('<Termin>2026-12-10</Termin>');
    expectValidFa3((invoice as { xml: string }).xml);
  });

  it('a retail order gets one only when asked at checkout: a consumer’s without NIP, a company’s with it', async () => {
    const plain = await placeOrder({
      customerType: 'retail',
      billing: { ...dealerBilling, taxId: null, companyName: null },
    });
    await move(plain.id, { paymentStatus: 'paid' });
    expect(await issue(plain.id)).toBeNull();

    const consumer = await placeOrder({
      customerType: 'retail',
      billing: { ...dealerBilling, taxId: null, companyName: null },
    });
    await handle.db.insert(invoiceRequests).values({ orderId: consumer.id, buyer: 'consumer' });
    await move(consumer.id, { paymentStatus: 'paid' });
    const consumerInvoice = await issue(consumer.id);
    expect(consumerInvoice).toMatchObject({ buyer: { name: 'Jan Kowalski', taxId: null } });
    expect((consumerInvoice as { xml: string }).xml).toContain('<BrakID>1</BrakID>');
    expectValidFa3((consumerInvoice as { xml: string }).xml);

    const company = await placeOrder({ customerType: 'retail', billing: { ...dealerBilling, taxId: null } });
    await handle.db
      .insert(invoiceRequests)
      .values({ orderId: company.id, buyer: 'company', companyName: 'Kowalski Consulting', taxId: '1234563218' });
    await move(company.id, { paymentStatus: 'paid' });
    expect(await issue(company.id)).toMatchObject({ buyer: { name: 'Kowalski Consulting', taxId: '1234563218' } });
  });

  it('refuses a NIP whose checksum fails and a buyer without an address, numbering nothing', async () => {
    const before = await numbersTaken();
    const badNip = await placeOrder({ billing: { ...dealerBilling, taxId: '5842739561' } });
    await move(badNip.id, { paymentStatus: 'paid' });
    expect(await issue(badNip.id)).toMatchObject({
      refused: true,
      code: 'validation_failed',
      fields: { taxId: 'field.tax_id_checksum' },
    });
    const noAddress = await placeOrder({ billing: null });
    await move(noAddress.id, { paymentStatus: 'paid' });
    expect(await issue(noAddress.id)).toMatchObject({ refused: true, messageKey: 'error.invoice_buyer_address' });
    const badVatId = await placeOrder({ billing: { ...dealerBilling, taxId: null, vatId: 'PL7792433422' } });
    await move(badVatId.id, { paymentStatus: 'paid' });
    expect(await issue(badVatId.id)).toMatchObject({ refused: true, fields: { taxId: 'field.tax_id_checksum' } });
    const noNip = await placeOrder({ billing: { ...dealerBilling, taxId: null } });
    await move(noNip.id, { paymentStatus: 'paid' });
    expect(await issue(noNip.id)).toMatchObject({ refused: true, messageKey: 'error.invoice_buyer_tax_id' });
    expect(await numbersTaken()).toBe(before);
    expect(await invoicesOf(badNip.id)).toHaveLength(0);
  });

  it('a preorder paid before delivery: an advance invoice, then at delivery the final one accounting for it', async () => {
    const order = await placeOrder({ type: 'PREORDER', lines: [{ productId: 1, quantity: 3, unitGross: 799_900 }] });
    await move(order.id, { paymentStatus: 'paid' });
    const advance = await issue(order.id);
    expect(advance).toMatchObject({ kind: 'ZAL', totalGross: 2_399_700 });
    expect((advance as { xml: string }).xml).toContain('<WartoscZamowienia>23997.00</WartoscZamowienia>');
    expectValidFa3((advance as { xml: string }).xml);
    expect(await issue(order.id)).toBeNull();

    await move(order.id, { status: 'sent' });
    const final = await issue(order.id);
    expect(final).toMatchObject({
      kind: 'ROZ',
      totalGross: 0,
      references: [{ number: (advance as { number: string }).number }],
    });
    expect((final as { xml: string }).xml).toContain(
      `<NrFaZaliczkowej>${(advance as { number: string }).number}</NrFaZaliczkowej>`,
    );
    expectValidFa3((final as { xml: string }).xml);
  });

  it('marks split payment over 15 000 PLN with a battery to a dealer; an EUR order carries the NBP rate', async () => {
    const order = await placeOrder({
      lines: [
        { productId: 1, quantity: 2, unitGross: 799_900 },
        { productId: 2, quantity: 1, unitGross: 289_900 },
      ],
    });
    await move(order.id, { paymentStatus: 'paid' });
    const invoice = await issue(order.id);
    expect(invoice).toMatchObject({ splitPayment: true });
    expect((invoice as { xml: string }).xml).toContain('<P_18A>1</P_18A>');

    const polish = await placeOrder({ billing: { ...dealerBilling, taxId: null, vatId: 'PL7792433421' } });
    await move(polish.id, { paymentStatus: 'paid' });
    expect(await issue(polish.id)).toMatchObject({ buyer: { taxId: '7792433421', vatId: null } });
    const german = await placeOrder({
      billing: { ...dealerBilling, taxId: null, vatId: 'DE123456789', country: 'DE', zipCode: '10115', city: 'Berlin' },
    });
    await move(german.id, { paymentStatus: 'paid' });
    const germanInvoice = await issue(german.id);
    expect(germanInvoice).toMatchObject({ buyer: { taxId: null, vatId: 'DE123456789' } });
    expectValidFa3((germanInvoice as { xml: string }).xml);

    const eur = await placeOrder({ currency: 'EUR', lines: [{ productId: 1, quantity: 1, unitGross: 189_900 }] });
    await move(eur.id, { paymentStatus: 'paid' });
    const eurInvoice = await issue(eur.id);
    expect(eurInvoice).toMatchObject({
      currency: 'EUR',
      totalGross: 189_900,
      // 1 899.00 EUR × 4.2431 = 8 057.6469 PLN
      totalGrossPln: 805_765,
      rate: { ratePln: '4.2431', tableNo: '229/A/NBP/2026' },
    });
    expectValidFa3((eurInvoice as { xml: string }).xml);
  });

  it('a refund gives a correction naming the original; more than is left is refused', async () => {
    const order = await placeOrder({ lines: [{ productId: 1, quantity: 2, unitGross: 500_000 }] });
    await move(order.id, { paymentStatus: 'paid' });
    const original = (await issue(order.id)) as { id: string; number: string };
    const refund = (transactionId: string, amount: number, returnNumber?: string) =>
      handle.db.transaction((tx) =>
        correctOnRefund(contextOf(), tx, {
          orderId: order.id,
          transactionId,
          type: 'return',
          result: 'success',
          amount: { amount, currency: 'PLN' },
          returnNumber,
        }),
      );
    const first = randomUUID();
    const correction = await refund(first, 500_000, 'RMA/2026/000042');
    expect(correction).toMatchObject({
      kind: 'KOR',
      totalGross: -500_000,
      reason: 'Zwrot towaru (zwrot RMA/2026/000042)',
      references: [{ invoiceId: original.id, number: original.number }],
    });
    expectValidFa3((correction as { xml: string }).xml);
    // The same refund again (a redelivered event): already corrected.
    expect(await refund(first, 500_000)).toMatchObject({ refused: true, code: 'conflict' });

    const before = await numbersTaken();
    expect(await refund(randomUUID(), 500_001)).toMatchObject({
      refused: true,
      messageKey: 'error.invoice_correction_too_large',
      params: { number: original.number, left: expect.stringMatching(/^5\s000,00\szł$/) },
    });
    expect(await numbersTaken()).toBe(before);
    // A refund recorded by hand without a return names none.
    expect(await refund(randomUUID(), 500_000)).toMatchObject({
      kind: 'KOR',
      totalGross: -500_000,
      reason: 'Zwrot towaru',
    });

    const never = await placeOrder({ customerType: 'retail', billing: { ...dealerBilling, taxId: null } });
    expect(
      await handle.db.transaction((tx) =>
        issueCorrection(contextOf(), tx, {
          orderId: never.id,
          refund: 100,
          reason: 'Zwrot',
          issueKey: `refund:${randomUUID()}`,
        }),
      ),
    ).toMatchObject({ refused: true, messageKey: 'error.invoice_nothing_to_correct' });
  });
});
