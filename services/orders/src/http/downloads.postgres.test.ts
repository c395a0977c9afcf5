import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_HEADER, type Identity, OrderAnswer, OrderDownloadAnswer, OrderUpdated } from '@shop/contracts';
import { createIdentitySigner, createLogger } from '@shop/service-kit';
import { outbox } from '@shop/service-kit/db';
import { createLocalBus } from '@shop/service-kit/events';
import {
  createTestDatabase,
  type ManualClock,
  manualClock,
  postgresAvailable,
  staffIdentity,
  startTestService,
  type TestService,
  testIdentityKeys,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orderDownloads, orderItems, orders } from '../db/schema';
import { applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import { type OrdersContext, ordersService } from '../service';
import { customer, guestShopper } from './checkout.test-support';

// Downloads on PostgreSQL (issue 24): staff attach a file to a download product (checked by content), an
// order becomes paid and gets one signed link per download line — in its `order-updated` e-mail and on its
// page — valid 7 days and 5 downloads; a link of one order opens nothing else; after its limit it explains,
// and the signed-in buyer gets a fresh link. The injected clock moves time for the expiry.

const available = await postgresAvailable();
const MANUAL = 1906;
const PLAIN = 1907;
const editor = staffIdentity('marketing_employee');
const salesEmployee = staffIdentity('sales_employee');
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% Instrukcja serwisowa\n'), Buffer.alloc(2000, 32)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 1)]);

let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let filesDir: string;
let clock: ManualClock;
let shop: TestService<typeof schema, OrdersContext>;
let sign: (identity: Identity) => Promise<string>;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_downloads');
  filesDir = mkdtempSync(join(tmpdir(), 'orders-downloads-'));
  clock = manualClock(new Date());
  shop = await startTestService(ordersService, {
    bus: createLocalBus({ log: createLogger('bus', 'silent') }),
    databaseUrl: database.url,
    clock,
    env: { FILES_DIR: filesDir, RESERVATION_SWEEP_SECONDS: '3600' },
  });
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  sign = (identity) => signer.sign(identity);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await database?.drop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.name.endsWith('.part'),
  );

async function attach(productId: number | string, name: string, bytes: Buffer, identity = editor, lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${shop.url}/api/admin/products/${productId}/download-file`, {
    method: 'POST',
    body: form,
    headers: { 'x-language': lang, [IDENTITY_HEADER]: await sign(identity) },
  });
  return { status: response.status, body: await response.json() };
}

/** Opens a link as a browser or a script would: anonymous (the gateway's provider identity), no redirect. */
async function open(path: string, accept = 'application/json') {
  return fetch(`${shop.url}${path}`, {
    redirect: 'manual',
    headers: { accept, 'x-language': 'en', [IDENTITY_HEADER]: await sign({ app: 'storefront', role: 'GUEST' }) },
  });
}

/** An order of the manual and a plain service, as checkout writes it, unpaid. */
async function placedOrder(customerId: string | null) {
  const [order] = await shop.context.db
    .insert(orders)
    .values({
      number: `ZF/TEST/${randomUUID().slice(0, 8)}`,
      customerId,
      type: 'STANDARD',
      status: 'new',
      deliveryMethod: 'COURIER',
      paymentMethod: 'online_tpay',
      totalAmount: 19_800,
      currency: 'PLN',
      token: randomUUID().replaceAll('-', ''),
      language: 'en',
      email: 'kupujacy@example.com',
    })
    .returning();
  if (!order) throw new Error('no order');
  const line = { orderId: order.id, quantity: 1, unitNet: 3984, vatRate: 23, unitGross: 4900, lineGross: 4900 };
  await shop.context.db.insert(orderItems).values([
    { ...line, position: 1, productId: MANUAL, variantId: MANUAL, sku: 'MANUAL', name: 'Service manual', slug: 'm' },
    { ...line, position: 2, productId: PLAIN, variantId: PLAIN, sku: 'HOUR', name: 'Workshop hour', slug: 'h' },
  ]);
  return order;
}

async function pay(orderId: string) {
  await shop.context.transaction((tx) =>
    applyPaymentSucceeded(shop.context, tx, {
      orderId,
      transactionId: randomUUID(),
      method: 'online_tpay',
      amount: { amount: 19_800, currency: 'PLN' },
    }),
  );
}

const ownPage = async (who: Identity, orderId: string) => {
  const answer = await shop.call('GET', `/api/orders/${orderId}`, { identity: who });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return OrderAnswer.parse(answer.body).order;
};

describe.skipIf(!available)('downloads', () => {
  const buyer = customer();
  let orderId: string;
  let token: string;

  it('refuses a file that is not what its name says, one without permission and a bad product id, keeping nothing', async () => {
    const disguised = await attach(MANUAL, 'instrukcja.pdf', exe);
    expect(disguised.status).toBe(415);
    expect(disguised.body.error.message).toContain('instrukcja.pdf');
    expect((await attach(MANUAL, 'instrukcja.pdf', pdf, salesEmployee)).status).toBe(403);
    expect((await attach('abc', 'instrukcja.pdf', pdf)).status).toBe(400);
    expect((await attach('99999999999', 'instrukcja.pdf', pdf)).status).toBe(400);
    const empty = await attach(MANUAL, 'pusty.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(storedFiles()).toHaveLength(0);
    const none = await shop.call('GET', `/api/admin/products/${MANUAL}/download-file`, { identity: editor });
    expect(none.body).toEqual({ file: null });
  });

  it('keeps the file staff attach, replacing an earlier one', async () => {
    expect((await attach(MANUAL, 'stara.pdf', pdf)).status).toBe(200);
    const attached = await attach(MANUAL, 'Instrukcja serwisowa.pdf', pdf, editor, 'pl');
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.file).toMatchObject({ productId: MANUAL, name: 'Instrukcja serwisowa.pdf', size: pdf.length });
    expect(storedFiles()).toHaveLength(1);
  });

  it('gives an unpaid order no downloads, and a paid one a link per download line in its page and e-mail', async () => {
    const order = await placedOrder(buyer.customerId!);
    orderId = order.id;
    token = order.token;
    expect((await ownPage(buyer, orderId)).downloads).toBeUndefined();

    await pay(orderId);
    const page = await ownPage(buyer, orderId);
    expect(page.downloads).toHaveLength(1);
    const [download] = page.downloads!;
    expect(download).toMatchObject({
      name: 'Service manual',
      fileName: 'Instrukcja serwisowa.pdf',
      state: 'ready',
      downloadsLeft: 5,
      renewable: false,
    });
    const days = (Date.parse(download!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const events = await shop.context.db.select().from(outbox).where(eq(outbox.type, OrderUpdated.type));
    const mailed = events.map((row) => OrderUpdated.data.parse((row.envelope as { data: unknown }).data));
    const paid = mailed.find((event) => event.orderId === orderId && event.paymentStatus === 'paid');
    expect(paid?.downloads).toEqual([
      { name: 'Service manual', path: download!.path, expiresAt: download!.expiresAt, uses: 5 },
    ]);

    // The guest link's page shows the same link, without a fresh-link offer.
    const guestPage = await shop.call('GET', `/api/orders/status/${orderId}?t=${token}`, { identity: guestShopper() });
    expect(OrderAnswer.parse(guestPage.body).order.downloads?.[0]).toMatchObject({ path: download!.path });
  });

  it('serves the file as an attachment, and a link of one order opens nothing of another', async () => {
    const [download] = (await ownPage(buyer, orderId)).downloads!;
    const response = await open(download!.path!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Instrukcja serwisowa.pdf"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);

    const other = await placedOrder(customer().customerId!);
    await pay(other.id);
    const [otherLink] = await shop.context.db.select().from(orderDownloads).where(eq(orderDownloads.orderId, other.id));
    const secret = new URL(download!.path!, 'http://x').searchParams.get('s')!;
    // This order's secret with the other order's link, and the other way round: 404 like no link at all.
    expect((await open(`/api/orders/downloads/${otherLink!.id}?s=${encodeURIComponent(secret)}`)).status).toBe(404);
    expect((await open(`/api/orders/downloads/${download!.id}?s=${otherLink!.secret}`)).status).toBe(404);
    expect((await open(`/api/orders/downloads/${download!.id}`)).status).toBe(404);
    expect((await open(`/api/orders/downloads/${download!.id}?s=${secret}x`)).status).toBe(404);
    expect((await open(`/api/orders/downloads/not-a-uuid?s=${secret}`)).status).toBe(400);
    // A failed opening counted nothing.
    expect((await ownPage(buyer, orderId)).downloads![0]!.downloadsLeft).toBe(4);
  });

  it('opens five times in all even when opened at once, then explains, and a browser is sent to the order', async () => {
    const [download] = (await ownPage(buyer, orderId)).downloads!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => open(download!.path!)));
    const statuses = answers.map((answer) => answer.status).sort();
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(statuses).toEqual([200, 200, 200, 200, 422, 422, 422, 422]);

    const refused = await open(download!.path!);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toContain('used as many times as it allows');
    const browser = await open(download!.path!, 'text/html,application/xhtml+xml');
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe(`/en/account/orders/${orderId}?download=used_up`);

    const page = await ownPage(buyer, orderId);
    expect(page.downloads![0]).toMatchObject({ state: 'used_up', path: null, downloadsLeft: 0, renewable: true });
    const guestPage = await shop.call('GET', `/api/orders/status/${orderId}?t=${token}`, { identity: guestShopper() });
    expect(OrderAnswer.parse(guestPage.body).order.downloads?.[0]).toMatchObject({ renewable: false, path: null });
  });

  it('gives the signed-in buyer a fresh link, and no one else; the old one then opens nothing', async () => {
    const [used] = (await ownPage(buyer, orderId)).downloads!;
    const renewPath = `/api/orders/${orderId}/downloads/${used!.id}`;
    const [before] = await shop.context.db.select().from(orderDownloads).where(eq(orderDownloads.id, used!.id));
    expect((await shop.call('POST', renewPath, { identity: customer() })).status).toBe(404);
    expect((await shop.call('POST', renewPath, { identity: guestShopper() })).status).toBe(401);
    const renewed = await shop.call('POST', renewPath, { identity: buyer });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const fresh = OrderDownloadAnswer.parse(renewed.body).download;
    expect(fresh).toMatchObject({ id: used!.id, state: 'ready', downloadsLeft: 5, renewable: false });
    // Asked again while it works: the same link, not another.
    const again = OrderDownloadAnswer.parse((await shop.call('POST', renewPath, { identity: buyer })).body).download;
    expect(again.path).toBe(fresh.path);
    expect((await open(fresh.path!)).status).toBe(200);
    expect((await open(`/api/orders/downloads/${used!.id}?s=${before!.secret}`)).status).toBe(404);
  });

  it('expires after seven days', async () => {
    const [download] = (await ownPage(buyer, orderId)).downloads!;
    clock.advance(7 * 86_400_000 + 1_000);
    const refused = await open(download!.path!);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toContain('expired');
    expect((await ownPage(buyer, orderId)).downloads![0]).toMatchObject({ state: 'expired', renewable: true });
  });

  it('sends a guest order’s browser to its own page, and stops every link once the order is cancelled', async () => {
    const order = await placedOrder(null);
    await pay(order.id);
    const [link] = await shop.context.db.select().from(orderDownloads).where(eq(orderDownloads.orderId, order.id));
    await shop.context.db.update(orderDownloads).set({ used: 5 }).where(eq(orderDownloads.id, link!.id));
    const browser = await open(`/api/orders/downloads/${link!.id}?s=${link!.secret}`, 'text/html');
    expect(browser.headers.get('location')).toBe(`/en/order/${order.id}/${order.token}?download=used_up`);

    await shop.context.db.update(orderDownloads).set({ used: 0 }).where(eq(orderDownloads.id, link!.id));
    await shop.context.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await open(`/api/orders/downloads/${link!.id}?s=${link!.secret}`)).status).toBe(404);
  });
});
