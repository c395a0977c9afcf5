import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { addAnEbikeToCart, goToCheckout } from './support/checkout-journey';
import { expectScreen } from './support/storefront';

// What the shop ships runs within its own Content-Security-Policy (gateway/src/security.ts): a page that
// trips it has something blocked, and the browser reports it. zod, in the remotes' forms, tried `new
// Function` once on every page that built its schemas, until the shell told it not to (shell/src/index.ts).

test('the storefront, a checkout and the panel trip nothing of the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`content-security-policy: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    ),
  );
  page.on('console', (message) => {
    if (message.text().startsWith('content-security-policy:')) violations.push(message.text());
  });

  const product = await addAnEbikeToCart(page, 'pl');
  await goToCheckout(page, 'pl', product, true);
  await page.goto('/en/login');
  await expectScreen(page, 'mf-account', 'login');
  await signInAsDemoAdmin(page);
  await page.goto('/pl/admin');
  await expectScreen(page, 'mf-admin', 'admin');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
