import { expect, test } from '@playwright/test';
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

// Issue 6, journey 1: a guest buys an e-bike in Polish and pays with Tpay (the sandbox of embedded mode):
// product → add to cart → cart → checkout as a guest → Tpay → pay → success page → the order shows paid.

test('pl: a guest buys an e-bike and pays with Tpay', async ({ page }) => {
  test.setTimeout(120_000);
  const w = words.pl;
  const product = await addAnEbikeToCart(page, 'pl');
  // On a phone (360 px) the cart and the checkout fit the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await goToCheckout(page, 'pl', product, true);
  await expectNoSidewaysScroll(page);
  await placeOrder(page, 'pl', { email: uniqueEmail('gosc'), firstName: 'Jan', lastName: 'Kowalski' }, 'tpay');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The Tpay sandbox: the order's amount in PLN.
  await expect(page.getByRole('heading', { name: 'Płatność za zamówienie' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('amount')).toContainText('zł');
  await decideOnSandbox(page, 'Zapłać');

  await expect(page).toHaveURL(w.successPath);
  await expectScreen(page, 'mf-checkout', 'paymentSuccess');
  const success = remoteFrame(page, 'mf-checkout', 'paymentSuccess');
  await expect(success.getByRole('heading', { level: 1 })).toHaveText(w.thanks);
  await success.getByRole('link', { name: w.toOrder }).click();
  await expectScreen(page, 'mf-checkout', 'orderConfirmation');
  await expect(page).toHaveURL(/\/pl\/zamowienie\/[0-9a-f-]{36}\/[^/]+$/);
  await expectPaid(page, 'pl');
  await expect(remoteFrame(page, 'mf-checkout', 'orderConfirmation').getByText(product).first()).toBeVisible();

  // The cart is empty after the order.
  await page.goto(w.cart);
  await expect(
    remoteFrame(page, 'mf-checkout', 'cart').getByRole('heading', { name: 'Twój koszyk jest pusty' }),
  ).toBeVisible();
});

// Issue 19, point 5: Tpay's return is unsigned. A return that claims "success" for an order Tpay has not
// confirmed lands on a page that says what the shop knows — waiting for the confirmation, goods reserved —
// and thanks only once the payment is confirmed.
test('pl: a forged "status=success" return of an unpaid order shows the payment pending, not paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = await addAnEbikeToCart(page, 'pl');
  await goToCheckout(page, 'pl', product, true);
  await placeOrder(page, 'pl', { email: uniqueEmail('falszywy'), firstName: 'Adam', lastName: 'Nowak' }, 'tpay');
  await expect(page.getByRole('heading', { name: 'Płatność za zamówienie' })).toBeVisible({ timeout: 20_000 });

  // Back in the shop's tab: the order and its token, as the checkout kept them; a new attempt of its payment.
  await page.goto('/pl/');
  const [orderId, token] = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('shop.checkout.token.'))!;
    return [key.slice('shop.checkout.token.'.length), sessionStorage.getItem(key)!];
  });
  const started = await page.request.get(`/api/orders/payment/${orderId}?t=${token}`, {
    headers: { Authorization: 'Bearer shop-storefront' },
  });
  expect(started.status()).toBe(200);
  const { payment } = await started.json();

  await page.goto(`/api/payments/tpay/return?tx=${payment.transactionId}&status=success`);
  await expect(page).toHaveURL(words.pl.successPath);
  await expectScreen(page, 'mf-checkout', 'paymentSuccess');
  const result = remoteFrame(page, 'mf-checkout', 'paymentSuccess');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Czekamy na potwierdzenie płatności');
  await expect(result.getByRole('status')).toContainText('Twoje produkty są zarezerwowane');
  await expect(result.locator('[data-payment-status]')).toHaveText('Nieopłacone');
  await expect(result.getByText(/Dziękujemy|Opłacone/)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Wynik płatności \|/);

  // Paid for real, the same page thanks.
  await page.goto(payment.action.url);
  await decideOnSandbox(page, 'Zapłać');
  await expect(page).toHaveURL(words.pl.successPath);
  await expect(remoteFrame(page, 'mf-checkout', 'paymentSuccess').getByRole('heading', { level: 1 })).toHaveText(
    words.pl.thanks,
  );
});
