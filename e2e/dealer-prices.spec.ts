import { expect, type Page, test } from '@playwright/test';
import { accessoriesInStock } from './support/accessories';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 15, wholesale prices, in both languages against embedded mode: staff have given the demo dealer 10 %
// on everything; the dealer signs in, sees net prices less the discount on a listing and a product page,
// puts the product into the cart (net unit price), checks out where bank transfer is the only payment, and
// finds the order in the account's list with its net and VAT, and on its page each line's net price and VAT.
// Signed out in the same browser, the listing shows retail prices again (no "netto", the retail amount).
// Each screen is checked with axe.

const DEALER = { email: 'zamowienia@rowery-nowak.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };
const PERCENT = 10;

const texts = {
  pl: {
    currency: 'PLN',
    collection: '/pl/kategoria/59/rowery-elektryczne',
    product: (id: number, slug: string) => `/pl/produkt/${id}/${slug}`,
    net: 'netto',
    discount: `Twój rabat ${PERCENT}% od ceny hurtowej`,
    gross: /Cena hurtowa · brutto .+ \(VAT \d+%\)/,
    addToCart: 'Dodaj do koszyka',
    added: 'Dodano do koszyka',
    cart: '/pl/koszyk',
    unitNet: /Cena za sztukę: .+ netto \(.+ brutto, VAT \d+%\)/,
    toCheckout: 'Przejdź do kasy',
    payment: 'Sposób płatności',
    transfer: /Przelew tradycyjny/,
    transferOnly: 'Zamówienia hurtowe opłacasz przelewem.',
    email: 'E-mail',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    street: 'Ulica i numer',
    zipCode: 'Kod pocztowy',
    city: 'Miejscowość',
    terms: 'Akceptuję regulamin sklepu',
    privacy: 'Akceptuję politykę prywatności',
    place: 'Zamawiam i płacę',
    orders: '/pl/konto/zamowienia',
    details: (number: string) => `Szczegóły zamówienia ${number}`,
    netColumn: 'Cena netto',
    listNet: 'Netto',
    vatColumn: 'Stawka VAT',
  },
  en: {
    currency: 'EUR',
    collection: '/en/collection/59/electric-bikes',
    product: (id: number, slug: string) => `/en/product/${id}/${slug}`,
    net: 'net',
    discount: `Your discount: ${PERCENT}% off the wholesale price of`,
    gross: /Wholesale price · gross .+ \(VAT \d+%\)/,
    addToCart: 'Add to cart',
    added: 'Added to cart',
    cart: '/en/cart',
    unitNet: /Unit price: .+ net \(.+ gross, VAT \d+%\)/,
    toCheckout: 'Go to checkout',
    payment: 'Payment',
    transfer: /Bank transfer/,
    transferOnly: 'Wholesale orders are paid by bank transfer.',
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street and number',
    zipCode: 'Postal code',
    city: 'City',
    terms: 'I accept the terms of service',
    privacy: 'I accept the privacy policy',
    place: 'Order and pay',
    orders: '/en/account/orders',
    details: (number: string) => `Details of order ${number}`,
    netColumn: 'Net price',
    listNet: 'Net',
    vatColumn: 'VAT rate',
  },
} as const;

type Lang = keyof typeof texts;

interface Card {
  id: number;
  slug: string;
  name: string;
  category: string;
  availability: string;
  hasVariants: boolean;
  minQuantity: number;
  price: { kind: string; net: number; gross: number; discountPercent?: number; listNet?: number };
}

/** Calls the gateway as the storefront (or the panel) does, with the page's cookies. */
const headersOf = (lang: Lang, app = 'storefront') => ({
  Authorization: `Bearer shop-${app}`,
  'X-Language': lang,
  'X-Currency': texts[lang].currency,
});

async function call(page: Page, lang: Lang, method: 'GET' | 'POST', path: string, data?: unknown, app = 'storefront') {
  const response = await page.request.fetch(path, { method, headers: headersOf(lang, app), data });
  return { status: response.status(), body: await response.json().catch(() => undefined) };
}

async function signIn(page: Page, lang: Lang, username: string, password: string) {
  const answer = await call(page, lang, 'POST', '/api/account/login', { username, password });
  expect(answer.status, `signing in as ${username}`).toBe(200);
  return answer.body as { id: string };
}

/** Staff (in their own browser) give the demo dealer 10 % on everything, unless they already have it. */
async function giveDealerDiscount(page: Page, lang: Lang, dealerId: string) {
  const staff = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url() || 'http://x').origin });
  try {
    const staffPage = await staff.newPage();
    await signIn(staffPage, lang, demoSuperAdmin.email, demoSuperAdmin.password);
    const given = await call(
      staffPage,
      lang,
      'POST',
      '/api/admin/discounts',
      { target: 'dealer', targetId: dealerId, collectionId: null, percent: PERCENT },
      'admin',
    );
    // 409: the pl run gave it already.
    expect([201, 409], JSON.stringify(given.body)).toContain(given.status);
  } finally {
    await staff.close();
  }
}

/** An accessory any caller can buy now without choosing a variant, the best-stocked, as the caller sees it. */
async function anAccessory(page: Page, lang: Lang): Promise<Card> {
  const [found] = await accessoriesInStock<Card>(page.request, headersOf(lang));
  return found!;
}

/** The card of product `id` as the caller sees it now. */
async function cardOf(page: Page, lang: Lang, id: number): Promise<Card> {
  const list = await call(page, lang, 'GET', '/api/catalog/products?limit=200');
  const found = (list.body.items as Card[]).find((card) => card.id === id);
  if (!found) throw new Error(`product ${id} is not on the list`);
  return found;
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a dealer buys at net prices less their discount; signed out, the same browser sees retail`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(t.collection);
    const retailAccessory = await anAccessory(page, lang);
    expect(retailAccessory.price.kind).toBe('retail');
    const { id: dealerId } = await signIn(page, lang, DEALER.email, DEALER.password);
    await giveDealerDiscount(page, lang, dealerId);

    // The listing: every price net, marked so, with the discount named.
    await page.goto(t.collection);
    await expectScreen(page, 'mf-catalog', 'collection');
    const listing = remoteFrame(page, 'mf-catalog', 'collection');
    const firstPrice = listing.locator('[data-price]').first();
    await expect(firstPrice.locator('[data-price-net]')).toHaveText(t.net);
    await expect(firstPrice.locator('[data-dealer-discount]')).toContainText(t.discount);
    await expect(firstPrice.locator('[data-price-gross]')).toHaveText(t.gross);
    await expectNoSeriousA11yViolations(page, `the dealer's listing (${lang})`);

    // The product page of an accessory, then into the cart.
    const accessory = await cardOf(page, lang, retailAccessory.id);
    expect(accessory.price).toMatchObject({ kind: 'b2b', discountPercent: PERCENT });
    await page.goto(t.product(accessory.id, accessory.slug));
    await expectScreen(page, 'mf-catalog', 'product');
    const product = remoteFrame(page, 'mf-catalog', 'product');
    const price = product.locator('[data-price]').first();
    await expect(price.locator('[data-price-net]')).toHaveText(t.net);
    await expect(price.locator('[data-dealer-discount]')).toContainText(t.discount);
    await expectNoSeriousA11yViolations(page, `the dealer's product page (${lang})`);
    await product.getByRole('button', { name: t.addToCart }).click();
    await expect(product.getByText(t.added)).toBeVisible();

    // The cart: the net unit price with the gross and VAT.
    await page.goto(t.cart);
    await expectScreen(page, 'mf-checkout', 'cart');
    const cart = remoteFrame(page, 'mf-checkout', 'cart');
    const line = cart.locator('[data-cart-line]').filter({ hasText: accessory.name });
    await expect(line.getByText(t.unitNet)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the dealer's cart (${lang})`);
    await cart.getByRole('link', { name: t.toCheckout }).click();

    // The checkout: bank transfer is the only way to pay.
    await expectScreen(page, 'mf-checkout', 'checkout');
    const form = remoteFrame(page, 'mf-checkout', 'checkout');
    const payment = form.getByRole('group', { name: t.payment });
    await expect(payment.getByRole('radio')).toHaveCount(1);
    await expect(payment.getByRole('radio', { name: t.transfer })).toBeVisible();
    await expect(payment.getByText(t.transferOnly)).toBeVisible();
    const email = form.getByRole('textbox', { name: t.email });
    if (!(await email.inputValue())) await email.fill(DEALER.email);
    await form.getByRole('textbox', { name: t.firstName }).fill('Jan');
    await form.getByRole('textbox', { name: t.lastName }).fill('Nowak');
    await form.getByRole('textbox', { name: t.street }).fill('ul. Głogowska 31');
    await form.getByRole('textbox', { name: t.zipCode }).fill('60-702');
    await form.getByRole('textbox', { name: t.city }).fill('Poznań');
    await payment.getByRole('radio', { name: t.transfer }).check();
    await form.getByRole('checkbox', { name: t.terms }).check();
    await form.getByRole('checkbox', { name: t.privacy }).check();
    await expectNoSeriousA11yViolations(page, `the dealer's checkout (${lang})`);
    await form.getByRole('button', { name: t.place }).click();
    await expect(page).toHaveURL(lang === 'pl' ? /\/pl\/zamowienie\// : /\/en\/order\//, { timeout: 30_000 });

    // The account: the order in the list, and its page with each line's net price and VAT rate.
    const orders = await call(page, lang, 'GET', '/api/orders?sort=createdAt&dir=desc');
    const placed = (orders.body.items as { id: string; number: string; paymentMethod: string }[])[0]!;
    expect(placed.paymentMethod).toBe('transfer');
    await page.goto(t.orders);
    await expectScreen(page, 'mf-account', 'orders');
    await expect(page.getByRole('columnheader', { name: t.listNet, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'VAT', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the dealer's order list (${lang})`);
    await page.getByRole('link', { name: t.details(placed.number) }).click();
    await expectScreen(page, 'mf-account', 'orderDetails');
    await expect(page.getByRole('columnheader', { name: t.netColumn })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: t.vatColumn })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: accessory.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the dealer's order page (${lang})`);

    // Signed out in the same browser: retail prices again, nothing of the dealer's.
    expect((await call(page, lang, 'GET', '/api/account/logout')).status).toBe(200);
    await page.goto(t.collection);
    await expectScreen(page, 'mf-catalog', 'collection');
    const retailListing = remoteFrame(page, 'mf-catalog', 'collection');
    await expect(retailListing.locator('[data-price]').first()).toBeVisible();
    await expect(retailListing.locator('[data-price-net]')).toHaveCount(0);
    await expect(retailListing.locator('[data-dealer-discount]')).toHaveCount(0);
    const again = await cardOf(page, lang, retailAccessory.id);
    expect(again.price).toEqual(retailAccessory.price);
  });
}
