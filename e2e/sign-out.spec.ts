import { expect, test } from '@playwright/test';
import { expectScreen } from './support/storefront';

// SPEC §4: automatic sign-out after inactivity shows its message. The idle time is shortened for the
// journey with `?signOutAfterMs=`; the accounts service is stood in for by routes (signing in is a later
// issue), so the page believes a customer is signed in until the sign-out call.

const customer = {
  role: 'CUSTOMER',
  customerType: 'RETAIL',
  email: 'jan@example.pl',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: null,
  currency: 'PLN',
};

test('a signed-in shopper who stays idle is signed out and told so', async ({ page }) => {
  let signedIn = true;
  await page.route('**/api/account/me', (route) =>
    signedIn
      ? route.fulfill({ json: customer })
      : route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Unauthorized' } } }),
  );
  await page.route('**/api/account/logout', (route) => {
    signedIn = false;
    return route.fulfill({ json: { signedOut: true } });
  });

  await page.goto('/pl/?signOutAfterMs=1500');
  await expectScreen(page, 'mf-catalog', 'home');
  await expect(page.locator('[data-account="signed-in"]')).toHaveText('Moje konto');
  const notice = page.getByRole('alertdialog', { name: 'Wylogowaliśmy Cię' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  expect(signedIn).toBe(false);
  await expect(page.locator('[data-account="guest"]')).toHaveText('Zaloguj się');
  await expect(notice.getByRole('link', { name: 'Zaloguj się ponownie' })).toHaveAttribute('href', '/pl/logowanie');
  await expect(notice.getByRole('button', { name: 'Zamknij' })).toBeFocused();
  await notice.getByRole('button', { name: 'Zamknij' }).click();
  await expect(notice).toHaveCount(0);
});

test('activity keeps the shopper signed in, and a guest is never told anything', async ({ page }) => {
  let signedIn = true;
  await page.route('**/api/account/me', (route) =>
    signedIn
      ? route.fulfill({ json: customer })
      : route.fulfill({ status: 401, json: { error: { code: 'unauthorized' } } }),
  );
  await page.route('**/api/account/logout', (route) => {
    signedIn = false;
    return route.fulfill({ json: {} });
  });
  await page.goto('/en/cart?signOutAfterMs=2000');
  await expect(page.locator('[data-account="signed-in"]')).toHaveText('My account');
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(700);
    await page.keyboard.press('Shift');
  }
  expect(signedIn).toBe(true);

  await page.unrouteAll();
  await page.goto('/en/?signOutAfterMs=1000');
  await expect(page.locator('[data-account="guest"]')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
