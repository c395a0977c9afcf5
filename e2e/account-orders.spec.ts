import { expect, type Page, test } from '@playwright/test';
import { accessoriesInStock } from './support/accessories';
import { decodeMail } from './support/mail';
import { expectScreen } from './support/storefront';

// Issue 6's account journey, in both languages, against the real accounts, catalog, orders and payments
// services of embedded mode: a customer registers and places an order paid by bank transfer (through the API,
// as the checkout screen would), finds it in the order list and its details with the transfer instructions,
// orders the same again and finds the products in the cart.

const texts = {
  pl: {
    orders: '/pl/konto/zamowienia',
    cart: '/pl/koszyk',
    currency: 'PLN',
    status: 'Nowe',
    unpaid: 'Nieopłacone',
    transfer: 'Przelew bankowy',
    courier: 'Kurier',
    transferDetails: 'Dane do przelewu',
    heading: (number: string) => `Zamówienie ${number}`,
    details: (number: string) => `Szczegóły zamówienia ${number}`,
    repeat: 'Zamów ponownie',
    copy: 'Dodaj produkty do koszyka',
    added: 'Dodaliśmy do koszyka',
    goToCart: 'Przejdź do koszyka',
    notFound: 'Nie znaleźliśmy tego zamówienia.',
  },
  en: {
    orders: '/en/account/orders',
    cart: '/en/cart',
    currency: 'EUR',
    status: 'New',
    unpaid: 'Unpaid',
    transfer: 'Bank transfer',
    courier: 'Courier',
    transferDetails: 'Bank transfer details',
    heading: (number: string) => `Order ${number}`,
    details: (number: string) => `Details of order ${number}`,
    repeat: 'Order again',
    copy: 'Add the products to the cart',
    added: 'Added to your cart',
    goToCart: 'Go to the cart',
    notFound: 'We could not find this order.',
  },
};

interface ProductCard {
  id: number;
  name: string;
  category: string;
  availability: string;
  hasVariants: boolean;
  minQuantity: number;
}

/** Calls the gateway as the storefront does, with the page's cookies (the customer's session). */
const headersOf = (lang: 'pl' | 'en') => ({
  Authorization: 'Bearer shop-storefront',
  'X-Language': lang,
  'X-Currency': texts[lang].currency,
});

function gateway(page: Page, lang: 'pl' | 'en') {
  const headers = headersOf(lang);
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await page.request.fetch(path, { method, headers, data });
    const body = await response.json().catch(() => undefined);
    expect(response.ok(), `${method} ${path} → ${response.status()} ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
  return { get: (path: string) => call('GET', path), post: (path: string, data: unknown) => call('POST', path, data) };
}

/** A new retail customer, signed in in this browser: registration keeps the session (and its cart). */
async function registerCustomer(page: Page, lang: 'pl' | 'en') {
  const email = `zamowienia.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await gateway(page, lang).post('/api/account/register', {
    firstName: 'Anna',
    lastName: 'Nowak',
    email,
    password: 'rower-zamowienia-1',
    repeatPassword: 'rower-zamowienia-1',
    terms: true,
  });
  return email;
}

/** Two accessories anyone can buy now, without choosing a variant: the best-stocked. */
async function twoAccessories(page: Page, lang: 'pl' | 'en'): Promise<ProductCard[]> {
  return accessoriesInStock<ProductCard>(page.request, headersOf(lang), { count: 2 });
}

async function placeTransferOrder(page: Page, lang: 'pl' | 'en', email: string, products: ProductCard[]) {
  const api = gateway(page, lang);
  for (const product of products) await api.post('/api/cart/items', { productId: product.id, quantity: 1 });
  const answer = (await api.post('/api/cart/checkout', {
    idempotencyKey: crypto.randomUUID(),
    email,
    billing: {
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'Leśna 3',
      zipCode: '05-500',
      city: 'Piaseczno',
      country: 'PL',
    },
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    consents: { terms: true, privacy: true },
  })) as { order: { id: string; number: string } };
  return answer.order;
}

/** The text of the newest e-mail to `email` that mentions `needle`, from the development mail list. */
async function mailTo(page: Page, email: string, needle: string): Promise<string> {
  const headers = { Authorization: 'Bearer shop-storefront' };
  let found = '';
  await expect(async () => {
    const list = (await (await page.request.get('/api/dev/mail', { headers })).json()) as { items: { id: string }[] };
    for (const { id } of list.items.slice(0, 30)) {
      const text = decodeMail(await (await page.request.get(`/api/dev/mail/${id}`, { headers })).text());
      if (text.includes(email) && text.includes(needle)) {
        found = text;
        return;
      }
    }
    throw new Error(`no e-mail to ${email} about ${needle} yet`);
  }).toPass({ timeout: 15_000 });
  return found;
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a customer finds the order in the account, sees it and orders the same again`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = await registerCustomer(page, lang);
    const products = await twoAccessories(page, lang);
    const order = await placeTransferOrder(page, lang, email, products);

    // The list: the order with its state, and the way to its details.
    await page.goto(t.orders);
    await expectScreen(page, 'mf-account', 'orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.number }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: t.status })).toHaveCount(1);
    await expect(row.locator('[data-payment-status="unpaid"]')).toHaveText(t.unpaid);
    // A transfer is paid at the bank, not again through the shop.
    await expect(row.getByRole('button')).toHaveCount(0);
    await row.getByRole('link', { name: t.details(order.number) }).click();

    // The details: methods, items and how to pay by transfer.
    await expect(page).toHaveURL(`${t.orders}/${order.id}`);
    await expectScreen(page, 'mf-account', 'orderDetails');
    await expect(page.getByRole('heading', { name: t.heading(order.number) })).toBeVisible();
    await expect(page.locator('#main dd').filter({ hasText: t.transfer })).toBeVisible();
    await expect(page.locator('#main dd').filter({ hasText: t.courier })).toBeVisible();
    for (const product of products) await expect(page.getByRole('rowheader', { name: product.name })).toBeVisible();
    const transfer = page.getByRole('region', { name: t.transferDetails });
    await expect(transfer).toContainText(order.number);
    await expect(transfer.locator('[data-iban]')).toHaveText(/^PL\d{2}( \d{4}){6}$/);

    // Order again: the products go into the (now empty) cart.
    await page.getByRole('link', { name: t.repeat }).click();
    await expect(page).toHaveURL(`${t.orders}/${order.id}/${lang === 'pl' ? 'nowe' : 'new'}`);
    await expectScreen(page, 'mf-account', 'orderRepeat');
    await page.getByRole('button', { name: t.copy }).click();
    const added = page.getByRole('region', { name: t.added });
    for (const product of products) await expect(added).toContainText(product.name);
    await page.getByRole('link', { name: t.goToCart }).click();
    await expect(page).toHaveURL(t.cart);
    await expectScreen(page, 'mf-checkout', 'cart');
    for (const product of products)
      await expect(page.locator('#app-mf-checkout').getByText(product.name).first()).toBeVisible();
    const cart = (await gateway(page, lang).get('/api/cart')) as { items: { productId: number; quantity: number }[] };
    expect(cart.items.map((item) => [item.productId, item.quantity]).sort()).toEqual(
      products.map((product) => [product.id, 1]).sort(),
    );

    // The confirmation e-mail names the order and links to its page with the guest token.
    const confirmation = await mailTo(page, email, order.number);
    expect(confirmation).toContain(
      lang === 'pl' ? `Dziękujemy za zamówienie ${order.number}` : `Thank you for your order ${order.number}`,
    );
    expect(confirmation).toMatch(new RegExp(`/${lang}/${lang === 'pl' ? 'zamowienie' : 'order'}/${order.id}/[\\w-]+`));

    // Another customer does not see this order: it is not there for them.
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await registerCustomer(other, lang);
      await other.goto(`${t.orders}/${order.id}`);
      await expect(other.getByRole('heading', { name: t.notFound })).toBeVisible();
      await expect(other.getByText(order.number)).toHaveCount(0);
    } finally {
      await otherContext.close();
    }
  });
}
