import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mailTo } from './support/mail';
import { expectScreen } from './support/storefront';

// Issue 23, paying for a preorder, in both languages against embedded mode: the demo dealer submits an EUR
// preorder from a season's link (through the API, as the preorder page would); staff confirm it on its order
// page; the dealer's order page shows the amount due in PLN, the rate used with its table, and the transfer
// details; staff record the transfer and the order is paid. The new panels pass axe.

const DEALER = { email: 'zamowienia@rowery-nowak.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

const texts = {
  pl: {
    confirm: 'Potwierdź przedsprzedaż',
    dialog: (number: string) => `Potwierdzić przedsprzedaż ${number}?`,
    staffPanel: 'Płatność za przedsprzedaż',
    amount: 'Do zapłaty',
    dealerPanel: 'Płatność za przedsprzedaż',
    rate: /^1 EUR = \d+,\d{4} PLN \(średni kurs NBP, tabela \d+\/A\/NBP\/\d{4} z \d{2}\.\d{2}\.\d{4}\)$/,
    orders: '/pl/konto/zamowienia',
  },
  en: {
    confirm: 'Confirm preorder',
    dialog: (number: string) => `Confirm preorder ${number}?`,
    staffPanel: 'Preorder payment',
    amount: 'Amount due',
    dealerPanel: 'Payment for the preorder',
    rate: /^1 EUR = \d+\.\d{4} PLN \(average rate of the National Bank of Poland, table \d+\/A\/NBP\/\d{4} of \d{2}\.\d{2}\.\d{4}\)$/,
    orders: '/en/account/orders',
  },
} as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call(
  request: APIRequestContext,
  app: 'storefront' | 'admin',
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer shop-${app}`, 'X-Language': 'en', 'X-Currency': 'EUR' },
    data,
  });
  const body = await response.json().catch(() => undefined);
  expect(response.ok(), `${method} ${path} → ${response.status()} ${JSON.stringify(body)}`).toBe(true);
  return body;
}

test.use({ actionTimeout: 30_000 });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a dealer pays a confirmed EUR preorder by transfer and sees the PLN amount and the rate`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const dealerContext = await browser.newContext({ baseURL });
    const dealer = await dealerContext.newPage();
    const me = (await call(dealer.request, 'storefront', 'POST', '/api/account/login', {
      username: DEALER.email,
      password: DEALER.password,
    })) as { id: string };
    const dealerId =
      me.id ?? ((await call(dealer.request, 'storefront', 'GET', '/api/account/me')) as { id: string }).id;

    // Staff open a season with one product and send its link to the dealer.
    await signInAsDemoAdmin(page);
    const products = (await call(page.request, 'storefront', 'GET', '/api/catalog/products?limit=200')) as {
      items: { id: number; availability: string; hasVariants: boolean }[];
    };
    const product = products.items.find((card) => card.availability === 'available' && !card.hasVariants)!;
    const seasonName = `Płatność ${lang} ${Date.now()}`;
    const season = (await call(page.request, 'admin', 'POST', '/api/admin/preorder-seasons', {
      name: { pl: seasonName, en: seasonName },
      state: 'open',
      opensOn: day(-1),
      closesOn: day(30),
      products: [{ productId: product.id, percentOff: 10 }],
    })) as { id: number };
    await call(page.request, 'admin', 'POST', `/api/admin/preorder-seasons/${season.id}/links`, {
      customerIds: [dealerId],
    });
    const mail = await mailTo(dealer, DEALER.email, new RegExp(`${seasonName}[\\s\\S]*?preorder(?:y|s)\\?t=([\\w-]+)`));
    const token = mail.match[1]!;

    // The dealer submits two units, priced in EUR.
    const offer = (await call(dealer.request, 'storefront', 'GET', `/api/preorders?t=${token}`)) as {
      lines: { productId: number; variantId: number }[];
    };
    const line = offer.lines[0]!;
    const submitted = (await call(dealer.request, 'storefront', 'POST', '/api/preorders', {
      token,
      items: [{ productId: line.productId, variantId: line.variantId, quantity: 2 }],
    })) as { orderId: string; orderNumber: string; gross: { amount: number; currency: string } };
    expect(submitted.gross.currency).toBe('EUR');

    // Staff confirm it on its order page.
    await page.goto(`/${lang}/admin/orders/${submitted.orderId}`);
    const staffPanel = page.getByRole('region', { name: t.staffPanel });
    await staffPanel.getByRole('button', { name: t.confirm }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog(submitted.orderNumber) });
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(staffPanel.getByText(t.amount)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `the confirmed preorder for staff (${lang})`);

    // The dealer's order page: the PLN amount, the rate with its table and day, where to transfer.
    const read = (await call(dealer.request, 'storefront', 'GET', `/api/orders/${submitted.orderId}`)) as {
      order: { preorderPayment: { amountPln: { amount: number }; rate: { ratePln: string } } };
    };
    const payment = read.order.preorderPayment;
    expect(payment.amountPln.amount).toBe(Math.round(submitted.gross.amount * Number(payment.rate.ratePln)));
    await dealer.goto(`${t.orders}/${submitted.orderId}`);
    await expectScreen(dealer, 'mf-account', 'orderDetails');
    const panel = dealer.getByRole('region', { name: t.dealerPanel });
    // The amount as the page writes it ('52 383,91 zł' or '52 383.91 PLN'): the same grosze.
    await expect(panel.getByTestId('preorder-amount-pln')).toHaveText(/(zł|PLN)$/);
    expect(((await panel.getByTestId('preorder-amount-pln').textContent()) ?? '').replace(/\D/g, '')).toBe(
      String(payment.amountPln.amount),
    );
    await expect(panel.getByTestId('preorder-rate')).toHaveText(t.rate);
    await expect(panel).toContainText(submitted.orderNumber);
    await expectNoSeriousA11yViolations(dealer, `the dealer's confirmed preorder (${lang})`);

    // Staff record the dealer's transfer; the order is paid.
    await call(page.request, 'admin', 'POST', '/api/admin/transactions', {
      orderId: submitted.orderId,
      type: 'transfer',
      amount: submitted.gross.amount,
      date: day(0),
    });
    await expect
      .poll(
        async () =>
          (
            (await call(dealer.request, 'storefront', 'GET', `/api/orders/${submitted.orderId}`)) as {
              order: { paymentStatus: string };
            }
          ).order.paymentStatus,
        { timeout: 20_000 },
      )
      .toBe('paid');
    await dealerContext.close();
  });
}
