import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pointRemotes, resetRemotes } from './support/remotes';
import { startStaticServer } from './support/static-server';
import { expectScreen, goWithinPage } from './support/storefront';

// A remote whose server is gone shows a friendly notice with a retry in its own area; the header, the
// footer and the other remotes' pages keep working (DESIGN §7: retry, fallback module, error boundary).

const dist = join(import.meta.dirname, '..', 'dist');

test.afterEach(resetRemotes);

test('with the dealer remote’s server stopped, its pages show the fallback and the rest of the shop works', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let server = await startStaticServer(dist);
  const port = server.port;
  try {
    await pointRemotes({ 'mf-dealer': `${server.url}/mf-dealer/mf-manifest.json` });
    const fromServer = page.waitForResponse((response) => response.url().startsWith(`${server.url}/mf-dealer/`));
    await page.goto('/pl/preordery');
    await fromServer;
    await expectScreen(page, 'mf-dealer', 'preorders');

    await server.stop();
    await page.goto('/pl/preordery');
    const fallback = page.locator('#app-mf-dealer [data-fallback="mf-dealer"]');
    await expect(fallback.getByRole('heading')).toHaveText('Tej części sklepu nie udało się wczytać', {
      timeout: 15_000,
    });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/preorders');

    await goWithinPage(page, '/pl/koszyk');
    await expectScreen(page, 'mf-checkout', 'cart');
    await goWithinPage(page, '/pl/');
    await expectScreen(page, 'mf-catalog', 'home');
    await goWithinPage(page, '/pl/kontakt-b2b');
    await expect(page.locator('#app-mf-dealer [data-fallback="mf-dealer"]')).toBeVisible({ timeout: 15_000 });

    // The dealer team brings its server back: the retry in the notice loads the remote in place.
    server = await startStaticServer(dist, port);
    await page.locator('#app-mf-dealer').getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expectScreen(page, 'mf-dealer', 'b2bContact');
  } finally {
    await server.stop();
  }
});

test('an English page of a missing remote says so in English', async ({ page }) => {
  test.setTimeout(60_000);
  await pointRemotes({ 'mf-account': 'http://127.0.0.1:9/mf-account/mf-manifest.json' });
  await page.goto('/en/account/orders');
  await expect(page.locator('#app-mf-account [data-fallback="mf-account"]').getByRole('heading')).toHaveText(
    'This part of the shop could not be loaded',
    { timeout: 15_000 },
  );
  await expect(page.locator('#app-mf-account').getByRole('button', { name: 'Try again' })).toBeVisible();
  await goWithinPage(page, '/en/cart');
  await expectScreen(page, 'mf-checkout', 'cart');
});
