import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 13, the collections, features and options parts of the back office in both languages: staff add a
// subcollection under "Electric bikes" and the storefront shows it at once (its page, with the parent in the
// breadcrumb, from the collection menu); they move it up among its siblings from the keyboard; deleting a
// collection that holds products ("City") is refused with a message saying how many. Staff add a feature
// definition, and deleting an option the demo bikes use is refused. Every screen on the way is checked
// with axe.

const texts = {
  pl: {
    collections: 'Kategorie',
    caption: 'Drzewo kategorii w kolejności menu sklepu',
    ebikes: 'Rowery elektryczne',
    city: 'Miejskie',
    addChild: 'Dodaj podkategorię',
    name: 'Nazwa',
    slug: 'Adres (slug)',
    polish: /^Polski/,
    english: /^Angielski/,
    parent: /^Kategoria nadrzędna/,
    save: 'Zapisz',
    moveUp: (name: string) => `Przesuń „${name}” w górę`,
    movedUp: (name: string) => `Przesunięto „${name}” w górę`,
    delete: 'Usuń kategorię',
    breadcrumbs: 'Jesteś tutaj',
    refused: /^Nie można usunąć tej kategorii, bo zawiera \d+ produkt/,
    storefront: (id: number, slug: string) => `/pl/kategoria/${id}/${slug}`,
  },
  en: {
    collections: 'Collections',
    caption: "The collection tree in the shop menu's order",
    ebikes: 'Electric bikes',
    city: 'City',
    addChild: 'Add subcollection',
    name: 'Name',
    slug: 'Address (slug)',
    polish: /^Polish/,
    english: /^English/,
    parent: /^Parent collection/,
    save: 'Save',
    moveUp: (name: string) => `Move “${name}” up`,
    movedUp: (name: string) => `“${name}” moved up`,
    delete: 'Delete collection',
    breadcrumbs: 'You are here',
    refused: /^This collection cannot be deleted: it holds \d+ product/,
    storefront: (id: number, slug: string) => `/en/collection/${id}/${slug}`,
  },
};

const storefront = { Authorization: 'Bearer shop-storefront' };
/** The shopper's collection menu through the gateway (whose shared cache a staff change must clear): the
 * ids of "Electric bikes"' children, in order. */
async function ebikeChildren(page: Page, lang: 'pl' | 'en'): Promise<number[]> {
  const answer = await page.request.get('/api/catalog/collections/menu', {
    headers: { ...storefront, 'X-Language': lang },
  });
  const menu = await answer.json();
  return menu.items.find((item: { id: number }) => item.id === 59).children.map((child: { id: number }) => child.id);
}

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

/** One language's box of a translated field (a fieldset named by the field, a box per language). */
const inLanguage = (form: Locator, field: string, language: RegExp) =>
  form.getByRole('group', { name: field, exact: true }).getByRole('textbox', { name: language });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff add a subcollection the storefront shows at once, and cannot delete one with products (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    const name = { pl: `Rowery cargo ${stamp}`, en: `Cargo bikes ${stamp}` };
    await signInAsDemoAdmin(page);
    expect(await ebikeChildren(page, lang)).not.toHaveLength(0);

    await page.goto(`/${lang}/admin`);
    await panel(page).getByRole('link', { name: t.collections, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/admin/collections`);
    const tree = panel(page).getByRole('table', { name: t.caption });
    await expect(tree).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the collection tree (${lang})`);

    // A subcollection of "Electric bikes", its slugs proposed from its names.
    await tree.getByRole('link', { name: t.ebikes, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.ebikes })).toBeVisible();
    await panel(page).getByRole('link', { name: t.addChild }).click();
    const form = panel(page).locator('form[data-form="collection"]');
    await expect(form.getByRole('combobox', { name: t.parent })).toHaveValue('59');
    await inLanguage(form, t.name, t.polish).fill(name.pl);
    await inLanguage(form, t.name, t.english).fill(name.en);
    await expect(inLanguage(form, t.slug, t.polish)).toHaveValue(`rowery-cargo-${stamp}`);
    await expectNoSeriousA11yViolations(page, `the new collection form (${lang})`);
    await form.getByRole('button', { name: t.save }).click();
    // The new collection's page reads it and the tree (slow on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: name[lang] })).toBeVisible({ timeout: 20_000 });
    const id = Number(page.url().split('/').at(-1));
    expect(id).toBeGreaterThan(106);
    await expectNoSeriousA11yViolations(page, `a collection's page (${lang})`);

    // The shopper's menu (read before, so the gateway holds a copy) has it under its parent at once, and its
    // page names it with the parent above.
    expect(await ebikeChildren(page, lang)).toContain(id);
    const slug = lang === 'pl' ? `rowery-cargo-${stamp}` : `cargo-bikes-${stamp}`;
    await page.goto(t.storefront(id, slug));
    await expect(page.getByRole('heading', { level: 1, name: name[lang] })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: t.breadcrumbs }).getByRole('link', { name: t.ebikes }),
    ).toBeVisible();

    // Moved up from the keyboard: the arrow button keeps the focus and the menu follows.
    await page.goto(`/${lang}/admin/collections`);
    const up = panel(page).getByRole('button', { name: t.moveUp(name[lang]) });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await expect(page.getByText(t.movedUp(name[lang]))).toBeVisible();
    const children = await ebikeChildren(page, lang);
    expect(children.indexOf(id)).toBe(children.length - 2);

    // "City" holds products: the delete is refused, saying how many, and nothing is deleted.
    await panel(page).getByRole('table', { name: t.caption }).getByRole('link', { name: t.city, exact: true }).click();
    await page.getByRole('button', { name: t.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.delete }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.refused);
    await expectNoSeriousA11yViolations(page, `the refused delete (${lang})`);
    expect(
      (await page.request.get('/api/catalog/collections/61', { headers: { ...storefront, 'X-Language': lang } })).ok(),
    ).toBe(true);
  });
}

const definitions = {
  pl: {
    features: 'Cechy',
    featuresCaption: 'Cechy produktów',
    addFeature: 'Dodaj cechę',
    group: 'Grupa',
    name: 'Nazwa',
    unit: /^Jednostka/,
    polish: /^Polski/,
    english: /^Angielski/,
    save: 'Zapisz',
    options: 'Opcje',
    optionsCaption: 'Opcje produktów',
    search: 'Kod lub nazwa',
    filter: 'Filtruj',
    deleteOption: 'Usuń opcję',
    inUse: /^Nie można usunąć tej opcji, bo jest używana w \d+ produkt/,
  },
  en: {
    features: 'Features',
    featuresCaption: 'Product features',
    addFeature: 'Add feature',
    group: 'Group',
    name: 'Name',
    unit: /^Unit/,
    polish: /^Polish/,
    english: /^English/,
    save: 'Save',
    options: 'Options',
    optionsCaption: 'Product options',
    search: 'Code or name',
    filter: 'Filter',
    deleteOption: 'Delete option',
    inUse: /^This option cannot be deleted: it is used in \d+ product/,
  },
};

for (const lang of ['pl', 'en'] as const) {
  const t = definitions[lang];

  test(`staff add a feature definition, and cannot delete an option products use (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    await signInAsDemoAdmin(page);

    await page.goto(`/${lang}/admin`);
    await panel(page).getByRole('link', { name: t.features, exact: true }).click();
    // The demo's definitions come from its products' specifications.
    const features = panel(page).getByRole('table', { name: t.featuresCaption });
    await expect(features.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the features list (${lang})`);
    await panel(page).getByRole('link', { name: t.addFeature }).click();
    const form = panel(page).locator('form[data-form="feature"]');
    await inLanguage(form, t.group, t.polish).fill('Napęd');
    await inLanguage(form, t.group, t.english).fill('Drive');
    await inLanguage(form, t.name, t.polish).fill(`Moc szczytowa ${stamp}`);
    await inLanguage(form, t.name, t.english).fill(`Peak power ${stamp}`);
    await form.getByRole('textbox', { name: t.unit }).fill('W');
    await expectNoSeriousA11yViolations(page, `the new feature form (${lang})`);
    await form.getByRole('button', { name: t.save }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: lang === 'pl' ? `Napęd › Moc szczytowa ${stamp}` : `Drive › Peak power ${stamp}`,
      }),
    ).toBeVisible();

    // The demo bikes' colour option is in use: its delete is refused, saying how many products use it.
    await page.goto(`/${lang}/admin/options`);
    await panel(page).getByRole('searchbox', { name: t.search }).fill('colour');
    await panel(page).getByRole('button', { name: t.filter }).click();
    const options = panel(page).getByRole('table', { name: t.optionsCaption });
    // The search finds the colour option by its code (the sticker set's print colours match it too).
    const colour = options
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: lang === 'pl' ? 'Kolor' : 'Colour', exact: true }) });
    await expect(colour).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `the options list (${lang})`);
    await colour.getByRole('link').first().click();
    await page.getByRole('button', { name: t.deleteOption }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.deleteOption }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.inUse);
    await expectNoSeriousA11yViolations(page, `an option's page with the refused delete (${lang})`);
  });
}
