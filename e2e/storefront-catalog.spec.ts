import { expect, type Page, test } from '@playwright/test';
import { expectScreen, remoteFrame } from './support/storefront';

// The catalogue journey of issue 4 in both languages: home (with the banners of SPEC §2) → collection 59 →
// another layout and a sort → a product with a variant → the installment calculator → search with
// autocomplete. Runs against the seeded demo catalogue.

const words = {
  pl: {
    browse: 'Zobacz rowery elektryczne',
    collectionPath: '/pl/kategoria/59/rowery-elektryczne',
    list: 'Lista',
    detailed: 'Lista szczegółowa',
    addChosen: 'Dodaj wybrane do koszyka',
    sort: 'Sortuj',
    priceAsc: 'Cena: od najniższej',
    productPath: /\/pl\/produkt\/\d+\//,
    searchPath: '/pl/szukaj',
    searchBox: 'Szukaj w sklepie',
    // Without the Polish letters: the search must still find 'Składak'.
    typed: 'skladak',
    found: /Składak/,
    results: /^Produkty: \d+$/,
  },
  en: {
    browse: 'Browse e-bikes',
    collectionPath: '/en/collection/59/electric-bikes',
    list: 'List',
    detailed: 'Detailed list',
    addChosen: 'Add the chosen to the cart',
    sort: 'Sort by',
    priceAsc: 'Price: lowest first',
    productPath: /\/en\/product\/\d+\//,
    searchPath: '/en/search',
    searchBox: 'Search the shop',
    typed: 'zefir',
    found: /Zefir/,
    results: /^Products: \d+$/,
  },
} as const;

/** The amounts of the price tags in the listing, in minor units, in the order shown. */
async function listedPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-layout] [data-price-now]').allTextContents();
  return texts.map((text) => {
    const amount = /\d[\d\s\u00a0]*[.,]\d{2}/.exec(text)?.[0] ?? '';
    return Number(amount.replace(/[\s\u00a0]/g, '').replace(',', '.')) * 100;
  });
}

for (const lang of ['pl', 'en'] as const) {
  const w = words[lang];

  test(`${lang}: home → collection 59 → layout and sort → product variant → installments → search`, async ({
    page,
  }) => {
    // Home: the banners of SPEC §2 for this language.
    await page.goto(`/${lang}/`);
    await expectScreen(page, 'mf-catalog', 'home');
    const home = remoteFrame(page, 'mf-catalog', 'home');
    const banner = (id: string) => home.locator(`[data-home-banner="${id}"]`);
    await expect(banner('gpsTracker')).toHaveAttribute('data-width', lang === 'pl' ? 'half' : 'full');
    await expect(banner('storeLocator')).toBeVisible();
    await expect(banner('catalogue')).toBeVisible();
    if (lang === 'pl') {
      await expect(banner('funding')).toBeVisible();
      await expect(banner('insurance')).toHaveAttribute('data-width', 'full');
    } else {
      await expect(banner('funding')).toHaveCount(0);
      await expect(banner('insurance')).toHaveCount(0);
    }
    await expect(home.locator('[data-layout] article').first()).toBeVisible();

    // Collection 59: switch the layout, then sort by price.
    await home.getByRole('link', { name: w.browse }).click();
    await expect(page).toHaveURL(w.collectionPath);
    const collection = remoteFrame(page, 'mf-catalog', 'collection');
    await expect(collection.getByText(w.results)).toBeVisible();
    await expect(collection.locator('[data-layout="small"] article').first()).toBeVisible();

    await collection.getByRole('radio', { name: w.list, exact: true }).check();
    await expect(page).toHaveURL(/[?&]layout=list/);
    await expect(collection.locator('[data-layout="list"] article').first()).toBeVisible();

    await collection.getByRole('radio', { name: w.detailed, exact: true }).check();
    await expect(page).toHaveURL(/[?&]layout=detailed/);
    await expect(collection.getByRole('button', { name: w.addChosen })).toBeDisabled();
    await collection.getByRole('radio', { name: w.list, exact: true }).check();

    await collection.getByLabel(w.sort).selectOption({ label: w.priceAsc });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await listedPrices(page);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);

    // A product: choose another value of its first option; the combination goes into the address as c.
    await collection.locator('[data-layout="list"] article a').first().click();
    await expect(page).toHaveURL(w.productPath);
    const product = remoteFrame(page, 'mf-catalog', 'product');
    const option = product.locator('fieldset[data-option]').first();
    await expect(option).toBeVisible();
    await option.locator('input[type="radio"]:not(:checked)').first().check();
    await expect(page).toHaveURL(/[?&]c=\d+(-\d+)*/);
    await expect(option.locator('input:checked')).toHaveCount(1);
    const chosen = await option.locator('input:checked').getAttribute('value');
    await page.reload();
    await expect(product.locator('fieldset[data-option]').first().locator('input:checked')).toHaveAttribute(
      'value',
      chosen ?? '',
    );

    // Installments: in PLN from 100 zł both banks' offers; in EUR none (the banks lend in PLN only).
    await expect(product.locator('[data-price-now]').first()).toBeVisible();
    if (lang === 'pl') {
      const calculator = product.locator('[data-installments]');
      await expect(calculator).toBeVisible();
      await expect(calculator.locator('[data-bank="eraty"]')).toContainText('20 rat po');
      await expect(calculator.locator('[data-bank="ca"]')).toContainText('10 rat po');
    } else {
      await expect(product.locator('[data-installments]')).toHaveCount(0);
    }

    // Search in the header: suggestions from the 2nd character, chosen with the keyboard.
    await page.goto(w.searchPath);
    await expectScreen(page, 'mf-catalog', 'search');
    const box = page.locator('header [data-slot="search"]').getByRole('combobox', { name: w.searchBox });
    await box.fill(w.typed.slice(0, 1));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill(w.typed);
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option').filter({ hasText: w.found }).first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(w.productPath);
    await expectScreen(page, 'mf-catalog', 'product');

    // The results page lists what the search found, in the same tiles.
    await page.goto(`${w.searchPath}?q=${w.typed}`);
    const results = remoteFrame(page, 'mf-catalog', 'search');
    await expect(results.getByText(w.results)).toBeVisible();
    await expect(results.locator('[data-layout] article').filter({ hasText: w.found }).first()).toBeVisible();
  });
}
