import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 27, product safety (GPSR) in both languages: a bike's page shows its manufacturer (Zefir, with its
// postal and electronic address), what identifies it and its warnings (the 25 km/h assistance limit, the
// battery, who may ride) in the page's language; staff change an accessory maker's e-mail in the
// manufacturers section and the maker's product page shows it at once. Each language edits its own maker,
// so the two runs never meet. The product page's section and the manufacturer form are checked with axe.

const texts = {
  pl: {
    productPath: 'produkt',
    section: 'Bezpieczeństwo produktu',
    manufacturer: 'Producent',
    limit: /25 km\/h/,
    battery: /Akumulator: ładuj go tylko ładowarką/,
    riders: /od 14 lat/,
    menu: 'Producenci',
    email: 'E-mail',
    save: 'Zapisz',
    saved: 'Zmiany zapisane. Karty jego produktów już je pokazują.',
    maker: 'Lockwerk GmbH',
    makerProduct: 1706,
  },
  en: {
    productPath: 'product',
    section: 'Product safety',
    manufacturer: 'Manufacturer',
    limit: /25 km\/h/,
    battery: /Battery: charge it only with the charger supplied/,
    riders: /aged 14 and over/,
    menu: 'Manufacturers',
    email: 'E-mail',
    save: 'Save',
    saved: 'Changes saved. The product pages of its products show them now.',
    maker: 'Fietsdrager B.V.',
    makerProduct: 1716,
  },
};

const storefront = { Authorization: 'Bearer shop-storefront' };
/** A save or a page load (the product page's remote is built and loaded) on a busy machine. */
const SHOWN_WITHIN = 60_000;
const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

async function productUrl(page: Page, lang: 'pl' | 'en', id: number): Promise<string> {
  const answer = await page.request.get(`/api/catalog/products/${id}`, {
    headers: { ...storefront, 'X-Language': lang },
  });
  expect(answer.ok(), `product ${id}: ${answer.status()}`).toBe(true);
  const { slug } = (await answer.json()) as { slug: string };
  return `/${lang}/${texts[lang].productPath}/${id}/${slug}`;
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a bike's page shows its manufacturer and safety information (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(await productUrl(page, lang, 1001));
    const safety = page.locator('[data-product-safety]');
    await expect(safety.getByRole('heading', { level: 2, name: t.section })).toBeVisible({ timeout: SHOWN_WITHIN });
    const maker = safety.getByRole('heading', { level: 3, name: t.manufacturer }).locator('..');
    await expect(maker).toContainText('Zefir Sp. z o.o.');
    await expect(maker).toContainText('55-040 Kobierzyce');
    await expect(maker.getByRole('link', { name: 'kontakt@zefir.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@zefir.example',
    );
    await expect(safety).toContainText('Zefir Miejski C1');
    await expect(safety.getByText(t.limit).first()).toBeVisible();
    await expect(safety.getByText(t.battery)).toBeVisible();
    await expect(safety.getByText(t.riders)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the product page with its safety section');
  });

  test(`staff change a manufacturer and its product's page shows it (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const email = `bezpieczenstwo-${lang}${Date.now() % 1_000_000}@example.com`;
    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin`);
    await panel(page).getByRole('link', { name: t.menu, exact: true }).click();
    await panel(page).getByRole('link', { name: t.maker }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.maker })).toBeVisible({ timeout: SHOWN_WITHIN });
    const form = page.locator('form[data-form="manufacturer"]');
    await form.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await expectNoSeriousA11yViolations(page, 'the manufacturer form');
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: SHOWN_WITHIN });

    const shopper = await page.context().browser()!.newPage();
    await shopper.goto(await productUrl(page, lang, t.makerProduct));
    const safety = shopper.locator('[data-product-safety]');
    await expect(safety).toContainText(t.maker, { timeout: SHOWN_WITHIN });
    await expect(safety.getByRole('link', { name: email })).toBeVisible();
    await shopper.close();
  });
}
