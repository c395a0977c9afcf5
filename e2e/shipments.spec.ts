import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 17, shipping in Polish and English: a customer's transfer order is paid (staff record the transfer)
// and taken into work, so the warehouse gets its fulfilment; the demo warehouse employee picks it into an
// InPost shipment and marks it shipped with the tracking number; the customer's order page then shows the
// order sent, with the link to the carrier's tracking page, and so does the guest's page the e-mailed link opens
// (the order's own page, reached with its token, without signing in).

const password = demoSuperAdmin.password;
const warehouseEmployee = 'magazyn@zefir.example';
const asAdminPanel = { authorization: 'Bearer shop-admin' };
const storefront = { authorization: 'Bearer shop-storefront' };
const home = {
  type: 'person',
  firstName: 'Jan',
  lastName: 'Kowalski',
  street: 'Polna 7',
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
};

const texts = {
  pl: {
    orders: '/pl/konto/zamowienia',
    orderPage: (id: string, token: string) => `/pl/zamowienie/${id}/${token}`,
    title: (number: string) => `Wysyłka zamówienia ${number}`,
    warehouse: /Magazyn/,
    carrier: /Przewoźnik/,
    pick: 'Skompletuj i utwórz przesyłkę',
    tracking: 'Numer przesyłki',
    ship: 'Oznacz jako nadaną',
    sent: 'Wysłane',
    track: (number: string) => `Śledź przesyłkę ${number}`,
  },
  en: {
    orders: '/en/account/orders',
    orderPage: (id: string, token: string) => `/en/order/${id}/${token}`,
    title: (number: string) => `Shipping order ${number}`,
    warehouse: /Warehouse/,
    carrier: /Carrier/,
    pick: 'Pick and create the shipment',
    tracking: 'Tracking number',
    ship: 'Mark as shipped',
    sent: 'Sent',
    track: (number: string) => `Track parcel ${number}`,
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

async function signIn(request: APIRequestContext, username: string) {
  const answer = await request.post('/api/account/login', { headers: storefront, data: { username, password } });
  expect(answer.ok(), `signing in as ${username}: ${answer.status()}`).toBe(true);
}

/** A new customer's transfer order of one accessory; answers the customer's page and the order. */
async function customerOrder(browser: Browser, lang: 'pl' | 'en') {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const headers = { ...storefront, 'X-Language': lang };
  const email = `wysylka.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/account/register', {
    headers,
    data: {
      firstName: 'Jan',
      lastName: 'Kowalski',
      email,
      password: 'rower-klient-1',
      repeatPassword: 'rower-klient-1',
      terms: true,
    },
  });
  expect(registered.ok(), `registering: ${registered.status()}`).toBe(true);
  // The first accessory still in stock: earlier journeys of the same shop may have sold some out since the
  // listing was read, so a checkout refused for stock empties the cart and tries the next one.
  const products = await page.request.get('/api/catalog/products?category=accessory&limit=50', { headers });
  const checkout = () =>
    page.request.post('/api/cart/checkout', {
      headers,
      data: {
        idempotencyKey: crypto.randomUUID(),
        email,
        phone: '+48 600 100 200',
        billing: { ...home, region: 'pl_mz' },
        deliveryMethod: 'COURIER',
        paymentMethod: 'transfer',
        consents: { terms: true, privacy: true },
      },
    });
  let placed: Awaited<ReturnType<typeof checkout>> | undefined;
  for (const product of ((await products.json()) as { items: Array<{ id: number }> }).items) {
    if (!(await page.request.post('/api/cart/items', { headers, data: { productId: product.id, quantity: 1 } })).ok())
      continue;
    placed = await checkout();
    if (placed.status() !== 422) break;
    await page.request.delete('/api/cart', { headers });
  }
  if (!placed) throw new Error('no accessory could be put in the cart');
  expect(placed.status(), `checkout: ${await placed.text()}`).toBe(201);
  const { order } = (await placed.json()) as {
    order: { id: string; number: string; total: { amount: number }; paymentPath: string };
  };
  return { page, order };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a warehouse employee ships a paid order and the customer sees it sent with the tracking link (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const customer = await customerOrder(browser, lang);
    const { order } = customer;

    // Staff record the transfer and take the order into work: the warehouse gets the paid order.
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signIn(staff.request, demoSuperAdmin.email);
    const paid = await staff.request.post('/api/admin/transactions', {
      headers: asAdminPanel,
      data: {
        orderNumber: order.number,
        type: 'transfer',
        amount: order.total.amount,
        date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const moved = await staff.request.post(`/api/admin/orders/${order.id}/status`, {
      headers: asAdminPanel,
      data: { from: 'new', to: 'in_progress' },
    });
    // Recording the transfer may already have taken the order into work (409: it is no longer new).
    expect([200, 409], await moved.text()).toContain(moved.status());
    let fulfilment: { id: string; lines: { sku: string; name: string }[] } | undefined;
    await expect
      .poll(
        async () => {
          const answer = await staff.request.get(
            `/api/admin/warehouse/fulfilments?filters[q]=${encodeURIComponent(order.number)}`,
            {
              headers: asAdminPanel,
            },
          );
          fulfilment = ((await answer.json()) as { items: (typeof fulfilment)[] }).items[0];
          return Boolean(fulfilment);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // One piece of the ordered product on the main warehouse's shelf.
    const warehouses = await staff.request.get('/api/admin/warehouse/warehouses?filters[q]=MAG-1', {
      headers: asAdminPanel,
    });
    const main = ((await warehouses.json()) as { items: { id: string }[] }).items[0]!;
    const line = fulfilment!.lines[0]!;
    const found = await staff.request.get(
      `/api/admin/warehouse/items?filters[warehouseId]=${main.id}&filters[q]=${encodeURIComponent(line.sku)}`,
      {
        headers: asAdminPanel,
      },
    );
    let item = ((await found.json()) as { items: { id: string; sku: string }[] }).items.find(
      (candidate) => candidate.sku === line.sku,
    );
    if (!item) {
      const made = await staff.request.post('/api/admin/warehouse/items', {
        headers: asAdminPanel,
        data: { warehouseId: main.id, type: 'product_variant', sku: line.sku, name: line.name, unit: 'pc' },
      });
      expect(made.status(), await made.text()).toBe(201);
      item = await made.json();
    }
    const receipt = await staff.request.post('/api/admin/warehouse/operations', {
      headers: asAdminPanel,
      data: { source: 'receipt', itemId: item!.id, quantity: 1, reason: 'Dostawa' },
    });
    expect(receipt.status(), await receipt.text()).toBe(201);
    await staff.close();

    await signIn(page.request, warehouseEmployee);
    await page.goto(`/${lang}/admin/warehouse/shipments/${fulfilment!.id}`);
    await expect(panel(page).getByRole('heading', { level: 1, name: t.title(order.number) })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the order to ship (${lang})`);
    await panel(page).getByRole('combobox', { name: t.warehouse }).selectOption(main.id);
    await panel(page).getByRole('combobox', { name: t.carrier }).selectOption('inpost');
    await panel(page).getByRole('button', { name: t.pick }).click();
    const trackingNumber = `6200${Date.now()}`;
    // The picked shipment replaces the pick form (which has a tracking field of its own).
    await expect(panel(page).getByRole('button', { name: t.pick })).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: t.ship })).toBeVisible();
    await panel(page).getByRole('textbox', { name: t.tracking, exact: true }).fill(trackingNumber);
    await panel(page).getByRole('button', { name: t.ship }).click();
    await expect(panel(page).getByRole('link', { name: trackingNumber })).toBeVisible();

    // orders takes the shipment's event on its own time: the customer's page shows it once it has.
    const track = customer.page.getByRole('link', { name: t.track(trackingNumber) });
    await expect(async () => {
      await customer.page.goto(`${t.orders}/${order.id}`);
      await expect(track).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(customer.page.getByText(t.sent).first()).toBeVisible();
    await expect(track).toHaveAttribute('href', `https://inpost.pl/sledzenie-przesylek?number=${trackingNumber}`);

    // The e-mailed link, opened where nobody is signed in.
    const token = new URL(order.paymentPath, 'http://shop').searchParams.get('t')!;
    const guest = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await guest.goto(t.orderPage(order.id, token));
    const guestTrack = guest.getByRole('link', { name: t.track(trackingNumber) });
    await expect(guestTrack).toBeVisible({ timeout: 20_000 });
    await expect(guestTrack).toHaveAttribute('href', `https://inpost.pl/sledzenie-przesylek?number=${trackingNumber}`);
    await expect(guest.getByText(t.sent).first()).toBeVisible();
    await expectNoSeriousA11yViolations(guest, `the guest's order page of a sent order (${lang})`);
    await guest.context().close();
  });
}
