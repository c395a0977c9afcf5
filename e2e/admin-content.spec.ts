import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 13, the content part of the back office in both languages: staff write a blog post and publish it,
// and the storefront's blog shows it at once; staff add a shop and a shopper finds it in the store locator by
// its town. The new-post form, the post's page, the new-shop form and the shop's page are checked with axe.

const texts = {
  pl: {
    blog: '/pl/blog',
    locator: '/pl/gdzie-kupic',
    newPost: 'Napisz wpis',
    title: 'Tytuł',
    slug: 'Slug (adres)',
    lead: 'Wstęp',
    body: 'Treść',
    polish: /^Polski/,
    english: /^Angielski/,
    state: /^Stan/,
    save: 'Zapisz',
    postSaved: 'Wpis został zapisany.',
    published: 'Opublikowany',
    addShop: 'Dodaj sklep',
    name: /^Nazwa/,
    street: /^Ulica i numer/,
    zip: /^Kod pocztowy/,
    city: /^Miejscowość/,
    region: /^Województwo/,
    lat: /^Szerokość geograficzna/,
    lng: /^Długość geograficzna/,
    phones: /^Telefony/,
    service: 'Serwis',
    testRides: 'Jazdy testowe',
    monday: 'Poniedziałek',
    opens: 'Otwarcie',
    closes: 'Zamknięcie',
    place: /^Miejscowość, kod pocztowy lub województwo/,
    search: 'Szukaj',
    stores: 'Lista sklepów',
    premium: 'Dealer premium',
  },
  en: {
    blog: '/en/blog',
    locator: '/en/store-locator',
    newPost: 'Write a post',
    title: 'Title',
    slug: 'Slug (address)',
    lead: 'Lead',
    body: 'Text',
    polish: /^Polish/,
    english: /^English/,
    state: /^State/,
    save: 'Save',
    postSaved: 'The post was saved.',
    published: 'Published',
    addShop: 'Add a shop',
    name: /^Name/,
    street: /^Street and number/,
    zip: /^Postal code/,
    city: /^City/,
    region: /^Voivodeship/,
    lat: /^Latitude/,
    lng: /^Longitude/,
    phones: /^Phones/,
    service: 'Service',
    testRides: 'Test rides',
    monday: 'Monday',
    opens: 'Opens',
    closes: 'Closes',
    place: /^Town, postal code or voivodeship/,
    search: 'Search',
    stores: 'List of stores',
    premium: 'Premium dealer',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

/** One language's box of a translated field (a fieldset named by the field, a box per language). */
const inLanguage = (form: Locator, field: string, language: RegExp) =>
  form.getByRole('group', { name: field, exact: true }).getByRole('textbox', { name: language });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff publish a blog post and the storefront's blog shows it at once (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = `${lang}-${Date.now()}`;
    const title = { pl: `Jesienny przegląd roweru ${stamp}`, en: `Autumn bike check ${stamp}` };
    await signInAsDemoAdmin(page);

    // The shopper's view of the blog first, so a kept copy of the list would show if it were reused.
    await page.goto(t.blog);
    await expect(page.locator('[data-screen="blog"] li h2 a').first()).toBeVisible();

    await page.goto(`/${lang}/admin/blog`);
    await panel(page).getByRole('link', { name: t.newPost }).click();
    const form = panel(page).locator('form');
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the new post form (${lang})`);
    const fill = async (field: string, values: { pl: string; en: string }) => {
      await inLanguage(form, field, t.polish).fill(values.pl);
      await inLanguage(form, field, t.english).fill(values.en);
    };
    await fill(t.title, title);
    await fill(t.slug, { pl: `jesienny-przeglad-${stamp}`, en: `autumn-check-${stamp}` });
    await fill(t.lead, { pl: 'Co sprawdzić przed zimą.', en: 'What to check before winter.' });
    await fill(t.body, {
      pl: 'Sprawdź hamulce i łańcuch.\n\n## Bateria\n\nPrzechowuj ją w temperaturze pokojowej.',
      en: 'Check the brakes and the chain.\n\n## Battery\n\nKeep it at room temperature.',
    });
    await form.getByRole('combobox', { name: t.state }).selectOption('active');
    await form.getByRole('button', { name: t.save }).click();

    await expect(page.getByText(t.postSaved)).toBeVisible();
    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(title[lang]);
    await expect(panel(page).getByText(t.published, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the post's page (${lang})`);

    await page.goto(t.blog);
    const post = page.locator('[data-screen="blog"]').getByRole('link', { name: title[lang] });
    await expect(post).toBeVisible();
    await post.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[lang]);
    await expect(page.getByRole('heading', { name: lang === 'pl' ? 'Bateria' : 'Battery' })).toBeVisible();
  });

  test(`staff add a shop and a shopper finds it in the store locator (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Rowery Sandomierz ${lang}-${Date.now()}`;
    await signInAsDemoAdmin(page);

    await page.goto(`/${lang}/admin/shops`);
    await panel(page).getByRole('link', { name: t.addShop }).click();
    const form = panel(page).locator('form');
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the new shop form (${lang})`);
    await form.getByRole('textbox', { name: t.name }).fill(name);
    await form.getByRole('textbox', { name: t.street }).fill('ul. Opatowska 10');
    await form.getByRole('textbox', { name: t.zip }).fill('27-600');
    await form.getByRole('textbox', { name: t.city }).fill('Sandomierz');
    await form.getByRole('combobox', { name: t.region }).selectOption('pl_sw');
    await form.getByRole('textbox', { name: t.lat }).fill('50.6821');
    await form.getByRole('textbox', { name: t.lng }).fill('21.7490');
    await form.getByRole('textbox', { name: t.phones }).fill('+48 15 832 11 22');
    await form.getByRole('checkbox', { name: t.service, exact: true }).check();
    await form.getByRole('checkbox', { name: t.testRides, exact: true }).check();
    const monday = form.getByRole('group', { name: t.monday, exact: true });
    await monday.getByLabel(t.opens).fill('09:00');
    await monday.getByLabel(t.closes).fill('17:00');
    await form.getByRole('button', { name: t.save }).click();

    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(name);
    await expectNoSeriousA11yViolations(page, `the shop's page (${lang})`);

    await page.goto(t.locator);
    const stores = page.getByRole('list', { name: t.stores });
    await expect(stores.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel(t.place).fill('Sandomierz');
    await page.getByRole('main').getByRole('button', { name: t.search, exact: true }).click();
    const card = stores.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    // Service and test rides together make the shop premium, which the card says.
    await expect(card.getByRole('paragraph')).toContainText(t.premium);
  });
}
