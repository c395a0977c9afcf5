import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { StorefrontLanguage } from '@shop/i18n';
// The table itself, not the package: its index also loads the JSON catalogues, which Node's ESM would refuse.
import { type ScreenId, screens } from '../packages/i18n/src/screens';
import { signInAsDemoAdmin } from './support/admin';
import { expectScreen, goWithinPage } from './support/storefront';

// Every route of SPEC §2, in Polish and in English, mounts the remote that owns the screen
// (docs/frontend.md, "Screen ownership"), and the shell keeps the title and <html lang> in step.

const owners: Record<string, ScreenId[]> = {
  'mf-catalog': [
    'home',
    'product',
    'collection',
    'search',
    'contact',
    'blog',
    'blogPost',
    'terms',
    'privacy',
    'deliveryPayment',
    'warrantyReturns',
    'qualityWarranty',
    'howItWorks',
    'aboutUs',
    'storeLocator',
    'gpsTracker',
    'customerReviews',
    'funding',
    'insurance',
    'installments',
    'tech',
    'documents',
    'services',
    'b2bOrders',
    'b2bRma',
    'accessibilityStatement',
  ],
  'mf-checkout': [
    'cart',
    'checkout',
    'checkoutLogin',
    'orderConfirmation',
    'paymentSuccess',
    'paymentError',
    'giftCardBalance',
  ],
  'mf-account': [
    'login',
    'authorize',
    'resetPassword',
    'account',
    'orders',
    'orderDetails',
    'orderRepeat',
    'addresses',
    'addressCreate',
    'addressEdit',
    'changePassword',
    'rmaList',
    'rmaCreate',
    'rmaDetails',
    'withdrawal',
  ],
  'mf-dealer': ['preorders', 'preorderConfirmation', 'downloads', 'b2bContact', 'registeredBikes'],
};

const sampleParams: Record<string, string> = { id: '12', slug: 'zefir-city', token: 'abc123', provider: 'tpay' };

function pathOf(screen: ScreenId, lang: StorefrontLanguage): string {
  const route = screens.find((candidate) => candidate.id === screen)!;
  const segments = route[lang].replaceAll('{product}', 'zefir').replace(/:(\w+)/g, (_, name) => sampleParams[name]!);
  return `/${lang}/${segments}`;
}

const screenNames = (lang: StorefrontLanguage): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../packages/i18n/src/locales/${lang}/common.json`, import.meta.url), 'utf8'))
    .screens;

const ownerOf = (screen: ScreenId) => Object.keys(owners).find((remote) => owners[remote]!.includes(screen))!;

test('the route table and the ownership list name the same screens', () => {
  expect(Object.values(owners).flat().sort()).toEqual(screens.map((screen) => screen.id).sort());
});

for (const lang of ['pl', 'en'] as const) {
  test(`every screen in ${lang === 'pl' ? 'Polish' : 'English'} mounts its remote`, async ({ page }) => {
    test.setTimeout(120_000);
    const names = screenNames(lang);
    await page.goto(`/${lang}/`);
    await expectScreen(page, 'mf-catalog', 'home');
    for (const { id, polishOnly } of screens) {
      const path = pathOf(id, lang);
      await goWithinPage(page, path);
      if (polishOnly && lang !== 'pl') {
        // The funding page exists in Polish only: its English path is a 404 (SPEC §1, §2).
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
        continue;
      }
      await expectScreen(page, ownerOf(id), id);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      if (id !== 'home')
        await expect(page, path).toHaveTitle(
          `${names[id]} | ${lang === 'pl' ? 'Zefir – rowery elektryczne' : 'Zefir electric bikes'}`,
        );
    }
  });

  test(`a deep link in ${lang === 'pl' ? 'Polish' : 'English'} opens each remote directly`, async ({ page }) => {
    for (const screen of ['product', 'cart', 'orders', 'preorders'] as const) {
      await page.goto(pathOf(screen, lang));
      await expectScreen(page, ownerOf(screen), screen);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });
}

test('the admin panel is mounted on /<lang>/admin', async ({ page }) => {
  // A guest would be sent on to the sign-in screen (e2e/admin-staff.spec.ts): staff are let in.
  await signInAsDemoAdmin(page);
  await page.goto('/pl/admin');
  await expectScreen(page, 'mf-admin', 'admin');
  await page.goto('/en/admin/orders');
  await expectScreen(page, 'mf-admin', 'admin');
  await expect(page).toHaveTitle(/Admin panel/);
});

test('the page title names the screen in the page language', async ({ page }) => {
  await page.goto('/pl/koszyk');
  await expect(page).toHaveTitle('Koszyk | Zefir – rowery elektryczne');
  await page.goto('/en/cart');
  await expect(page).toHaveTitle('Cart | Zefir electric bikes');
});
