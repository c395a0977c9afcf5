import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 13, the customers part of the back office in both languages: the demo sales manager finds a new
// shopper by a surname typed without Polish letters, opens them and blocks them; the shopper's session stops
// working on their next call. The customers list and the customer's page are checked with axe.
// (The promo code part of the journey is in e2e/admin-discounts.spec.ts.)

const salesManager = { email: 'kierownik.sprzedazy@zefir.example', password: demoSuperAdmin.password };

const texts = {
  pl: {
    customers: 'Klienci',
    caption: 'Klienci i dealerzy',
    search: 'Imię, nazwisko, firma, e-mail lub NIP',
    filter: 'Filtruj',
    block: 'Zablokuj',
    blocked: 'Zablokowane',
    unblock: 'Odblokuj',
  },
  en: {
    customers: 'Customers',
    caption: 'Customers and dealers',
    search: 'Name, company, e-mail or tax ID',
    filter: 'Filter',
    block: 'Block',
    blocked: 'Blocked',
    unblock: 'Unblock',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const storefront = { Authorization: 'Bearer shop-storefront' };

async function signIn(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/account/login', {
    headers: storefront,
    data: { username: email, password },
  });
  expect(answer.ok(), `signing in as ${email}: ${answer.status()}`).toBe(true);
}

/** Who the page's session is now, as the storefront asks. */
async function whoAmI(page: Page): Promise<{ role: string; email: string | null }> {
  const answer = await page.request.get('/api/account/me', { headers: storefront });
  return answer.json();
}

/** A new shopper signed in in a browser of their own. */
async function newShopper(browser: Browser, lang: 'pl' | 'en', surname: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `zablokowany.${lang}.${Date.now()}@example.com`;
  const answer = await page.request.post('/api/account/register', {
    headers: { ...storefront, 'X-Language': lang },
    data: {
      firstName: 'Anna',
      lastName: surname,
      email,
      password: 'rower-klient-1',
      repeatPassword: 'rower-klient-1',
      terms: true,
    },
  });
  expect(answer.ok(), `registering ${email}: ${answer.status()}`).toBe(true);
  return { context, page, email };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a sales manager blocks a customer, whose session stops working (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const surname = `Żółtowska${Date.now() % 100_000}`;
    const shopper = await newShopper(browser, lang, surname);
    try {
      expect(await whoAmI(shopper.page)).toMatchObject({ role: 'CUSTOMER', email: shopper.email });

      await signIn(page, salesManager.email, salesManager.password);
      await page.goto(`/${lang}/admin`);
      await page.getByRole('link', { name: t.customers, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/admin/customers`);
      await expect(panel(page).getByRole('table', { name: t.caption })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `the customers list (${lang})`);

      await page.getByRole('searchbox', { name: t.search }).fill(surname.replace('Żółtowska', 'zoltowska'));
      await page.getByRole('button', { name: t.filter }).click();
      const row = panel(page).getByRole('table').getByRole('row').filter({ hasText: shopper.email });
      await expect(row).toHaveCount(1);
      await row.getByRole('link', { name: `Anna ${surname}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Anna ${surname}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a customer's page (${lang})`);

      await page.getByRole('button', { name: t.block }).click();
      const dialog = page.getByRole('dialog');
      await expectNoSeriousA11yViolations(page, `the block dialog (${lang})`);
      await dialog.getByRole('button', { name: t.block }).click();
      await expect(page.getByRole('button', { name: t.unblock })).toBeVisible();
      await expect(panel(page).getByText(t.blocked, { exact: true })).toBeVisible();

      // The shopper's very next call is a guest's: the session ended with the block.
      expect(await whoAmI(shopper.page)).toMatchObject({ role: 'GUEST', email: null });
      const again = await shopper.page.request.post('/api/account/login', {
        headers: storefront,
        data: { username: shopper.email, password: 'rower-klient-1' },
      });
      expect(again.status()).toBe(403);
    } finally {
      await shopper.context.close();
    }
  });
}
