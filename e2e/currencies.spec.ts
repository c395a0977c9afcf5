import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  addAnEbikeToCart,
  decideOnSandbox,
  expectNoSidewaysScroll,
  expectPaid,
  goToCheckout,
  placeOrder,
  uniqueEmail,
  words,
} from './support/checkout-journey';
import { expectScreen, remoteFrame } from './support/storefront';

/** Minor units of a shown amount ('1 392,10 USD', '$1,392.10', '5 099,00 zł'). */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

// Issue 23, other currencies: staff switch US dollars on in the general settings; a shopper then finds a currency
// choice in the header, sees prices in dollars converted from złoty, and a cart in dollars offers only online
// payment (taken in PLN). The settings are put back afterwards, so later journeys see the shop as seeded
// (docs/decisions/currencies.md).

const texts = {
  pl: {
    usd: 'Dolar amerykański (USD)',
    save: 'Zapisz',
    saved: /Ustawienia zapisane|Zmiany zostały zapisane/,
    currency: 'Waluta',
    dollars: /\d[\d\u00a0 ]*,\d{2}\u00a0USD/,
    transfer: /Przelew tradycyjny/,
    cash: /przy odbiorze/,
  },
  en: {
    usd: 'US dollar (USD)',
    save: 'Save',
    saved: /Settings saved|saved/,
    currency: 'Currency',
    dollars: /\d[\d,\s]*\.\d{2}\sUSD/,
    transfer: /Bank transfer/,
    cash: /on delivery/,
  },
};

const generalPath = '/api/admin/settings/general';
const asAdminPanel = { authorization: 'Bearer shop-admin' };

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  const w = words[lang];

  test(`staff enable US dollars and a shopper buys in them, paying online (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAsDemoAdmin(page);
    const original = await (await page.request.get(generalPath, { headers: asAdminPanel })).json();
    try {
      await page.goto(`/${lang}/admin/settings/general`);
      const usd = page.getByRole('checkbox', { name: t.usd });
      await expect(usd).not.toBeChecked();
      await usd.check();
      await expectNoSeriousA11yViolations(page, `the general settings with currencies (${lang})`);
      await page.locator('[data-remote="mf-admin"]').getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.saved).first()).toBeVisible();

      // A new shopper: the header offers the currency, and prices follow the choice.
      // In Polish on a phone: the header's currency choice must fit 360 px beside the language and the cart.
      const context = await browser.newContext(lang === 'pl' ? { viewport: { width: 360, height: 780 } } : {});
      const shopper = await context.newPage();
      try {
        await shopper.goto(w.collection);
        const choice = shopper.getByRole('combobox', { name: t.currency });
        await expect(choice).toBeVisible();
        await choice.selectOption('USD');
        await expectNoSidewaysScroll(shopper);
        const collection = remoteFrame(shopper, 'mf-catalog', 'collection');
        await expect(collection.locator('article').first()).toContainText(t.dollars);
        await expectNoSeriousA11yViolations(shopper, `the collection in dollars (${lang})`);

        const product = await addAnEbikeToCart(shopper, lang);
        await goToCheckout(shopper, lang, product, true);
        const checkout = remoteFrame(shopper, 'mf-checkout', 'checkout');
        const total = checkout.locator('[data-total="total"] dd');
        await expect(total).toHaveText(t.dollars);
        const dollars = minorOf((await total.textContent()) ?? '');
        // Paid online only: no transfer, no cash on delivery in dollars.
        await expect(checkout.getByRole('radio', { name: w.card })).toBeVisible();
        await expect(checkout.getByRole('radio', { name: t.transfer })).toHaveCount(0);
        await expect(checkout.getByRole('radio', { name: t.cash })).toHaveCount(0);
        await placeOrder(
          shopper,
          lang,
          { email: uniqueEmail('dollars'), firstName: 'John', lastName: 'Smith' },
          'tpay',
        );

        // Tpay is asked for złoty: a dollar costs about 3.7 zł (the demo table).
        await expect(shopper.getByRole('heading', { name: 'Płatność za zamówienie' })).toBeVisible({ timeout: 20_000 });
        const amount = shopper.getByTestId('amount');
        await expect(amount).toContainText('zł');
        const pln = minorOf((await amount.textContent()) ?? '');
        expect(pln).toBeGreaterThan(dollars * 3);
        expect(pln).toBeLessThan(dollars * 5);
        await decideOnSandbox(shopper, 'Zapłać');
        await expect(shopper).toHaveURL(w.successPath);
        await expectScreen(shopper, 'mf-checkout', 'paymentSuccess');
        await remoteFrame(shopper, 'mf-checkout', 'paymentSuccess').getByRole('link', { name: w.toOrder }).click();
        await expectPaid(shopper, lang);
      } finally {
        await context.close();
      }
    } finally {
      const restored = await page.request.put(generalPath, { headers: asAdminPanel, data: original });
      expect(restored.status()).toBe(200);
    }
  });
}
