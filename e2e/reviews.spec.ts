import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 25, customer reviews in Polish and English: a new customer orders a bike by transfer; staff record
// the transfer and move the order to completed through the status change; the customer opens the order in
// their account and reviews the bike; staff publish the review in the admin panel; the product page then
// shows the review with its stars and average, and its head's JSON-LD carries aggregateRating and review.
// The review carries a photo: a ZIP named .jpg is refused at the field, a picture uploads with its progress bar,
// staff see it while moderating, the product page shows it (lazy, sized, the title as its text).

const asAdminPanel = { authorization: 'Bearer shop-admin' };
const storefront = { authorization: 'Bearer shop-storefront' };
const home = {
  type: 'person',
  firstName: 'Ewa',
  lastName: 'Nowak',
  street: 'Polna 7',
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  region: 'pl_mz',
};

/** A ZIP archive's first bytes, whatever it is called. */
const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);

/** A real PNG of 160 × 120 pixels, one colour. */
function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(160, 0);
  header.writeUInt32BE(120, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(160 * 3, 0x5a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 120 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const texts = {
  pl: {
    order: (id: string) => `/pl/konto/zamowienia/${id}`,
    product: (id: number, slug: string) => `/pl/produkt/${id}/${slug}`,
    reviews: 'Twoje opinie',
    write: (name: string) => `Napisz opinię: ${name}`,
    rating: '5 / 5',
    title: 'Tytuł',
    text: 'Treść opinii',
    send: 'Wyślij opinię',
    sent: 'Dziękujemy! Opinia czeka na sprawdzenie przez sklep.',
    pending: 'Czeka na sprawdzenie',
    adminList: '/pl/admin/reviews',
    publish: 'Opublikuj opinię',
    productReviews: 'Opinie klientów',
    summary: /Średnia ocen: [\d,]+ \/ 5 · liczba opinii: \d+/,
    reviewTitle: 'Rower na co dzień, polecam',
    reviewText: 'Dojeżdżam nim 12 km do pracy; bateria wystarcza na cały tydzień.',
    photo: 'Zdjęcie (nieobowiązkowe)',
    photoWrongType: 'Plik „rower.jpg” ma nieobsługiwany format (dozwolone: JPG, PNG, WEBP).',
    photoAttached: 'Zdjęcie: rower.png',
  },
  en: {
    order: (id: string) => `/en/account/orders/${id}`,
    product: (id: number, slug: string) => `/en/product/${id}/${slug}`,
    reviews: 'Your reviews',
    write: (name: string) => `Write a review: ${name}`,
    rating: '5 / 5',
    title: 'Title',
    text: 'Your review',
    send: 'Send the review',
    sent: 'Thank you! Your review is waiting to be checked by the shop.',
    pending: 'Waiting to be checked',
    adminList: '/en/admin/reviews',
    publish: 'Publish the review',
    productReviews: 'Customer reviews',
    summary: /Average rating: [\d.]+ \/ 5 · \d+ reviews/,
    reviewTitle: 'A bike for every day',
    reviewText: 'I ride 12 km to work on it and the battery lasts the whole week.',
    photo: 'Photo (optional)',
    photoWrongType: 'The file “rower.jpg” is not of an accepted type (JPG, PNG, WEBP).',
    photoAttached: 'Photo: rower.png',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

async function signIn(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post('/api/account/login', { headers: storefront, data: { username, password } });
  expect(answer.ok(), `signing in as ${username}: ${answer.status()}`).toBe(true);
}

/** A new customer with a transfer order of the first bike that can be bought; answers their page, order, bike. */
async function customerWithBikeOrder(browser: Browser, lang: 'pl' | 'en') {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const headers = { ...storefront, 'X-Language': lang };
  const email = `opinia.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'rower-klient-1';
  const registered = await page.request.post('/api/account/register', {
    headers,
    data: { firstName: 'Ewa', lastName: 'Nowak', email, password, repeatPassword: password, terms: true },
  });
  expect(registered.ok(), `registering: ${registered.status()}`).toBe(true);
  const bikes = await page.request.get('/api/catalog/products?category=bike&limit=50', { headers });
  const checkout = () =>
    page.request.post('/api/cart/checkout', {
      headers,
      data: {
        idempotencyKey: crypto.randomUUID(),
        email,
        phone: '+48 600 100 200',
        billing: home,
        deliveryMethod: 'COURIER',
        paymentMethod: 'transfer',
        consents: { terms: true, privacy: true },
      },
    });
  let placed: Awaited<ReturnType<typeof checkout>> | undefined;
  let bike: { id: number; name: string } | undefined;
  for (const product of ((await bikes.json()) as { items: Array<{ id: number; name: string }> }).items) {
    if (!(await page.request.post('/api/cart/items', { headers, data: { productId: product.id, quantity: 1 } })).ok())
      continue;
    placed = await checkout();
    bike = product;
    if (placed.status() !== 422) break;
    await page.request.delete('/api/cart', { headers });
  }
  if (!placed || !bike) throw new Error('no bike could be put in the cart');
  expect(placed.status(), `checkout: ${await placed.text()}`).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; number: string; total: { amount: number } } };
  const detail = await page.request.get(`/api/catalog/products/${bike.id}`, { headers });
  const slug = ((await detail.json()) as { slugs: Record<'pl' | 'en', string> }).slugs[lang];
  return { page, order, bike: { ...bike, slug } };
}

/** Staff record the transfer and move the order on to completed, as the order status table allows. */
async function completeOrder(
  staff: APIRequestContext,
  order: { id: string; number: string; total: { amount: number } },
) {
  const paid = await staff.post('/api/admin/transactions', {
    headers: asAdminPanel,
    data: {
      orderNumber: order.number,
      type: 'transfer',
      amount: order.total.amount,
      date: new Date().toISOString().slice(0, 10),
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  for (const [from, to] of [
    ['new', 'in_progress'],
    ['in_progress', 'sent'],
    ['sent', 'completed'],
  ]) {
    const moved = await staff.post(`/api/admin/orders/${order.id}/status`, {
      headers: asAdminPanel,
      data: { from, to },
    });
    // Recording the transfer may already have taken the order into work (409: it is no longer new).
    if (from === 'new') expect([200, 409], await moved.text()).toContain(moved.status());
    else expect(moved.status(), `${from} → ${to}: ${await moved.text()}`).toBe(200);
  }
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a customer reviews a bike from a completed order, staff publish it, the product page shows the stars (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const customer = await customerWithBikeOrder(browser, lang);
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signIn(staff.request, demoSuperAdmin.email, demoSuperAdmin.password);
    await completeOrder(staff.request, customer.order);
    await staff.close();

    // The customer reviews the bike from the order's page.
    const shopper = customer.page;
    await shopper.goto(t.order(customer.order.id));
    const section = shopper.getByRole('region', { name: t.reviews });
    await expect(section).toBeVisible({ timeout: 30_000 });
    await section.getByRole('button', { name: t.write(customer.bike.name) }).click();
    await section.getByRole('radio', { name: t.rating }).check();
    await section.getByRole('textbox', { name: t.title }).fill(t.reviewTitle);
    await section.getByRole('textbox', { name: t.text }).fill(t.reviewText);
    // A ZIP named like a photo is refused by its content; a real picture is uploaded at once.
    const photoInput = section.getByLabel(t.photo);
    await photoInput.setInputFiles({ name: 'rower.jpg', mimeType: 'image/jpeg', buffer: zipBytes });
    await expect(section.getByText(t.photoWrongType)).toBeVisible();
    await photoInput.setInputFiles({ name: 'rower.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(section.getByText(t.photoAttached)).toBeVisible();
    await expectNoSeriousA11yViolations(shopper, `the review form on the order page (${lang})`);
    await section.getByRole('button', { name: t.send }).click();
    await expect(section.getByText(t.sent)).toBeVisible();
    await expect(section.getByText(t.pending, { exact: true })).toBeVisible();

    // Staff publish it in the panel.
    await signIn(page.request, demoSuperAdmin.email, demoSuperAdmin.password);
    await page.goto(t.adminList);
    const row = panel(page)
      .getByRole('row', { name: new RegExp(t.reviewTitle) })
      .first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `the reviews list in the panel (${lang})`);
    await row.getByRole('link').first().click();
    await expect(panel(page).getByText(t.reviewText)).toBeVisible();
    // Staff see the photo while it is not public yet.
    await expect(panel(page).locator('[data-review-photo="rower.png"] img')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a review in the panel (${lang})`);
    await panel(page).getByRole('button', { name: t.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${t.adminList}$`));

    // The product page shows it with its stars, and the head's JSON-LD carries the rating.
    const productPath = t.product(customer.bike.id, customer.bike.slug);
    await shopper.goto(productPath);
    const reviews = shopper.getByRole('region', { name: t.productReviews });
    await expect(reviews.getByRole('heading', { name: t.reviewTitle })).toBeVisible({ timeout: 30_000 });
    await expect(reviews.getByText(t.reviewText)).toBeVisible();
    await expect(reviews.getByTestId('reviews-summary')).toHaveText(t.summary);
    const photo = reviews.getByRole('img', { name: t.reviewTitle }).first();
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '640');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(shopper, `the product page with its reviews (${lang})`);
    const head = await (await shopper.request.get(productPath)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!);
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
    expect(jsonLd.review.map((review: { name: string }) => review.name)).toContain(t.reviewTitle);
  });
}
