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

// Issue 6, journey 2: a signed-in customer pays by card (the PolCard sandbox), the card is declined, the
// goods stay reserved, and they pay again from their order list — this time with success.

test('pl: a customer’s card is declined, they pay again from the order list', async ({ page }) => {
  test.setTimeout(150_000);
  const w = words.pl;
  const email = uniqueEmail('klient');
  const password = 'rowerowe-haslo-1';

  // A new customer (registration signs them in).
  await page.goto('/pl/logowanie');
  const register = page.locator('[data-form="register"]');
  await register.locator('[name="firstName"]').fill('Ewa');
  await register.locator('[name="lastName"]').fill('Zielińska');
  await register.locator('[name="email"]').fill(email);
  await register.locator('[name="password"]').fill(password);
  await register.locator('[name="repeatPassword"]').fill(password);
  await register.locator('[name="terms"]').check();
  await register.getByRole('button', { name: 'Załóż konto' }).click();
  await expectScreen(page, 'mf-account', 'account');

  const product = await addAnEbikeToCart(page, 'pl');
  await goToCheckout(page, 'pl', product, false);
  const form = remoteFrame(page, 'mf-checkout', 'checkout');
  await expect(form.getByRole('textbox', { name: w.email })).toHaveValue(email);
  await placeOrder(page, 'pl', { email, firstName: 'Ewa', lastName: 'Zielińska' }, 'card');

  // PolCard's sandbox: the card is declined; back in the shop on the payment error page.
  await decideOnSandbox(page, 'Odrzuć');
  await expect(page).toHaveURL(/\/pl\/platnosc\/polcard\/blad/, { timeout: 20_000 });
  await expectScreen(page, 'mf-checkout', 'paymentError');
  await expect(remoteFrame(page, 'mf-checkout', 'paymentError').getByRole('heading', { level: 1 })).toHaveText(
    w.failed,
  );

  // The order list offers to pay again.
  await page.goto(w.orders);
  await expectScreen(page, 'mf-account', 'orders');
  await page
    .getByRole('button', { name: w.payAgain })
    .or(page.getByRole('link', { name: w.payAgain }))
    .first()
    .click();
  await decideOnSandbox(page, 'Zapłać');
  await expect(page).toHaveURL(/\/pl\/platnosc\/polcard\/sukces/, { timeout: 20_000 });
  const success = remoteFrame(page, 'mf-checkout', 'paymentSuccess');
  await expect(success.getByRole('heading', { level: 1 })).toHaveText(w.thanks);
  await success.getByRole('link', { name: w.toOrder }).click();
  await expectPaid(page, 'pl');
});
