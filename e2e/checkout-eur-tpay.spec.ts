import { expect, test } from '@playwright/test';
import {
  addAnEbikeToCart,
  decideOnSandbox,
  expectPaid,
  goToCheckout,
  placeOrder,
  uniqueEmail,
  words,
} from './support/checkout-journey';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 6, journey 3: an English visitor buys in EUR and pays with Tpay; online payments are in PLN only,
// so the provider's page asks for the amount converted to PLN.

/** `€4 999.00` or `1 234,56 zł` → minor units. */
const minorOf = (text: string) => {
  const amount = /\d[\d\s\u00a0]*[.,]\d{2}/.exec(text)?.[0] ?? '';
  return Math.round(Number(amount.replace(/[\s\u00a0]/g, '').replace(',', '.')) * 100);
};

test('en: a visitor pays an EUR basket with Tpay, which is asked for PLN', async ({ page }) => {
  test.setTimeout(120_000);
  const w = words.en;
  const product = await addAnEbikeToCart(page, 'en');
  await goToCheckout(page, 'en', product, true);
  const summary = remoteFrame(page, 'mf-checkout', 'checkout').locator('[data-total="total"] dd');
  await expect(summary).toContainText('€');
  const eur = minorOf((await summary.textContent()) ?? '');
  await placeOrder(page, 'en', { email: uniqueEmail('visitor'), firstName: 'John', lastName: 'Smith' }, 'tpay');

  await expect(page.getByRole('heading', { name: 'Płatność za zamówienie' })).toBeVisible({ timeout: 20_000 });
  const amount = page.getByTestId('amount');
  await expect(amount).toContainText('zł');
  const pln = minorOf((await amount.textContent()) ?? '');
  // A euro costs more than a złoty (about 4.2-4.4 PLN).
  expect(pln).toBeGreaterThan(eur * 3);
  expect(pln).toBeLessThan(eur * 6);
  await decideOnSandbox(page, 'Zapłać');

  await expect(page).toHaveURL(w.successPath);
  await expectScreen(page, 'mf-checkout', 'paymentSuccess');
  await remoteFrame(page, 'mf-checkout', 'paymentSuccess').getByRole('link', { name: w.toOrder }).click();
  await expectPaid(page, 'en');
});
