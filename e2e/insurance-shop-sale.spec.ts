import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { asAdminPanel, asStorefront, panel, signInAs } from './support/back-office';
import { mailTo } from './support/mail';

// Issue 25, the shop's own online sale, in Polish and English: a guest buys a Zefir Miejski C1 (product 1001,
// variant ZF-1001-01) by transfer; staff record the transfer; the demo warehouse employee picks the bike with
// its frame number (a bike the factory completed, seeded for this journey) and ships it; the shop registers the
// bike with the insurer (the sandbox) for the buyer, whose certificate arrives over SMTP; staff see the frame
// insured among the shop's own sales.

const frames = { pl: 'ZF2026D00007', en: 'ZF2026D00008' } as const;
const texts = {
  pl: {
    title: (number: string) => `Wysyłka zamówienia ${number}`,
    warehouse: /Magazyn/,
    carrier: /Przewoźnik/,
    frames: /^Numery ram/,
    pick: 'Skompletuj i utwórz przesyłkę',
    tracking: 'Numer przesyłki',
    ship: 'Oznacz jako nadaną',
    certificate: /Twój rower jest ubezpieczony: polisa (ZEF\/\d{4}\/\d{6})/,
    shopSales: 'Zgłoszenia rowerów sprzedanych przez sklep',
    insured: 'Ubezpieczony',
  },
  en: {
    title: (number: string) => `Shipping order ${number}`,
    warehouse: /Warehouse/,
    carrier: /Carrier/,
    frames: /^Frame numbers/,
    pick: 'Pick and create the shipment',
    tracking: 'Tracking number',
    ship: 'Mark as shipped',
    certificate: /Your bike is insured: policy (ZEF\/\d{4}\/\d{6})/,
    shopSales: 'Registrations of bikes sold by the shop',
    insured: 'Insured',
  },
};

interface Variant {
  id: number;
  sku: string;
  stock: number;
}

/** A guest's transfer order of one Zefir Miejski C1 (ZF-1001-01); answers the order and the variant as it was. */
async function guestBuysTheBike(browser: Browser, lang: 'pl' | 'en', email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = { ...asStorefront, 'X-Language': lang };
  const product = (await (await context.request.get('/api/catalog/products/1001', { headers })).json()) as {
    variants: Variant[];
  };
  const variant = product.variants.find((candidate) => candidate.sku === 'ZF-1001-01')!;
  expect(variant, 'the Zefir Miejski C1 the factory made').toBeDefined();
  const added = await context.request.post('/api/cart/items', {
    headers,
    data: { productId: 1001, variantId: variant.id, quantity: 1 },
  });
  expect(added.ok(), `the bike into the cart: ${await added.text()}`).toBe(true);
  const placed = await context.request.post('/api/cart/checkout', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      email,
      phone: '+48 600 100 200',
      billing: {
        type: 'person',
        firstName: 'Marta',
        lastName: lang === 'pl' ? 'Rowerowa' : 'Cyclist',
        street: 'Polna 7',
        zipCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      consents: { terms: true, privacy: true },
    },
  });
  expect(placed.status(), `checkout: ${await placed.text()}`).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; number: string; total: { amount: number } } };
  await context.close();
  return { order, variant };
}

/**
 * The main warehouse holds the bike to pick. A variant the warehouse starts to keep here is received with what
 * the shop sells of it now plus the ordered piece, so the stock sync leaves the catalogue's stock as it was.
 */
async function bikeOnTheShelf(staff: APIRequestContext, variant: Variant) {
  const warehouses = await staff.get('/api/admin/warehouse/warehouses?filters[q]=MAG-1', { headers: asAdminPanel });
  const main = ((await warehouses.json()) as { items: { id: string }[] }).items[0]!;
  const found = await staff.get(
    `/api/admin/warehouse/items?filters[warehouseId]=${main.id}&filters[q]=${encodeURIComponent(variant.sku)}`,
    { headers: asAdminPanel },
  );
  let item = ((await found.json()) as { items: { id: string; sku: string; quantity: number }[] }).items.find(
    (candidate) => candidate.sku === variant.sku,
  );
  let quantity = item && item.quantity >= 1 ? 0 : 1;
  if (!item) {
    const made = await staff.post('/api/admin/warehouse/items', {
      headers: asAdminPanel,
      data: { warehouseId: main.id, type: 'product_variant', sku: variant.sku, name: 'Zefir Miejski C1', unit: 'pc' },
    });
    expect(made.status(), await made.text()).toBe(201);
    item = await made.json();
    quantity = variant.stock + 1;
  }
  if (quantity > 0) {
    const receipt = await staff.post('/api/admin/warehouse/operations', {
      headers: asAdminPanel,
      data: { source: 'receipt', itemId: item!.id, quantity, reason: 'Dostawa z hali produkcyjnej' },
    });
    expect(receipt.status(), await receipt.text()).toBe(201);
  }
  return main.id;
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  const frame = frames[lang];

  test(`the shop ships a bike with its frame number and the buyer gets the insurance certificate (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const email = `sklep.polisa.${lang}.${Date.now()}@example.com`;
    const { order, variant } = await guestBuysTheBike(browser, lang, email);

    // Staff record the transfer: the warehouse gets the paid order, and the bike is on the shelf.
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInAs(staff.request, 'admin@zefir.example');
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
    let fulfilmentId = '';
    await expect
      .poll(
        async () => {
          const answer = await staff.request.get(
            `/api/admin/warehouse/fulfilments?filters[q]=${encodeURIComponent(order.number)}`,
            { headers: asAdminPanel },
          );
          fulfilmentId = ((await answer.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
          return fulfilmentId;
        },
        { message: 'the paid order reaches the warehouse', timeout: 30_000 },
      )
      .not.toBe('');
    const warehouseId = await bikeOnTheShelf(staff.request, variant);
    await staff.close();

    // The warehouse employee picks the bike with its frame number and ships it.
    await signInAs(page.request, 'magazyn@zefir.example');
    await page.goto(`/${lang}/admin/warehouse/shipments/${fulfilmentId}`);
    const admin = panel(page);
    await expect(admin.getByRole('heading', { level: 1, name: t.title(order.number) })).toBeVisible();
    await admin.getByRole('combobox', { name: t.warehouse }).selectOption(warehouseId);
    await admin.getByRole('combobox', { name: t.carrier }).selectOption('dpd');
    await admin.getByRole('textbox', { name: t.frames }).fill(frame.toLowerCase());
    await expectNoSeriousA11yViolations(page, `picking a bike with its frame number (${lang})`);
    await admin.getByRole('button', { name: t.pick }).click();
    await expect(admin.getByText(frame)).toBeVisible({ timeout: 20_000 });
    await admin.getByRole('textbox', { name: t.tracking, exact: true }).fill(`DPD${Date.now()}`);
    await admin.getByRole('button', { name: t.ship }).click();
    await expect(admin.getByRole('button', { name: t.ship })).toHaveCount(0, { timeout: 20_000 });

    // The shop registers the bike for the buyer: the certificate arrives in the buyer's language.
    await signInAsDemoAdmin(page);
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/api/admin/insurance/shop-sales?filters[state]=registered&limit=100', {
            headers: asAdminPanel,
          });
          return ((await answer.json()) as { items: { frameNumber: string }[] }).items.some(
            (sale) => sale.frameNumber === frame,
          );
        },
        { message: `frame ${frame} insured`, timeout: 60_000 },
      )
      .toBe(true);
    const mail = await mailTo(page, email, t.certificate);
    expect(mail.text).toContain(frame);

    // Staff see it among the shop's own sales.
    await page.goto(`/${lang}/admin/insurance/shop-sales`);
    const table = admin.getByRole('table', { name: t.shopSales });
    const row = table.getByRole('row').filter({ hasText: frame });
    await expect(row).toContainText(t.insured);
    await expect(row).toContainText(order.number);
    await expectNoSeriousA11yViolations(page, `the shop's own sales (${lang})`);
  });
}
