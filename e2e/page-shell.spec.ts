import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectScreen, goWithinPage } from './support/storefront';

// The page shell the shell owns around every remote (SPEC §1 "Page shell", DESIGN §7).

test('one React runs the whole page, whichever remotes have been shown', async ({ page }) => {
  // Staff, so the admin panel stays (a guest would be sent on to the sign-in screen).
  await signInAsDemoAdmin(page);
  await page.goto('/pl/');
  await expectScreen(page, 'mf-catalog', 'home');
  for (const [path, remote, screen] of [
    ['/pl/koszyk', 'mf-checkout', 'cart'],
    ['/pl/konto', 'mf-account', 'account'],
    ['/pl/kontakt-b2b', 'mf-dealer', 'b2bContact'],
    ['/pl/admin', 'mf-admin', 'admin'],
  ] as const) {
    await goWithinPage(page, path);
    await expectScreen(page, remote, screen);
  }
  const react = await page.evaluate(() => ({
    instances: window.__SHOP_REACT_INSTANCES__?.size,
    versions: window.__SHOP_REACT_VERSIONS__,
  }));
  expect(react.instances).toBe(1);
  expect(Object.keys(react.versions ?? {}).sort()).toEqual(
    ['mf-account', 'mf-admin', 'mf-catalog', 'mf-checkout', 'mf-dealer', 'shell'].sort(),
  );
});

test('the test-mode banner follows the shop configuration', async ({ page }) => {
  // The journeys' shop runs with the default SHOP_TEST_MODE=true.
  await page.goto('/pl/');
  await expect(page.getByText('Strona w trybie testowym!')).toBeVisible();
  await page.goto('/en/cart');
  await expect(page.getByText('Website in test mode!')).toBeVisible();

  // The same shop with test mode off: the real answer of /api/config with the flag turned.
  await page.route('**/api/config', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), testMode: false } });
  });
  await page.goto('/en/');
  await expectScreen(page, 'mf-catalog', 'home');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[data-banner="test-mode"]')).toHaveCount(0);
});

test('every link to outside the shop opens in a new tab without access to the shop', async ({ page, context }) => {
  // This machine reaches no outside site: the profile page is answered here.
  await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: '<h1>Instagram</h1>' }));
  await page.goto('/pl/');
  await expect(page.locator('[data-social]')).toHaveCount(4);
  for (const [id, name] of [
    ['facebook', 'Facebooku'],
    ['instagram', 'Instagramie'],
    ['youtube', 'YouTubie'],
    ['tiktok', 'TikToku'],
  ]) {
    await expect(page.locator(`[data-social="${id}"]`)).toHaveAccessibleName(new RegExp(`${name}.*nowej karcie`));
  }
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => new URL(link.href).origin !== window.location.origin)
      .map((link) => ({ href: link.href, target: link.target, rel: link.rel })),
  );
  expect(outside.length).toBeGreaterThanOrEqual(4);
  for (const link of outside) {
    expect(link, link.href).toMatchObject({ target: '_blank' });
    expect(link.rel.split(' '), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('[data-social="instagram"]').click()]);
  expect(popup.url()).toBe('https://www.instagram.com/zefirbikes');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(/\/pl\/$/);
  await popup.close();
});

test('the footer banner tiles differ by language', async ({ page }) => {
  await page.goto('/pl/');
  const tiles = page.locator('[data-banner][data-width]');
  await expect(tiles).toHaveCount(5);
  expect(await tiles.evaluateAll((all) => all.map((tile) => `${tile.dataset.banner}:${tile.dataset.width}`))).toEqual([
    'gpsTracker:half',
    'funding:half',
    'insurance:full',
    'storeLocator:half',
    'catalogue:half',
  ]);
  await page.goto('/en/');
  await expect(tiles).toHaveCount(3);
  expect(await tiles.evaluateAll((all) => all.map((tile) => `${tile.dataset.banner}:${tile.dataset.width}`))).toEqual([
    'gpsTracker:full',
    'storeLocator:half',
    'catalogue:half',
  ]);
  await page.locator('[data-banner="storeLocator"] a').click();
  await expect(page).toHaveURL(/\/en\/store-locator$/);
  await expectScreen(page, 'mf-catalog', 'storeLocator');
});

test('the keyboard reaches the main content through the skip link, with a visible focus', async ({ page }) => {
  await page.goto('/pl/koszyk');
  await expectScreen(page, 'mf-checkout', 'cart');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveURL(/\/pl\/koszyk#main$/);
});

test('the header has a back button away from the home page', async ({ page }) => {
  await page.goto('/pl/');
  await expect(page.getByRole('button', { name: 'Wróć do poprzedniej strony' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Kontakt', exact: true }).first().click();
  await expectScreen(page, 'mf-catalog', 'contact');
  await page.getByRole('button', { name: 'Wróć do poprzedniej strony' }).click();
  await expect(page).toHaveURL(/\/pl\/$/);
  await expectScreen(page, 'mf-catalog', 'home');
});

test('the page fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pl/produkt/1315/zefir-guard');
  await expectScreen(page, 'mf-catalog', 'product');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the header shows checkout’s own mini-cart once the cart has something in it', async ({ page }) => {
  let items: { quantity: number }[] = [];
  await page.route('**/api/cart', (route) =>
    items.length === 0
      ? route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Not found.' } } })
      : route.fulfill({ json: { items, itemCount: 2, total: { amount: 999800, currency: 'PLN' } } }),
  );
  await page.goto('/pl/');
  const slot = page.locator('[data-slot="mini-cart"]');
  await expect(slot.getByRole('link', { name: 'Koszyk' })).toHaveAttribute('href', '/pl/koszyk');
  await expect(slot.locator('[data-mini-cart="mf-checkout"]')).toHaveCount(0);

  items = [{ quantity: 2 }];
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('checkout:cart-changed')));
  const miniCart = slot.locator('[data-mini-cart="mf-checkout"]');
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toHaveAttribute('href', '/pl/koszyk');
  await expect(miniCart).toContainText('9 998,00');
});

test('a remote can load another team’s fragment through the shell (@shop/remote-kit/fragments)', async ({ page }) => {
  await page.goto('/pl/');
  await expectScreen(page, 'mf-catalog', 'home');
  const exported = await page.evaluate(async () => {
    const global = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string; loadRemote(id: string): Promise<{ default: unknown }> }[] };
    };
    const shell = global.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    return typeof (await shell.loadRemote('mf-checkout/add-to-cart')).default;
  });
  expect(exported).toBe('function');
});
