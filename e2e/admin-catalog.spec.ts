import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 13, the product editor in both languages: staff create a product with two colour variants, reduce
// the price of one in the language's currency, and the storefront shows the reduced price with the lowest
// price of the 30 days before (the price it was created at); they duplicate it (a hidden copy) and hide both
// with one bulk change, after which the storefront no longer offers the product. The create page, the
// product page and the list with its bulk bar are checked with axe. (Its pictures: admin-media.spec.ts.)

const texts = {
  pl: {
    products: 'Produkty',
    add: 'Dodaj produkt',
    newTitle: 'Nowy produkt',
    name: 'Nazwa',
    polish: 'Polski',
    english: 'Angielski',
    manufacturer: 'Producent',
    safety: 'Ostrzeżenia i informacje o bezpieczeństwie',
    sku: 'SKU',
    stock: 'Stan magazynowy',
    regularPln: 'Cena regularna (PLN, brutto)',
    b2bPln: 'Cena dla dealera (PLN, netto)',
    regularEur: 'Cena regularna (EUR, brutto)',
    b2bEur: 'Cena dla dealera (EUR, netto)',
    option: /Opcja, którą różnią się warianty/,
    addValue: 'Dodaj wartość',
    valuePl: (n: number) => `Wartość ${n} (po polsku)`,
    valueEn: (n: number) => `Wartość ${n} (po angielsku)`,
    create: 'Utwórz produkt',
    created: 'Produkt został utworzony.',
    variants: 'Warianty, stany i ceny',
    saveVariants: 'Zapisz warianty',
    saved: 'Produkt zapisany.',
    duplicate: 'Duplikuj',
    duplicated: /Kopia to produkt \d+/,
    search: 'Nazwa lub SKU',
    filter: 'Filtruj',
    select: (name: string) => `Zaznacz ${name}`,
    bulk: 'Zmień zaznaczone produkty',
    availability: 'Dostępność',
    hidden: 'Ukryty',
    apply: 'Zastosuj do zaznaczonych',
    // The copy was hidden already: only the product itself changes.
    changed: 'Zmieniono 1 produkt.',
    reduced: (currency: string) => `Cena obniżona ${currency}`,
    lowest: 'Najniższa cena z 30 dni przed obniżką: 3 999,00 zł',
    productPath: 'produkt',
  },
  en: {
    products: 'Products',
    add: 'Add product',
    newTitle: 'New product',
    name: 'Name',
    polish: 'Polish',
    english: 'English',
    manufacturer: 'Manufacturer',
    safety: 'Warnings and safety information',
    sku: 'SKU',
    stock: 'Stock',
    regularPln: 'Regular price (PLN, gross)',
    b2bPln: 'Dealer price (PLN, net)',
    regularEur: 'Regular price (EUR, gross)',
    b2bEur: 'Dealer price (EUR, net)',
    option: /Option the variants differ by/,
    addValue: 'Add a value',
    valuePl: (n: number) => `Value ${n} (Polish)`,
    valueEn: (n: number) => `Value ${n} (English)`,
    create: 'Create product',
    created: 'The product is created.',
    variants: 'Variants, stock and prices',
    saveVariants: 'Save variants',
    saved: 'The product is saved.',
    duplicate: 'Duplicate',
    duplicated: /The copy is product \d+/,
    search: 'Name or SKU',
    filter: 'Filter',
    select: (name: string) => `Select ${name}`,
    bulk: 'Change the selected products',
    availability: 'Availability',
    hidden: 'Hidden',
    apply: 'Apply to selected',
    changed: '1 product changed.',
    reduced: (currency: string) => `Reduced price ${currency}`,
    lowest: /Lowest price in the 30 days before the reduction: .*929\.00/,
    productPath: 'product',
  },
};

const storefront = { Authorization: 'Bearer shop-storefront' };
/** A save (the product, its history and its event in one transaction) or a page load on a busy machine. */
const SAVED_WITHIN = 30_000;
const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  // The reduction is made in the storefront currency of the language (Polish pages in PLN, English in EUR).
  const currency = lang === 'pl' ? 'PLN' : 'EUR';

  test(`staff create a product with two variants and a reduced price, duplicate it and hide both (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const run = `${lang}${Date.now() % 1_000_000}`;
    const name = { pl: `Rower Hela ${run}`, en: `Hela bike ${run}` }[lang];
    await signInAsDemoAdmin(page);

    await page.goto(`/${lang}/admin/products`);
    await panel(page).getByRole('link', { name: t.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
    const names = page.getByRole('group', { name: t.name });
    await names.getByRole('textbox', { name: t.polish }).fill(`Rower Hela ${run}`);
    await names.getByRole('textbox', { name: t.english }).fill(`Hela bike ${run}`);
    // A product shown at once names its maker and its warnings (product safety, issue 27).
    await page.getByRole('combobox', { name: t.manufacturer }).selectOption({ label: 'Zefir Sp. z o.o.' });
    const warnings = page.getByRole('group', { name: t.safety });
    await warnings.getByRole('textbox', { name: t.polish }).fill('Ładuj akumulator pod nadzorem.');
    await warnings.getByRole('textbox', { name: t.english }).fill('Charge the battery under supervision.');
    await page.getByRole('textbox', { name: t.sku, exact: true }).fill(`HELA-${run}`);
    await page.getByRole('textbox', { name: t.stock }).fill('5');
    await page.getByRole('textbox', { name: t.regularPln }).fill('3999,00');
    await page.getByRole('textbox', { name: t.b2bPln }).fill('2000');
    await page.getByRole('textbox', { name: t.regularEur }).fill('929');
    await page.getByRole('textbox', { name: t.b2bEur }).fill('470');
    const option = page.getByRole('group', { name: t.option });
    await option.getByRole('textbox', { name: t.polish }).fill('Kolor');
    await option.getByRole('textbox', { name: t.english }).fill('Colour');
    for (const [n, pl, en] of [
      [1, 'zielony', 'green'],
      [2, 'szary', 'grey'],
    ] as const) {
      await page.getByRole('button', { name: t.addValue }).click();
      await page.getByRole('textbox', { name: t.valuePl(n) }).fill(pl);
      await page.getByRole('textbox', { name: t.valueEn(n) }).fill(en);
    }
    await expectNoSeriousA11yViolations(page, 'the new product form');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible({ timeout: SAVED_WITHIN });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: SAVED_WITHIN });
    const id = Number(/\/products\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(id).toBeGreaterThan(0);

    // Both variants are there; the first one is reduced in the language's currency.
    const grid = page.getByRole('table', { name: t.variants });
    const rows = grid.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole('textbox', { name: new RegExp(`^${t.sku}`) })).toHaveValue(`HELA-${run}-01`);
    await expectNoSeriousA11yViolations(page, 'the product page');
    await rows
      .first()
      .getByRole('textbox', { name: t.reduced(currency) })
      .fill(currency === 'PLN' ? '3599,00' : '849');
    await page.getByRole('button', { name: t.saveVariants }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: SAVED_WITHIN });

    // The storefront shows the reduction with the lowest price of the 30 days before it.
    const answer = await page.request.get(`/api/catalog/products/${id}`, {
      headers: { ...storefront, 'X-Language': lang, 'X-Currency': currency },
    });
    expect(answer.ok()).toBe(true);
    const { slug } = (await answer.json()) as { slug: string };
    const shopper = await page.context().browser()!.newPage();
    await shopper.goto(`/${lang}/${t.productPath}/${id}/${slug}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: SAVED_WITHIN });
    await expect(shopper.getByText(t.lowest)).toBeVisible();
    await shopper.close();

    // A duplicate is a hidden copy, opened at once.
    await page.getByRole('button', { name: t.duplicate }).click();
    await expect(page.getByText(t.duplicated)).toBeVisible({ timeout: SAVED_WITHIN });
    await expect(page).not.toHaveURL(new RegExp(`/products/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: SAVED_WITHIN });

    // Both are hidden with one bulk change.
    await page.goto(`/${lang}/admin/products`);
    // The run's mark is in both names (the search matches words of either language's name).
    await page.getByRole('searchbox', { name: t.search }).fill(run);
    await page.getByRole('button', { name: t.filter }).click();
    const list = page.getByRole('table', { name: t.products });
    await expect(list.locator('tbody tr')).toHaveCount(2, { timeout: SAVED_WITHIN });
    for (const tick of await list.getByRole('checkbox', { name: t.select(name) }).all()) await tick.check();
    const bar = page.getByRole('region', { name: t.bulk });
    await bar.getByRole('combobox', { name: t.availability }).selectOption('hidden');
    await expectNoSeriousA11yViolations(page, 'the products list with its bulk bar');
    await bar.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.changed)).toBeVisible({ timeout: SAVED_WITHIN });
    await expect(list.locator('tbody tr').filter({ hasText: t.hidden })).toHaveCount(2, { timeout: SAVED_WITHIN });
    const gone = await page.request.get(`/api/catalog/products/${id}`, {
      headers: { ...storefront, 'X-Language': lang },
    });
    expect(gone.status()).toBe(404);
  });
}
