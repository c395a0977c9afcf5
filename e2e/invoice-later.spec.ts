import { expect, type Page, test } from '@playwright/test';
import { accessoriesInStock } from './support/accessories';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen, remoteFrame } from './support/storefront';

// A retail customer asks for an invoice later, from the account (issue 26, docs/decisions/invoices.md "Asked
// for later"), in Polish and English against embedded mode: they register and order by transfer without an
// invoice, staff record the transfer, and on the paid order's page "Request an invoice" takes a company's name
// and NIP (a wrong NIP is refused at its field) and the new invoice appears in the order's list. Checked with
// axe with the form open and after.

const adminPanel = { Authorization: 'Bearer shop-admin' };

const texts = {
  pl: {
    orders: '/pl/konto/zamowienia',
    currency: 'PLN',
    invoices: 'Faktury',
    ask: 'Poproś o fakturę',
    form: 'Prośba o fakturę',
    companyName: 'Nazwa firmy',
    taxId: /NIP/,
    send: 'Wyślij prośbę',
    badNip: 'Ten NIP jest nieprawidłowy – sprawdź jego cyfry',
    issued: 'Wystawiliśmy fakturę',
  },
  en: {
    orders: '/en/account/orders',
    currency: 'EUR',
    invoices: 'Invoices',
    ask: 'Request an invoice',
    form: 'Invoice request',
    companyName: 'Company name',
    taxId: /NIP/,
    send: 'Send the request',
    badNip: 'This tax ID is not valid: check its digits',
    issued: 'has been issued',
  },
} as const;

/** Calls the gateway as the storefront does, with the page's cookies (the customer's session). */
const headersOf = (lang: 'pl' | 'en') => ({
  Authorization: 'Bearer shop-storefront',
  'X-Language': lang,
  'X-Currency': texts[lang].currency,
});

function gateway(page: Page, lang: 'pl' | 'en') {
  const headers = headersOf(lang);
  return async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await page.request.fetch(path, { method, headers, data });
    const body = await response.json().catch(() => undefined);
    expect(response.ok(), `${method} ${path} → ${response.status()} ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
}

/** A new retail customer, signed in, with an order of one accessory by transfer and no invoice asked for. */
async function customerWithTransferOrder(page: Page, lang: 'pl' | 'en') {
  const call = gateway(page, lang);
  const email = `faktura.pozniej.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await call('POST', '/api/account/register', {
    firstName: 'Ewa',
    lastName: 'Lis',
    email,
    password: 'rower-faktura-1',
    repeatPassword: 'rower-faktura-1',
    terms: true,
  });
  const [accessory] = await accessoriesInStock(page.request, headersOf(lang));
  await call('POST', '/api/cart/items', { productId: accessory!.id, quantity: 1 });
  const answer = (await call('POST', '/api/cart/checkout', {
    idempotencyKey: crypto.randomUUID(),
    email,
    billing: {
      type: 'person',
      firstName: 'Ewa',
      lastName: 'Lis',
      street: 'Marszałkowska 10',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
    },
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    consents: { terms: true, privacy: true },
  })) as { order: { id: string; number: string; total: { amount: number } } };
  return answer.order;
}

test.use({ actionTimeout: 30_000 });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a customer asks for a company invoice of a paid order from the account and finds it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const order = await customerWithTransferOrder(page, lang);
    const staff = await browser.newContext();
    try {
      const staffPage = await staff.newPage();
      await signInAsDemoAdmin(staffPage);
      const recorded = await staffPage.request.post('/api/admin/transactions', {
        headers: adminPanel,
        data: {
          orderId: order.id,
          type: 'transfer',
          amount: order.total.amount,
          date: new Date().toISOString().slice(0, 10),
        },
      });
      expect(recorded.status(), `recording the transfer: ${await recorded.text()}`).toBe(201);
    } finally {
      await staff.close();
    }

    await page.goto(`${t.orders}/${order.id}`);
    await expectScreen(page, 'mf-account', 'orderDetails');
    const screen = remoteFrame(page, 'mf-account', 'orderDetails');
    const section = screen.getByRole('region', { name: t.invoices, exact: true });
    await section.getByRole('button', { name: t.ask }).click();
    const form = section.getByRole('form', { name: t.form });
    await form.getByRole('textbox', { name: t.companyName }).fill(`Pracownia ${lang.toUpperCase()} ${Date.now()}`);
    const nip = form.getByRole('textbox', { name: t.taxId });
    await nip.fill('7792433422');
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByText(t.badNip)).toBeVisible();
    await expect(nip).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `the invoice request form with an error (${lang})`);

    await nip.fill('7792433421');
    await form.getByRole('button', { name: t.send }).click();
    await expect(screen.getByText(t.issued)).toBeVisible({ timeout: 30_000 });
    const answer = await page.request.get(`/api/orders/${order.id}/invoices`, {
      headers: { Authorization: 'Bearer shop-storefront' },
    });
    const { items } = (await answer.json()) as { items: { number: string; state: string }[] };
    expect(items).toHaveLength(1);
    // Issued and on its way to KSeF: the sender may already have sent it, or KSeF accepted it, by now.
    expect(['queued', 'sent', 'accepted']).toContain(items[0]?.state);
    await expect(section).toContainText(items[0]?.number ?? 'no invoice');
    await expect(section.getByRole('button', { name: t.ask })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `the order's page with the invoice asked for later (${lang})`);
  });
}
