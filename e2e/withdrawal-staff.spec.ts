import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type AccessoryCard, accessoriesInStock } from './support/accessories';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { asAdminPanel, asStorefront, panel } from './support/back-office';
import { decideOnSandbox } from './support/checkout-journey';

// Issue 27, after the statement, in Polish and English: a guest pays two accessories with Tpay (its sandbox),
// the order is delivered and the guest withdraws from one of them. Staff open the withdrawal in the sales
// back office, record the goods received, refund through the Tpay sandbox, and the correction invoice of the
// order's invoice appears beside the completed refund. An order paid by bank transfer has nothing to call:
// its refund waits in the refunds section until staff send the transfer and record it there.

type Lang = 'pl' | 'en';

const texts = {
  pl: {
    filter: 'Filtruj',
    notices: 'Powiadomienia',
    order: 'Zamówienie',
    title: (number: string) => `Odstąpienie od umowy – zamówienie ${number}`,
    received: 'Towar otrzymany',
    goodsReceived: 'Towar otrzymany',
    goodsRecorded: 'Odnotowano otrzymanie towaru – wraca na stan magazynu',
    refund: /^Zwróć /,
    refundAsked: 'Zlecono zwrot pieniędzy',
    completed: 'Wykonany',
    refunded: 'Zwrócono',
    refunds: 'Zwroty środków',
    refundState: 'Stan',
    showWaiting: 'Pokaż zwroty czekające na nas',
    orderNumber: 'Nr zamówienia',
    refundTitle: (number: string) => `Zwrot środków – zamówienie ${number}`,
    awaitingTransfer: 'Czeka na przelew',
    account: 'Rachunek klienta',
    transferSent: 'Przelew wysłany',
    transferRecorded: /^Zapisano zwrot /,
  },
  en: {
    filter: 'Filter',
    notices: 'Notifications',
    order: 'Order',
    title: (number: string) => `Withdrawal – order ${number}`,
    received: 'Goods received',
    goodsReceived: 'Goods received',
    goodsRecorded: 'Goods recorded as received: their stock goes back to the warehouse',
    refund: /^Refund /,
    refundAsked: 'Refund requested',
    completed: 'Completed',
    refunded: 'Refunded',
    refunds: 'Refunds',
    refundState: 'State',
    showWaiting: 'Show the refunds waiting for us',
    orderNumber: 'Order number',
    refundTitle: (number: string) => `Refund – order ${number}`,
    awaitingTransfer: 'Awaiting transfer',
    account: "Customer's account",
    transferSent: 'Transfer sent',
    transferRecorded: /^Refund of .* recorded/,
  },
};

interface PlacedOrder {
  id: string;
  number: string;
  token: string;
  paymentPath: string;
  total: { amount: number };
}

/** Staff move a paid order on to sent, then completed: delivered. */
async function deliver(staff: APIRequestContext, orderId: string) {
  for (const [from, to] of [
    ['new', 'in_progress'],
    ['in_progress', 'sent'],
    ['sent', 'completed'],
  ]) {
    const moved = await staff.post(`/api/admin/orders/${orderId}/status`, {
      headers: asAdminPanel,
      data: { from, to },
    });
    // A paid order may already be in progress.
    if (from === 'new') expect([200, 409], await moved.text()).toContain(moved.status());
    else expect(moved.status(), `${from} → ${to}: ${await moved.text()}`).toBe(200);
  }
}

/**
 * A guest's two accessories paid (on the Tpay sandbox, or by a transfer staff record), delivered, and one of
 * them withdrawn from. Leaves `page` signed in as the demo admin; answers the order.
 */
async function withdrawnFromOne(page: Page, browser: Browser, lang: Lang, paymentMethod: 'online_tpay' | 'transfer') {
  const headers = { ...asStorefront, 'X-Language': lang };
  const email = `odstapienie.${paymentMethod}.${lang}.${Date.now()}@example.com`;

  // The guest, in a browser of their own: two accessories and a consumer invoice.
  const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guestPage = await guest.newPage();
  const [kept, returned] = await accessoriesInStock<AccessoryCard & { name: string }>(guestPage.request, headers, {
    count: 2,
  });
  for (const product of [kept!, returned!]) {
    const added = await guestPage.request.post('/api/cart/items', {
      headers,
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.ok(), `adding ${product.id}: ${await added.text()}`).toBe(true);
  }
  const placed = await guestPage.request.post('/api/cart/checkout', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      email,
      phone: '+48 600 100 200',
      billing: {
        type: 'person',
        firstName: 'Anna',
        lastName: 'Zwrotna',
        street: 'Polna 7',
        zipCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
      deliveryMethod: 'COURIER',
      paymentMethod,
      invoice: { buyer: 'consumer' },
      consents: { terms: true, privacy: true },
    },
  });
  expect(placed.status(), `checkout: ${await placed.text()}`).toBe(201);
  const order = ((await placed.json()) as { order: PlacedOrder }).order;
  if (paymentMethod === 'online_tpay') {
    const start = await guestPage.request.get(order.paymentPath, { headers });
    const { payment } = (await start.json()) as { payment: { action: { kind: string; url?: string } } };
    expect(payment.action.kind).toBe('redirect');
    await guestPage.goto(payment.action.url!);
    await decideOnSandbox(guestPage, 'Zapłać');
  }

  // Staff see the payment's invoice (a transfer's receipt recorded by them), then deliver the order.
  await signInAsDemoAdmin(page);
  if (paymentMethod === 'transfer') {
    const receipt = await page.request.post('/api/admin/transactions', {
      headers: asAdminPanel,
      data: { orderId: order.id, type: 'transfer', amount: order.total.amount, date: today() },
    });
    expect(receipt.status(), `the transfer's receipt: ${await receipt.text()}`).toBe(201);
  }
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/admin/orders/${order.id}/invoices`, { headers: asAdminPanel });
        return ((await answer.json()) as { items?: unknown[] }).items?.length ?? 0;
      },
      { message: 'the invoice of the paid order', timeout: 30_000 },
    )
    .toBe(1);
  await deliver(page.request, order.id);

  // The guest withdraws from one of the two.
  const identity = { name: 'Anna Zwrotna', orderNumber: order.number, email };
  const check = await guestPage.request.post('/api/withdrawals/check', { headers, data: identity });
  expect(check.status(), `step one: ${await check.text()}`).toBe(200);
  const { lines } = (await check.json()) as { lines: { itemId: string; name: string }[] };
  const line = lines.find((candidate) => candidate.name === returned!.name);
  expect(line, 'the line of the accessory sent back').toBeDefined();
  const statement = await guestPage.request.post('/api/withdrawals', {
    headers,
    data: { ...identity, items: [{ itemId: line!.itemId, quantity: 1 }] },
  });
  expect(statement.status(), `step two: ${await statement.text()}`).toBe(201);
  await guest.close();
  return order;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Staff find the withdrawal in the sales back office by the order's number, record the goods received and ask
 * for the refund (the correction invoice is issued with it).
 */
async function receiveAndRefund(page: Page, lang: Lang, orderNumber: string) {
  const t = texts[lang];
  await page.goto(`/${lang}/admin/withdrawals`);
  const admin = panel(page);
  await admin.getByRole('searchbox', { name: t.order }).fill(orderNumber);
  await admin.getByRole('button', { name: t.filter }).click();
  await admin.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title(orderNumber) })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page, `a withdrawal in the back office (${lang})`);

  // The goods arrive: recorded with who recorded them (a variant the warehouse keeps goes back on its shelf:
  // services/warehouse/src/http/admin-fulfilment.postgres.test.ts; the demo's accessories are kept by hand).
  await admin.getByRole('button', { name: t.received, exact: true }).click();
  // The panel's notice (in English the refund's notice and its new state read the same).
  await expect(notices(page, lang).getByText(t.goodsRecorded)).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByTestId('withdrawal-status')).toHaveText(t.goodsReceived);
  await expect(admin.getByTestId('goods-received-at')).toContainText(/\d{2}:\d{2}, \S+/);

  await admin.getByRole('button', { name: t.refund }).click();
  await expect(notices(page, lang).getByText(t.refundAsked)).toBeVisible({ timeout: 20_000 });
}

/** The withdrawal's page once payments says the money went back: refunded, with its correction invoice. */
async function expectRefunded(page: Page, lang: Lang) {
  const t = texts[lang];
  const admin = panel(page);
  // Reloaded until payments' answer has reached the withdrawal; each reload gets its time to show the page.
  await expect(async () => {
    await page.reload();
    await expect(admin.getByTestId('refund-status')).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByTestId('refund-status')).toContainText(t.completed, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(admin.getByTestId('withdrawal-status')).toHaveText(t.refunded);
  await expect(admin.getByTestId('correction-invoice').getByRole('link', { name: /^FK\/\d{4}\// })).toBeVisible();
}

const notices = (page: Page, lang: Lang) => page.getByRole('region', { name: texts[lang].notices });

for (const lang of ['pl', 'en'] as const satisfies Lang[]) {
  const t = texts[lang];

  test(`staff receive the goods of a withdrawal, refund through Tpay and the correction invoice appears (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const order = await withdrawnFromOne(page, browser, lang, 'online_tpay');
    // The refund goes through the Tpay sandbox by itself.
    await receiveAndRefund(page, lang, order.number);
    await expectRefunded(page, lang);
    await expectNoSeriousA11yViolations(page, `a refunded withdrawal (${lang})`);
  });

  test(`staff refund a withdrawal paid by transfer from the refunds section (${lang})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const order = await withdrawnFromOne(page, browser, lang, 'transfer');
    await receiveAndRefund(page, lang, order.number);
    const admin = panel(page);

    // Nothing to call for a transfer: the refund waits for staff, counted on the dashboard, which leads to the
    // refunds section showing what waits for them.
    await expect(async () => {
      await page.goto(`/${lang}/admin`);
      const widget = page.getByTestId('dashboard-refunds');
      await expect(widget.getByTestId('kpi-refunds-waiting')).toBeVisible({ timeout: 20_000 });
      await widget.getByRole('link', { name: t.showWaiting }).click({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: t.refunds })).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByRole('combobox', { name: t.refundState })).toHaveValue('awaiting_staff');
    await admin.getByRole('searchbox', { name: t.orderNumber }).fill(order.number);
    await expect(async () => {
      await admin.getByRole('button', { name: t.filter, exact: true }).click();
      await expect(admin.getByRole('link', { name: order.number, exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `the refunds waiting for staff (${lang})`);
    await admin.getByRole('link', { name: order.number, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: t.refundTitle(order.number) })).toBeVisible({
      timeout: 30_000,
    });
    await expect(admin.getByTestId('refund-state')).toHaveText(t.awaitingTransfer);
    await expectNoSeriousA11yViolations(page, `a refund waiting for its transfer (${lang})`);
    await admin.getByRole('textbox', { name: t.account }).fill('PL61 1090 1014 0000 0712 1981 2874');
    await admin.getByRole('button', { name: t.transferSent }).click();
    await expect(notices(page, lang).getByText(t.transferRecorded)).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByTestId('refund-state')).toHaveText(t.completed);

    // The withdrawal hears of it: refunded, with its correction invoice (the transfer's title names it).
    await admin.getByRole('link', { name: `Odstąpienie ${order.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title(order.number) })).toBeVisible({
      timeout: 30_000,
    });
    await expectRefunded(page, lang);
  });
}
