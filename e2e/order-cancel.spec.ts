import { expect, type Page, test } from '@playwright/test';
import { accessoriesInStock } from './support/accessories';
import { expectNoSeriousA11yViolations } from './support/axe';
import { decodeMail } from './support/mail';
import { expectScreen } from './support/storefront';

// Issue 23, in both languages against embedded mode: a customer places an order paid by bank transfer (through
// the API, as the checkout screen would), cancels it on the account's order page after the confirmation
// dialog, sees it cancelled, gets the e-mail, and the stock held for it comes back to the shop.

const texts = {
  pl: {
    currency: 'PLN',
    orders: '/pl/konto/zamowienia',
    cancel: 'Anuluj zamówienie',
    dialog: (number: string) => `Anulować zamówienie ${number}?`,
    confirm: 'Tak, anuluj zamówienie',
    done: (number: string) => `Zamówienie ${number} zostało anulowane.`,
    mailStatus: 'Anulowane',
  },
  en: {
    currency: 'EUR',
    orders: '/en/account/orders',
    cancel: 'Cancel order',
    dialog: (number: string) => `Cancel order ${number}?`,
    confirm: 'Yes, cancel the order',
    done: (number: string) => `Order ${number} has been cancelled.`,
    mailStatus: 'Cancelled',
  },
} as const;
type Lang = keyof typeof texts;

interface ProductCard {
  id: number;
  name: string;
  category: string;
  availability: string;
  hasVariants: boolean;
  minQuantity: number;
}

/** Calls the gateway as the storefront does, with the page's cookies (the customer's session). */
const headersOf = (lang: Lang) => ({
  Authorization: 'Bearer shop-storefront',
  'X-Language': lang,
  'X-Currency': texts[lang].currency,
});

function gateway(page: Page, lang: Lang) {
  const headers = headersOf(lang);
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await page.request.fetch(path, { method, headers, data });
    const body = await response.json().catch(() => undefined);
    expect(response.ok(), `${method} ${path} → ${response.status()} ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
  return { get: (path: string) => call('GET', path), post: (path: string, data: unknown) => call('POST', path, data) };
}

/** The text of the newest e-mail to `email` that mentions every needle, from the development mail list. */
async function mailTo(page: Page, email: string, needles: string[]): Promise<string> {
  const headers = { Authorization: 'Bearer shop-storefront' };
  let found = '';
  await expect(async () => {
    const list = (await (await page.request.get('/api/dev/mail', { headers })).json()) as { items: { id: string }[] };
    for (const { id } of list.items.slice(0, 30)) {
      const text = decodeMail(await (await page.request.get(`/api/dev/mail/${id}`, { headers })).text());
      if (text.includes(email) && needles.every((needle) => text.includes(needle))) {
        found = text;
        return;
      }
    }
    throw new Error(`no e-mail to ${email} about ${needles.join(', ')} yet`);
  }).toPass({ timeout: 20_000 });
  return found;
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a customer cancels an unpaid order and the stock comes back`, async ({ page }) => {
    test.setTimeout(120_000);
    const api = gateway(page, lang);
    const email = `anulowanie.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await api.post('/api/account/register', {
      firstName: 'Anna',
      lastName: 'Nowak',
      email,
      password: 'rower-anulowanie-1',
      repeatPassword: 'rower-anulowanie-1',
      terms: true,
    });
    const [product] = await accessoriesInStock<ProductCard>(page.request, headersOf(lang), { quantity: 2 });
    const stockOf = async () => ((await api.get(`/api/catalog/products/${product!.id}`)) as { stock: number }).stock;
    const before = await stockOf();

    await api.post('/api/cart/items', { productId: product!.id, quantity: 2 });
    const placed = (await api.post('/api/cart/checkout', {
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
    const order = placed.order;
    await expect.poll(stockOf).toBe(before - 2);

    // The order's page: cancel, asked first.
    await page.goto(`${t.orders}/${order.id}`);
    await expectScreen(page, 'mf-account', 'orderDetails');
    await page.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog(order.number) });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the cancel dialog (${lang})`);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.done(order.number))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `the cancelled order (${lang})`);

    // The order is cancelled for the service too, and its stock is back in the shop.
    const read = (await api.get(`/api/orders/${order.id}`)) as { order: { status: string; cancellable: boolean } };
    expect(read.order).toMatchObject({ status: 'cancelled', cancellable: false });
    await expect.poll(stockOf, { timeout: 15_000 }).toBe(before);

    // The e-mail about the change names the order and its new status.
    const mail = await mailTo(page, email, [order.number, t.mailStatus]);
    expect(mail).toContain(order.number);
  });
}
