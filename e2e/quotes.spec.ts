import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type AccessoryCard, accessoriesInStock } from './support/accessories';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { decideOnSandbox, uniqueEmail, words } from './support/checkout-journey';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 23, in Polish and English against embedded mode: a guest asks for an offer on three bikes from their
// product pages and sends the request from the cart's second tab; staff open the request in the back office,
// set agreed prices and a validity day (a past day is refused with a clear message), save and send the offer;
// the guest opens the e-mailed link, accepts the offer with online payment and pays on the Tpay sandbox. The
// request tab, the staff's editor and the offer page pass axe. A second offer, valid until tomorrow, is opened
// "three days later" (the browser journeys' clock: one browser's requests name their time in x-test-now) and
// can no longer be accepted, while the same offer today still can.

const texts = {
  pl: {
    ask: 'Zapytaj o ofertę',
    asked: 'Dodano do zapytania ofertowego.',
    cartRequest: '/pl/koszyk?tab=request',
    lines: 'Produkty w zapytaniu',
    send: 'Wyślij zapytanie',
    sent: /Zapytanie (\S+) wysłane/,
    link: /\/pl\/zamowienie\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/,
    editorLines: 'Pozycje oferty',
    price: (name: string) => `Uzgodniona cena: ${name}`,
    validUntil: 'Ważna do (włącznie)',
    pastDay: 'Data ważności nie może być w przeszłości',
    online: 'Online (Tpay)',
    save: 'Zapisz szkic',
    sendOffer: 'Wyślij klientowi',
    offerSent: 'Wysłana',
    offerMail: /Oferta \S+/,
    agreed: 'Uzgodnione ceny',
    street: 'Ulica i numer',
    zipCode: 'Kod pocztowy',
    city: 'Miejscowość',
    accept: 'Przyjmij i przejdź do płatności',
    accepted: 'Przyjęta',
    expiredState: 'Wygasła',
    expired: (date: string) => `Ta oferta była ważna do ${date} i nie można jej już przyjąć.`,
    expiredError: (date: string) => `Ta oferta była ważna do ${date} i nie można jej już przyjąć. Poproś nas o nową.`,
  },
  en: {
    ask: 'Ask for an offer',
    asked: 'Added to your request for an offer.',
    cartRequest: '/en/cart?tab=request',
    lines: 'Products in your request',
    send: 'Send the request',
    sent: /Request (\S+) sent/,
    link: /\/en\/order\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/,
    editorLines: 'Lines of the offer',
    price: (name: string) => `Agreed price of ${name}`,
    validUntil: 'Valid until (inclusive)',
    pastDay: 'The validity date cannot be in the past',
    online: 'Online (Tpay)',
    save: 'Save the draft',
    sendOffer: 'Send to the customer',
    offerSent: 'Sent',
    offerMail: /Your offer \S+/,
    agreed: 'Agreed prices',
    street: 'Street and number',
    zipCode: 'Postal code',
    city: 'City',
    accept: 'Accept and go to payment',
    accepted: 'Accepted',
    expiredState: 'Expired',
    expired: (date: string) => `This offer was valid until ${date} and can no longer be accepted.`,
    expiredError: (date: string) =>
      `This offer was valid until ${date} and can no longer be accepted. Ask us for a new one.`,
  },
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** 'yyyy-MM-dd' as the shop writes it (dd.MM.yyyy). */
const shopDay = (iso: string) => iso.split('-').reverse().join('.');

/** Staff prepare an offer of one accessory for `email` from scratch, valid until `validUntil`, and send it. */
async function sendOfferOfOneAccessory(
  request: APIRequestContext,
  lang: 'pl' | 'en',
  email: string,
  validUntil: string,
) {
  const admin = { authorization: 'Bearer shop-admin' };
  // In złoty, as the offer is.
  const [accessory] = await accessoriesInStock<AccessoryCard & { price: { gross: number } }>(request, {
    authorization: 'Bearer shop-storefront',
    'X-Language': 'pl',
  });
  const drafted = await request.post('/api/admin/proposals', {
    headers: admin,
    data: {
      email,
      language: lang,
      lines: [{ productId: accessory!.id, quantity: 1, unitPrice: Math.round(accessory!.price.gross * 0.9) }],
      deliveryMethods: ['COURIER'],
      paymentMethods: ['transfer'],
      validUntil,
    },
  });
  expect(drafted.status(), `the draft: ${await drafted.text()}`).toBe(201);
  const { proposal } = (await drafted.json()) as { proposal: { orderId: string } };
  const sent = await request.post(`/api/admin/proposals/${proposal.orderId}/send`, { headers: admin });
  expect(sent.status(), `sending: ${await sent.text()}`).toBe(200);
}

/** Asks for an offer on the first three e-bikes of the collection that can be asked for. */
async function askForThreeBikes(page: Page, lang: 'pl' | 'en'): Promise<string[]> {
  const t = texts[lang];
  await page.goto(words[lang].collection);
  const collection = remoteFrame(page, 'mf-catalog', 'collection');
  const links = collection.locator('article a[href*="/produkt/"], article a[href*="/product/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).pathname)))];
  const asked: string[] = [];
  for (const href of hrefs) {
    if (asked.length === 3) break;
    await page.goto(href);
    await expectScreen(page, 'mf-catalog', 'product');
    const product = remoteFrame(page, 'mf-catalog', 'product');
    const button = product.getByRole('button', { name: t.ask });
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    await button.click();
    await expect(product.getByText(t.asked)).toBeVisible({ timeout: 20_000 });
    asked.push((await product.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  expect(asked).toHaveLength(3);
  return asked;
}

async function staffSendOffer(browser: Browser, lang: 'pl' | 'en', orderId: string) {
  const t = texts[lang];
  const page = await (await browser.newContext()).newPage();
  await signInAsDemoAdmin(page);
  await page.goto(`/${lang}/admin/orders/${orderId}`);
  const lines = page.getByRole('table', { name: t.editorLines });
  await expect(lines).toBeVisible({ timeout: 20_000 });
  const prices = lines.getByRole('textbox');
  for (let i = 0; i < (await prices.count()); i++) {
    const field = prices.nth(i);
    const list = Number((await field.inputValue()).replace(',', '.'));
    await field.fill(String(Math.max(1, Math.round(list * 0.9))).concat(',00'));
  }
  await page.getByRole('checkbox', { name: t.online }).check();
  await page.getByLabel(t.validUntil).fill(day(-1));
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.pastDay)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(t.validUntil).fill(day(14));
  await expectNoSeriousA11yViolations(page, `the offer editor (${lang})`);
  await page.getByRole('button', { name: t.save }).click();
  await page.getByRole('button', { name: t.sendOffer }).click({ timeout: 30_000 });
  await expect(page.getByText(t.offerSent, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.context().close();
}

for (const lang of ['pl', 'en'] as const) {
  test(`a guest asks for an offer on three bikes, staff answer it, the guest accepts and pays (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    const w = words[lang];
    const email = uniqueEmail(`oferta-${lang}`);
    const bikes = await askForThreeBikes(page, lang);

    await page.goto(t.cartRequest);
    await expectScreen(page, 'mf-checkout', 'cart');
    const cart = remoteFrame(page, 'mf-checkout', 'cart');
    const lines = cart.getByRole('list', { name: t.lines });
    for (const bike of bikes) await expect(lines.getByText(bike, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the request tab (${lang})`);
    await cart.getByRole('textbox', { name: w.email }).fill(email);
    await cart.getByRole('textbox', { name: w.firstName }).fill('Jan');
    await cart.getByRole('textbox', { name: w.lastName }).fill('Kowalski');
    await cart.getByRole('checkbox', { name: w.terms }).check();
    await cart.getByRole('checkbox', { name: w.privacy }).check();
    await cart.getByRole('button', { name: t.send }).click();
    await expect(cart.getByText(t.sent)).toBeVisible({ timeout: 30_000 });

    const { match } = await mailTo(page, email, t.link);
    const [path, orderId] = [match[0], match[1] as string];
    await staffSendOffer(browser, lang, orderId);

    await mailTo(page, email, t.offerMail);
    await page.goto(path);
    await expectScreen(page, 'mf-checkout', 'orderConfirmation');
    const offer = remoteFrame(page, 'mf-checkout', 'orderConfirmation');
    await expect(offer.getByRole('table', { name: t.agreed })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `the offer page (${lang})`);
    await offer.getByRole('radio', { name: w.tpay }).check();
    await offer.getByRole('textbox', { name: t.street }).fill('Długa 5');
    await offer.getByRole('textbox', { name: t.zipCode }).fill('30-001');
    await offer.getByRole('textbox', { name: t.city }).fill('Kraków');
    await offer.getByRole('checkbox', { name: w.terms }).check();
    await offer.getByRole('checkbox', { name: w.privacy }).check();
    await offer.getByRole('button', { name: t.accept }).click();
    await expect(offer.getByText(t.accepted, { exact: true })).toBeVisible({ timeout: 30_000 });

    await offer.getByRole('button', { name: w.payAgain }).first().click({ timeout: 30_000 });
    await expect(page.getByTestId('amount')).toBeVisible({ timeout: 20_000 });
    await decideOnSandbox(page, 'Zapłać');
    await expect(page).toHaveURL(w.successPath, { timeout: 30_000 });
  });
}

for (const lang of ['pl', 'en'] as const) {
  test(`an offer past its last day can no longer be accepted (${lang})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const email = uniqueEmail(`oferta-wygasla-${lang}`);
    // Tomorrow in Warsaw at the latest (UTC's tomorrow is today or tomorrow there): never refused as past.
    const lastDay = day(1);
    await signInAsDemoAdmin(page);
    await sendOfferOfOneAccessory(page.request, lang, email, lastDay);
    const { match } = await mailTo(page, email, t.link);

    // Today the offer can be accepted.
    const today = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await today.goto(match[0]);
    const open = remoteFrame(today, 'mf-checkout', 'orderConfirmation');
    await expect(open.getByRole('button', { name: t.accept })).toBeVisible({ timeout: 30_000 });
    await today.context().close();

    // Three days later (this browser's requests say so), it says until when it was valid and offers nothing.
    const threeDaysOn = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'x-test-now': threeDaysOn },
    });
    const laterPage = await later.newPage();
    await laterPage.goto(match[0]);
    await expectScreen(laterPage, 'mf-checkout', 'orderConfirmation');
    const offer = remoteFrame(laterPage, 'mf-checkout', 'orderConfirmation');
    await expect(offer.getByText(t.expired(shopDay(lastDay)), { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(offer.getByText(t.expiredState, { exact: true })).toBeVisible();
    await expect(offer.getByRole('button', { name: t.accept })).toHaveCount(0);
    await expectNoSeriousA11yViolations(laterPage, `an expired offer (${lang})`);

    // Asked anyway (an old tab), the shop refuses with the day and changes nothing.
    const [, orderId, token] = match as unknown as [string, string, string];
    const refused = await laterPage.request.post(`/api/proposals/${orderId}/accept?t=${token}`, {
      headers: { authorization: 'Bearer shop-storefront', 'X-Language': lang },
      data: {
        billing: {
          type: 'person',
          firstName: 'Jan',
          lastName: 'Kowalski',
          street: 'Długa 5',
          zipCode: '30-001',
          city: 'Kraków',
          country: 'PL',
        },
        deliveryMethod: 'COURIER',
        paymentMethod: 'transfer',
        consents: { terms: true, privacy: true },
      },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      t.expiredError(shopDay(lastDay)),
    );
    await later.close();
  });
}
