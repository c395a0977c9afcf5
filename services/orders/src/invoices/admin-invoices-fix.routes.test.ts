import { randomUUID } from 'node:crypto';
import type { InvoiceParty } from '@shop/contracts';
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
import { fa3SchemaErrors, xmllintPresent } from './fa3-schema.test-support';

// Staff fix a rejected invoice's buyer and send it again under its number (PUT /api/admin/invoices/:id/buyer),
// and a correction submitted twice with one idempotency key is one correction. Every bad path: another state
// (409), an invoice issued offline (422), a NIP whose checksum fails or is missing (400 with the field), no permission (403), a stale screen
// (409), a key reused for another correction (409). The invoice is issued the real way: checkout with "I want
// an invoice", then the payment.

let shop: CheckoutShop;
let product: StockedProduct;
const en = { 'x-language': 'en' };
const buyer = customer();
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
    body: checkoutBody({ invoice: { buyer: 'company', companyName: 'Pracownia Zefirk', taxId: '7792433421' } }),
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
const staffCall = (adminType: Staff, method: 'POST' | 'PUT', path: string, body?: unknown) =>
  shop.orders.call(method, path, { identity: staffIdentity(adminType), headers: en, body });
const stored = async () => {
  const [row] = await shop.orders.context.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error('the invoice is gone');
  return row;
};
const setInvoice = (values: Partial<typeof invoices.$inferInsert>) =>
  shop.orders.context.db.update(invoices).set(values).where(eq(invoices.id, invoiceId));
const rejection = 'Błąd weryfikacji semantyki dokumentu: nazwa nabywcy';

/** The fix as the screen sends it: the new buyer, and the buyer and KSeF's reason it showed. */
const fixOf = (seen: InvoiceParty, change: Record<string, unknown> = {}) => ({
  name: 'Pracownia Zefirek sp. z o.o.',
  street: seen.street,
  zipCode: seen.zipCode,
  city: seen.city,
  country: seen.country,
  taxId: seen.taxId ?? undefined,
  seen: { buyer: seen, ksefRejection: rejection },
  ...change,
});
const fix = (body: unknown, adminType: Staff = 'sales_manager', id = invoiceId) =>
  staffCall(adminType, 'PUT', `/api/admin/invoices/${id}/buyer`, body);

describe('a rejected invoice’s buyer fixed and sent again under its number', () => {
  it('is refused (409) while the invoice is not rejected: only KSeF’s refusal lets it be made again', async () => {
    const row = await stored();
    expect(row.state).toBe('queued');
    const answer = await fix(fixOf(row.buyer));
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe('Only an invoice KSeF rejected is sent again');
    for (const state of ['sent', 'accepted', 'offline'] as const) {
      await setInvoice({ state, ksefRejection: rejection });
      expect((await fix(fixOf(row.buyer))).status, state).toBe(409);
    }
    expect((await stored()).buyer.name).toBe('Pracownia Zefirk');
  });

  it('refuses a NIP whose checksum fails, a missing NIP, an empty name and a bad postcode, with the field', async () => {
    await setInvoice({ state: 'rejected', ksefRejection: rejection, ksefReference: 'REF-1' });
    const { buyer: seen } = await stored();
    const badNip = await fix(fixOf(seen, { taxId: '7792433422' }));
    expect(badNip.status).toBe(400);
    expect(badNip.body.error.fields).toEqual({ taxId: 'This tax ID is not valid: check its digits' });
    const noNip = await fix(fixOf(seen, { taxId: undefined }));
    expect(noNip.status).toBe(400);
    expect(noNip.body.error.fields).toEqual({ taxId: 'This field is required' });
    expect((await fix(fixOf(seen, { name: '  ' }))).body.error.fields).toHaveProperty('name');
    expect((await fix(fixOf(seen, { zipCode: '00000' }))).body.error.fields).toHaveProperty('zipCode');
    expect((await fix({ ...fixOf(seen), vatId: 'DE123456789' })).status).toBe(400);
    const row = await stored();
    expect(row).toMatchObject({ state: 'rejected', buyer: seen, ksefReference: 'REF-1' });
  });

  it('is for staff who may update invoices (403 otherwise), and 404 for an unknown invoice', async () => {
    const { buyer: seen } = await stored();
    expect((await fix(fixOf(seen), 'sales_employee')).status).toBe(403);
    expect((await fix(fixOf(seen), 'marketing_manager')).status).toBe(403);
    expect((await fix(fixOf(seen), 'sales_manager', randomUUID())).status).toBe(404);
    expect((await stored()).state).toBe('rejected');
  });

  it('answers 409 to a stale screen: the buyer or KSeF’s reason changed since it was shown', async () => {
    const { buyer: seen } = await stored();
    const otherBuyer = await fix(fixOf({ ...seen, city: 'Gdańsk' }));
    expect(otherBuyer.status).toBe(409);
    expect(otherBuyer.body.error.message).toMatch(/meantime|meanwhile|changed/i);
    const otherReason = await fix({ ...fixOf(seen), seen: { buyer: seen, ksefRejection: 'Inny powód' } });
    expect(otherReason.status).toBe(409);
    expect((await stored()).buyer).toEqual(seen);
  });

  it('refuses (422) to change an invoice issued offline: its content went to the buyer, KSeF takes it unchanged', async () => {
    const { buyer: seen } = await stored();
    await setInvoice({ offlineSince: new Date('2026-11-26T08:00:00Z') });
    const answer = await fix(fixOf(seen));
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toContain('An invoice issued offline cannot be fixed');
    expect((await stored()).buyer).toEqual(seen);
    await setInvoice({ offlineSince: null });
  });

  it('fixes the buyer, rebuilds the FA(3) with the seller from the settings, queues it under its number, audited', async () => {
    const before = await stored();
    const answer = await fix(fixOf(before.buyer, { taxId: '779-243-34-21', city: 'Poznań' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: invoiceId,
      number: invoiceNumber,
      state: 'queued',
      buyer: { name: 'Pracownia Zefirek sp. z o.o.', taxId: '7792433421', city: 'Poznań' },
    });
    const row = await stored();
    expect(row).toMatchObject({ state: 'queued', number: invoiceNumber, ksefReference: null, ksefSentAt: null });
    expect(row.xml).toContain('<Nazwa>Pracownia Zefirek sp. z o.o.</Nazwa>');
    expect(row.xml).toContain(`<P_2>${invoiceNumber}</P_2>`);
    expect(row.xml).not.toBe(before.xml);
    const settings = shop.orders.context.shopSettings().company;
    expect(row.seller).toMatchObject({ name: settings.name, taxId: settings.taxId });
    if (xmllintPresent) expect(fa3SchemaErrors(row.xml)).toBe('');
    const [entry] = (
      await auditHistory(shop.orders.context.db, 'invoice', invoiceId, { page: 1, limit: 10, dir: 'desc' })
    ).items;
    expect(entry).toMatchObject({ action: 'fix_resend' });
    expect(JSON.stringify(entry)).toContain('Pracownia Zefirk');
    expect(JSON.stringify(entry)).toContain('Pracownia Zefirek sp. z o.o.');
    // The same screen submitted again finds the invoice queued: 409, nothing changed twice.
    expect((await fix(fixOf(before.buyer))).status).toBe(409);
  });
});

describe('a plain resend', () => {
  const resend = () => staffCall('sales_manager', 'POST', `/api/admin/invoices/${invoiceId}/resend`);

  it('makes an online invoice again with the seller as the settings say now; an offline one goes as it is', async () => {
    const current = await stored();
    const oldSeller = { ...current.seller, name: 'Dawna Nazwa Sklepu sp. z o.o.' };
    const oldXml = current.xml.replace(`<Nazwa>${current.seller.name}</Nazwa>`, `<Nazwa>${oldSeller.name}</Nazwa>`);
    await setInvoice({ state: 'rejected', seller: oldSeller, xml: oldXml, offlineSince: new Date() });
    expect((await resend()).status).toBe(200);
    expect(await stored()).toMatchObject({ state: 'queued', seller: oldSeller, xml: oldXml });

    await setInvoice({ state: 'rejected', offlineSince: null });
    const answer = await resend();
    expect(answer.status).toBe(200);
    const row = await stored();
    expect(row.seller.name).toBe(shop.orders.context.shopSettings().company.name);
    expect(row.xml).toContain(`<Nazwa>${row.seller.name}</Nazwa>`);
    expect(row.xml).not.toContain(oldSeller.name);
    expect(row.buyer).toEqual(current.buyer);
    if (xmllintPresent) expect(fa3SchemaErrors(row.xml)).toBe('');
    const [entry] = (
      await auditHistory(shop.orders.context.db, 'invoice', invoiceId, { page: 1, limit: 10, dir: 'desc' })
    ).items;
    expect(entry).toMatchObject({ action: 'resend' });
    expect(JSON.stringify(entry)).toContain(oldSeller.name);
  });
});

describe('a correction submitted twice is one correction', () => {
  const correct = (body: Record<string, unknown>, id = orderId) =>
    staffCall('sales_manager', 'POST', `/api/admin/orders/${id}/invoice-corrections`, body);
  const corrections = () =>
    shop.orders.context.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'KOR')));

  it('answers a repeat of the same key with the first correction (200), a new key with another (201)', async () => {
    const idempotencyKey = randomUUID();
    const body = { idempotencyKey, amount: 500, reason: 'Zwrot towaru' };
    const first = await correct(body);
    expect(first.status).toBe(201);
    const repeated = await correct(body);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toMatchObject({ id: first.body.id, number: first.body.number });
    expect(await corrections()).toHaveLength(1);

    const [a, b] = await Promise.all([correct({ ...body, idempotencyKey: randomUUID() }), correct(body)]);
    expect(a.status).toBe(201);
    expect(b).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect(await corrections()).toHaveLength(2);
    expect(a.body.number).not.toBe(first.body.number);
    const audited = await auditHistory(shop.orders.context.db, 'invoice', first.body.id, {
      page: 1,
      limit: 10,
      dir: 'desc',
    });
    expect(audited.items.map((entry) => entry.action)).toEqual(['correct']);
  });

  it('answers 409 to a key reused for another amount or order, and 400 without a key', async () => {
    const idempotencyKey = randomUUID();
    expect((await correct({ idempotencyKey, amount: 300, reason: 'Zwrot' })).status).toBe(201);
    const otherAmount = await correct({ idempotencyKey, amount: 301, reason: 'Zwrot' });
    expect(otherAmount.status).toBe(409);
    expect((await correct({ idempotencyKey, amount: 300, reason: 'Zwrot' }, randomUUID())).status).toBe(409);
    expect((await correct({ amount: 300, reason: 'Zwrot' })).status).toBe(400);
    expect((await correct({ idempotencyKey: 'not-a-uuid', amount: 300, reason: 'Zwrot' })).status).toBe(400);
    expect(await corrections()).toHaveLength(3);
  });

  it('lets a refused attempt be retried with the same key: nothing was issued for it', async () => {
    const idempotencyKey = randomUUID();
    const tooMuch = await correct({ idempotencyKey, amount: 1_000_000_000, reason: 'Zwrot' });
    expect(tooMuch.status).toBe(422);
    expect((await correct({ idempotencyKey, amount: 200, reason: 'Zwrot' })).status).toBe(201);
    expect(await corrections()).toHaveLength(4);
  });
});
