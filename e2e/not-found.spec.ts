import { expect, test } from '@playwright/test';

// An unknown path shows the shell's 404 page; its "go home" action reloads the home page after 500 ms.

test('an unknown Polish path shows the 404 page, and going home reloads the home page after 500 ms', async ({
  page,
}) => {
  // The "taking you home" status shows for only 500 ms: polling for it can miss it on a busy machine, so the
  // page reports every status text it shows as it shows it.
  const statuses: string[] = [];
  await page.exposeFunction('reportStatus', (text: string) => statuses.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportStatus: (text: string) => void }).reportStatus;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]'))
        if (status.textContent) report(status.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/pl/nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  await expect(page).toHaveTitle(/^Nie znaleziono strony/);
  await expect(page.locator('[data-remote]')).toHaveCount(0);

  const clickedAt = Date.now();
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/pl/'));
  await page.getByRole('link', { name: 'Przejdź do strony głównej' }).click();
  await reload;
  expect(statuses).toContain('Przenosimy Cię na stronę główną…');
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
  await expect(page).toHaveURL(/\/pl\/$/);
  await expect(page.locator('[data-remote="mf-catalog"][data-screen="home"]').first()).toBeAttached();
});

test('an unknown English path shows the English 404 page, with the header and footer around it', async ({ page }) => {
  await page.goto('/en/product/not-a-number');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en/');
});
