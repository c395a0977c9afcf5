import { createHash, randomUUID } from 'node:crypto';
import type { Identity } from '@shop/contracts';
import { auditHistory } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../db/schema';
import { applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from '../http/checkout.test-support';

// The invoices screen's rows and the buyer's downloads (issue 26, third part): the staff list with its
// filters, the UPO, a rejected invoice queued again and a correction by hand (both audited, bad input refused
// with nothing numbered), and a customer's own invoices, XML and the row documents prints from, never
// another's. Invoices are issued the real way: checkout with "I want an invoice", then the payment.

let shop: CheckoutShop;
let product: StockedProduct;
const en = { 'x-language': 'en' };
const buyer = customer();
const stranger = customer();
const internal: Identity = { app: 'internal', role: 'GUEST' };
let orderId: string;
let invoiceId: string;
let invoiceNumber: string;

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 50);
  await shop.orders.context.bus.ensureStream('payments');
  await fillCart(shop.orders, buyer, product, 1);
  const placed = await shop.orders.call('POST', '/api/cart/checkout', {
    identity: buyer,
    body: checkoutBody({ invoice: { buyer: 'company', companyName: 'Pracownia Zefirek', taxId: '7792433421' } }),
    headers: en,
  });
  expect(placed.status).toBe(201);
  orderId = placed.body.order.id;
  const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
  await shop.orders.context.transaction((tx) =>
    applyPaymentSucceeded(shop.orders.context, tx, {
      orderId,
      transactionId: randomUUID(),
      method: 'transfer',
      amount: { amount: order?.totalAmount ?? 0, currency: 'PLN' },
    }),
  );
  await shop.orders.eventsIdle();
  const [invoice] = await shop.orders.context.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) throw new Error('the paid order got no invoice');
  invoiceId = invoice.id;
  invoiceNumber = invoice.number;
}, 180_000);
afterAll(() => shop?.stop());

type Staff = Parameters<typeof staffIdentity>[0];
const staffCall = (adminType: Staff, method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.orders.call(method, path, { identity: staffIdentity(adminType), headers: en, body });
/** The actions of an invoice's audit trail, newest first. */
const actionsOn = async (id: string) =>
  (await auditHistory(shop.orders.context.db, 'invoice', id, { page: 1, limit: 50, dir: 'desc' })).items.map(
    (entry) => entry.action,
  );
const setInvoice = (values: Partial<typeof invoices.$inferInsert>) =>
  shop.orders.context.db.update(invoices).set(values).where(eq(invoices.id, invoiceId));

describe('the staff list of invoices', () => {
  it('filters by kind, state, buyer (name or NIP) and issue day', async () => {
    const list = (query: string) => staffCall('sales_employee', 'GET', `/api/admin/invoices?${query}`);
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.items.find((item: { id: string }) => item.id === invoiceId)).toMatchObject({
      number: invoiceNumber,
      kind: 'VAT',
      state: 'queued',
      buyerName: 'Pracownia Zefirek',
      buyerTaxId: '7792433421',
    });
    const ids = async (query: string) => (await list(query)).body.items.map((item: { id: string }) => item.id);
    expect(await ids('filters[buyer]=zefirek')).toContain(invoiceId);
    expect(await ids('filters[buyer]=779243')).toContain(invoiceId);
    expect(await ids('filters[buyer]=nobody-at-all')).toEqual([]);
    expect(await ids('filters[kind]=VAT&filters[state]=queued')).toContain(invoiceId);
    expect(await ids('filters[kind]=KOR')).not.toContain(invoiceId);
    expect(await ids('filters[state]=accepted')).not.toContain(invoiceId);
    expect(await ids('filters[to]=2000-01-01')).toEqual([]);
    expect(await ids('filters[from]=2000-01-01&sort=number&dir=asc')).toContain(invoiceId);
  });

  it('refuses a filter it does not know, a bad state or day, and staff without invoices.list', async () => {
    for (const query of ['filters[colour]=red', 'filters[state]=lost', 'filters[from]=yesterday', 'sort=total']) {
      const answer = await staffCall('sales_employee', 'GET', `/api/admin/invoices?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await staffCall('marketing_employee', 'GET', '/api/admin/invoices')).status).toBe(403);
  });
});

describe('UPO, resending and corrections by staff', () => {
  it('serves the UPO once KSeF gave one, 404 before', async () => {
    expect((await staffCall('sales_employee', 'GET', `/api/admin/invoices/${invoiceId}/upo`)).status).toBe(404);
    await setInvoice({ upo: '<UPO>ok</UPO>' });
    const upo = await staffCall('sales_employee', 'GET', `/api/admin/invoices/${invoiceId}/upo`);
    expect(upo.status).toBe(200);
    expect(upo.headers.get('content-type')).toContain('application/xml');
    expect(upo.headers.get('content-disposition')).toContain(`UPO-${invoiceNumber.replaceAll('/', '-')}.xml`);
    expect(String(upo.body)).toBe('<UPO>ok</UPO>');
    const detail = await staffCall('sales_employee', 'GET', `/api/admin/invoices/${invoiceId}`);
    expect(detail.body).toMatchObject({ hasUpo: true, ksefAcceptedAt: null, offlineSince: null });
    await setInvoice({ upo: null });
  });

  it('queues a rejected invoice again under its number, audited; anything else is 409', async () => {
    const resend = () => staffCall('sales_manager', 'POST', `/api/admin/invoices/${invoiceId}/resend`);
    const notRejected = await resend();
    expect(notRejected.status).toBe(409);
    expect(notRejected.body.error.message).toBe('Only an invoice KSeF rejected is sent again');

    await setInvoice({ state: 'rejected', ksefRejection: 'Błędny NIP nabywcy', ksefReference: 'REF-1' });
    expect((await staffCall('sales_employee', 'POST', `/api/admin/invoices/${invoiceId}/resend`)).status).toBe(403);
    const answer = await resend();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: invoiceId, number: invoiceNumber, state: 'queued' });
    const [row] = await shop.orders.context.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row?.ksefReference).toBeNull();
    const audit = await actionsOn(invoiceId);
    expect(audit).toEqual(['resend']);
    expect((await staffCall('sales_manager', 'POST', `/api/admin/invoices/${randomUUID()}/resend`)).status).toBe(404);
  });

  it('issues a correction of the order’s invoice by hand, never more than is left, audited', async () => {
    const correct = (body: Record<string, unknown>, id = orderId) =>
      staffCall('sales_manager', 'POST', `/api/admin/orders/${id}/invoice-corrections`, {
        idempotencyKey: randomUUID(),
        ...body,
      });
    const [original] = await shop.orders.context.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    const tooMuch = await correct({ amount: (original?.totalGross ?? 0) + 1, reason: 'Zwrot towaru' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.message).toContain(invoiceNumber);
    expect((await correct({ amount: 0, reason: 'Zwrot' })).status).toBe(400);
    expect((await correct({ amount: 100, reason: '  ' })).status).toBe(400);
    expect((await correct({ amount: 100, reason: 'Zwrot', extra: 1 })).status).toBe(400);
    expect((await correct({ amount: 100, reason: 'Zwrot' }, randomUUID())).status).toBe(422);
    const kor = () =>
      shop.orders.context.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'KOR')));
    expect(await kor()).toHaveLength(0);

    const answer = await correct({ amount: 1_000, reason: 'Zwrot towaru', returnNumber: 'RMA/2026/000001' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'KOR',
      total: { amount: -1_000 },
      reason: 'Zwrot towaru',
      refersTo: [{ number: invoiceNumber }],
    });
    expect(answer.body.number).toMatch(/^FK\/\d{4}\/\d{6}$/);
    expect(await kor()).toHaveLength(1);
    const audit = await actionsOn(answer.body.id);
    expect(audit).toEqual(['correct']);
    const employee = await staffCall('marketing_employee', 'POST', `/api/admin/orders/${orderId}/invoice-corrections`, {
      idempotencyKey: randomUUID(),
      amount: 1,
      reason: 'x',
    });
    expect(employee.status).toBe(403);
  });
});

describe('a buyer’s own invoices', () => {
  const call = (identity: Identity, path: string) => shop.orders.call('GET', path, { identity, headers: en });

  it('lists the invoices of the customer’s own order and downloads one as FA(3) XML', async () => {
    const list = await call(buyer, `/api/orders/${orderId}/invoices`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { number: string }) => item.number)).toContain(invoiceNumber);
    const xml = await call(buyer, `/api/orders/invoices/${invoiceId}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(String(xml.body)).toContain(`<P_2>${invoiceNumber}</P_2>`);
  });

  it('never shows another customer’s invoice (404 as an unknown one) and asks a guest to sign in', async () => {
    expect((await call(stranger, `/api/orders/${orderId}/invoices`)).status).toBe(404);
    expect((await call(stranger, `/api/orders/invoices/${invoiceId}/xml`)).status).toBe(404);
    expect((await call(buyer, `/api/orders/invoices/${randomUUID()}/xml`)).status).toBe(404);
    const guest: Identity = { app: 'storefront', role: 'GUEST', sessionId: 'guest-x' };
    expect((await call(guest, `/api/orders/invoices/${invoiceId}/xml`)).status).toBe(401);
    expect((await call(buyer, '/api/orders/invoices/not-an-id/xml')).status).toBe(400);
  });

  it('answers documents the invoice to print with the hash KSeF’s QR link carries, only to its owner', async () => {
    const own = await call(internal, `/internal/orders/invoices/${invoiceId}?customerId=${buyer.customerId}`);
    expect(own.status).toBe(200);
    const [row] = await shop.orders.context.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(own.body).toMatchObject({
      number: invoiceNumber,
      orderNumber: expect.stringMatching(/\d/),
      verification: {
        invoice: `https://qr-test.ksef.mf.gov.pl/invoice/${row?.seller.taxId}/${row?.issueDate.split('-').reverse().join('-')}/${createHash(
          'sha256',
        )
          .update(row?.xml ?? '')
          .digest('base64url')}`,
        certificate: null,
      },
    });
    expect(
      (await call(internal, `/internal/orders/invoices/${invoiceId}?customerId=${stranger.customerId}`)).status,
    ).toBe(404);
    expect((await call(internal, `/internal/orders/invoices/${invoiceId}`)).status).toBe(200);
    expect((await call(buyer, `/internal/orders/invoices/${invoiceId}`)).status).toBeGreaterThanOrEqual(401);
  });

  it('answers notifications the FA(3) file to attach to the buyer’s e-mail; an unknown invoice is 404', async () => {
    const file = await call(internal, `/internal/orders/invoices/${invoiceId}/xml`);
    expect(file.status).toBe(200);
    const [row] = await shop.orders.context.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(file.body).toEqual({ filename: `${invoiceNumber.replaceAll('/', '-')}.xml`, xml: row?.xml });
    expect((await call(internal, `/internal/orders/invoices/${randomUUID()}/xml`)).status).toBe(404);
    expect((await call(buyer, `/internal/orders/invoices/${invoiceId}/xml`)).status).toBeGreaterThanOrEqual(401);
  });
});
