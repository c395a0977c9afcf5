import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAnEbikeToCart, type Lang, words } from './support/checkout-journey';
import { remoteFrame } from './support/storefront';

// Issue 12, settings: staff change the free-courier threshold in the admin panel, and the next shopper's
// cart and checkout follow it at once (cms announces the change; orders takes it; GET /api/config is
// revalidated on every page). The threshold is put back afterwards, so later journeys see the shop as seeded.

const superAdmin = { email: 'admin@zefir.example', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

const texts = {
  pl: {
    login: '/pl/logowanie',
    signIn: 'Zaloguj się',
    threshold: /Darmowy kurier od \(zł\)/,
    save: 'Zapisz',
    saved: /Ustawienia zapisane/,
    history: 'Historia zmian',
    courier: 'Kurier',
    free: 'Za darmo',
    freeFrom: 'Darmowa dostawa kurierem od 100\u00a0000,00\u00a0zł',
    courierPrice: '49,00\u00a0zł',
  },
  en: {
    login: '/en/login',
    signIn: 'Sign in',
    threshold: /Free courier above \(PLN\)/,
    save: 'Save',
    saved: /Settings saved/,
    history: 'History of changes',
    courier: 'Courier',
    free: 'Free',
    freeFrom: 'Free courier delivery from 100\u00a0000.00\u00a0PLN',
    // The English storefront sells in EUR: its courier is never free (retail delivery is free in PLN only).
    courierPrice: '€12.00',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const settingsPath = '/api/admin/settings/payment-delivery';
const asAdminPanel = { authorization: 'Bearer shop-admin' };

async function signInToPanel(page: Page, lang: Lang) {
  const t = texts[lang];
  await page.goto(`/${lang}/admin/settings/payment-delivery`);
  await expect(page).toHaveURL(`${t.login}?return=${encodeURIComponent(`/${lang}/admin/settings/payment-delivery`)}`);
  await page.locator('[data-form="login"] [name="username"]').fill(superAdmin.email);
  await page.locator('[data-form="login"] [name="password"]').fill(superAdmin.password);
  await page.locator('[data-form="login"]').getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(`/${lang}/admin/settings/payment-delivery`);
}

/** A new shopper (own browser context) with an e-bike in the cart, looking at the cart's delivery choice. */
async function shopperCart(browser: Browser, lang: Lang) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addAnEbikeToCart(page, lang);
  await page.goto(words[lang].cart);
  const cart = remoteFrame(page, 'mf-checkout', 'cart');
  await expect(cart.locator('[data-total="total"] dd')).toBeVisible();
  return { cart, close: () => context.close() };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a changed free-courier threshold shows in the next checkout (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInToPanel(page, lang);
    const original = await (await page.request.get(settingsPath, { headers: asAdminPanel })).json();
    try {
      const threshold = panel(page).getByRole('textbox', { name: t.threshold });
      await expect(threshold).toHaveValue('200.00');
      await expectNoSeriousA11yViolations(page, `the delivery and payment settings (${lang})`);
      await threshold.fill('100000');
      await panel(page).getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(panel(page).getByRole('region', { name: t.history })).toContainText('100000.00');

      // The next shopper: an e-bike (far below 100 000 zł) now pays for the courier, and the cart says from when
      // it is free.
      const shopper = await shopperCart(browser, lang);
      try {
        const courier = shopper.cart.getByRole('radio', { name: new RegExp(t.courier) });
        await expect(courier).toBeVisible();
        await expect(shopper.cart.getByText(t.freeFrom)).toBeVisible();
        await expect(shopper.cart.getByText(t.courierPrice)).toBeVisible();
        await expect(shopper.cart.getByText(t.free, { exact: true })).toHaveCount(1); // pickup only
      } finally {
        await shopper.close();
      }
    } finally {
      const restored = await page.request.put(settingsPath, { headers: asAdminPanel, data: original });
      expect(restored.status()).toBe(200);
    }
  });
}
