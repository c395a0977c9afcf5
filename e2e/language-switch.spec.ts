import { expect, test } from '@playwright/test';
import { expectScreen } from './support/storefront';

// Switching language keeps the shopper on the same screen (mapped segments, same parameters); the
// language sets <html lang> and the currency every API call carries.

test('switching to English keeps the product page, and back to Polish', async ({ page }) => {
  await page.goto('/pl/produkt/1315/zefir-guard');
  await expectScreen(page, 'mf-catalog', 'product');
  const english = page.waitForRequest(
    (request) => request.url().includes('/api/') && request.headers()['x-language'] === 'en',
  );
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/product\/1315\/zefir-guard$/);
  await expectScreen(page, 'mf-catalog', 'product');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await english).headers()['x-currency']).toBe('EUR');
  await expect(page.getByRole('link', { name: 'Polski' })).toHaveAttribute('href', '/pl/produkt/1315/zefir-guard');

  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/produkt\/1315\/zefir-guard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('the switch maps each remote’s screens, and a Polish-only page leads to the English home page', async ({
  page,
}) => {
  const pairs = [
    ['/pl/koszyk', '/en/cart', 'mf-checkout', 'cart'],
    ['/pl/konto/zamowienia/7', '/en/account/orders/7', 'mf-account', 'orderDetails'],
    ['/pl/preordery/potwierdzenie', '/en/preorders/confirmation', 'mf-dealer', 'preorderConfirmation'],
    ['/pl/informacje/regulamin', '/en/info/terms-of-service', 'mf-catalog', 'terms'],
    ['/pl/zefir/zefir-opinie', '/en/zefir/customer-reviews', 'mf-catalog', 'customerReviews'],
  ] as const;
  for (const [polish, english, remote, screen] of pairs) {
    await page.goto(polish);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${english}$`));
    await expectScreen(page, remote, screen);
  }
  await page.goto('/pl/moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expectScreen(page, 'mf-catalog', 'home');
});

test('the currency follows the language on a fresh page', async ({ page }) => {
  const polish = page.waitForRequest((request) => request.url().includes('/api/config'));
  await page.goto('/pl/');
  expect((await polish).headers()).toMatchObject({ 'x-language': 'pl', 'x-currency': 'PLN' });
  const english = page.waitForRequest((request) => request.url().includes('/api/config'));
  await page.goto('/en/');
  expect((await english).headers()).toMatchObject({ 'x-language': 'en', 'x-currency': 'EUR' });
});
