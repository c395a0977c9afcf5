import { expect, test } from '@playwright/test';

const storefront = { Authorization: 'Bearer shop-storefront' };

test('the shop address opens the Polish storefront', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pl\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('the browser reaches the services through the gateway in both languages', async ({ page }) => {
  await page.goto('/pl/');
  const answers = await page.evaluate(async (headers) => {
    const menu = await fetch('/api/catalog/collections/menu', { headers }).then((r) => r.json());
    const missingPl = await fetch('/api/nothing-here', { headers: { ...headers, 'X-Language': 'pl' } });
    const missingEn = await fetch('/api/nothing-here', { headers: { ...headers, 'X-Language': 'en' } });
    const noApp = await fetch('/api/config');
    return {
      firstCollection: menu.items[0].name,
      missing: [missingPl.status, (await missingPl.json()).error.message, (await missingEn.json()).error.message],
      noApp: [noApp.status, (await noApp.json()).error.code],
    };
  }, storefront);
  expect(answers.firstCollection).toEqual({ pl: 'Rowery elektryczne', en: 'Electric bikes' });
  expect(answers.missing).toEqual([404, 'Nie znaleziono.', 'Not found.']);
  expect(answers.noApp).toEqual([401, 'unauthorized']);
});

test('a newsletter sign-up from the browser sends the welcome e-mail through the event bus', async ({
  page,
  request,
}) => {
  await page.goto('/en/');
  const email = `e2e-${Date.now()}@example.com`;
  const status = await page.evaluate(
    async ([headers, address]) =>
      (
        await fetch('/api/contact/newsletter', {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json', 'X-Language': 'en' },
          body: JSON.stringify({ email: address }),
        })
      ).status,
    [storefront, email] as const,
  );
  expect(status).toBe(200);
  await expect
    .poll(async () => {
      const list = await (await request.get('/api/dev/mail', { headers: storefront })).json();
      return list.total;
    })
    .toBeGreaterThanOrEqual(1);
});
