import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { png } from './support/files';

// Issue 13, the media library in both languages: the demo super admin makes a folder, uploads two pictures
// into it with a progress bar each, sees a program renamed to .jpg refused with its message, adds one of the
// pictures to a product as its first picture and finds it on the storefront's product page; that picture
// cannot be deleted while the product shows it, and the other becomes a download for dealers. The library,
// the product's pictures and a file's page are checked with axe.

const texts = {
  pl: {
    media: 'Media',
    newFolder: 'Nowy folder',
    addFolder: 'Dodaj folder',
    choose: 'Wybierz pliki do wysłania',
    caption: 'Pliki biblioteki mediów',
    refused: 'Plik „program.jpg” ma nieobsługiwany format (dozwolone: JPG, PNG, WEBP, PDF, ZIP).',
    search: 'Nazwa pliku',
    find: 'Szukaj',
    add: (name: string) => `Dodaj zdjęcie ${name} do produktu`,
    altPl: (n: number) => `Opis zdjęcia ${n} (PL)`,
    altEn: (n: number) => `Opis zdjęcia ${n} (EN)`,
    up: (n: number) => `Przesuń zdjęcie ${n} w górę`,
    save: 'Zapisz zdjęcia',
    saved: 'Zdjęcia produktu zostały zapisane.',
    product: '/pl/produkt/1315/zefir-guard',
    deleteFile: 'Usuń plik',
    inUse: /Nie można usunąć tego pliku, bo jest zdjęciem produktu: „.+” \(1315\)/,
    dealer: 'Plik do pobrania dla dealerów',
    dealerName: (language: string) => `Nazwa dla dealerów (${language})`,
    saveFile: 'Zapisz',
    fileSaved: 'Plik został zapisany.',
  },
  en: {
    media: 'Media',
    newFolder: 'New folder',
    addFolder: 'Add folder',
    choose: 'Choose files to upload',
    caption: 'Media library files',
    refused: 'The file “program.jpg” is not of an accepted type (JPG, PNG, WEBP, PDF, ZIP).',
    search: 'File name',
    find: 'Search',
    add: (name: string) => `Add the picture ${name} to the product`,
    altPl: (n: number) => `Description of picture ${n} (PL)`,
    altEn: (n: number) => `Description of picture ${n} (EN)`,
    up: (n: number) => `Move picture ${n} up`,
    save: 'Save pictures',
    saved: "The product's pictures have been saved.",
    product: '/en/product/1315/zefir-guard',
    deleteFile: 'Delete file',
    inUse: /This file cannot be deleted: it is a picture of “.+” \(1315\)/,
    dealer: 'Download for dealers',
    dealerName: (language: string) => `Name for dealers (${language})`,
    saveFile: 'Save',
    fileSaved: 'The file has been saved.',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff upload pictures with progress bars and show one on a product (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = `${lang}-${Date.now() % 1_000_000}`;
    const folder = `E2E ${stamp}`;
    const front = `rower-${stamp}.png`;
    const back = `tyl-${stamp}.png`;
    const alt = `Zefir Guard e2e ${stamp}`;

    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin`);
    await panel(page).getByRole('link', { name: t.media, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/admin/media`);

    await page.getByRole('textbox', { name: t.newFolder }).fill(folder);
    await page.getByRole('button', { name: t.addFolder }).click();
    await page.getByRole('link', { name: `${folder} (0)` }).click();

    await page.getByLabel(t.choose).setInputFiles([
      { name: front, mimeType: 'image/png', buffer: png(160, 120, [192, 57, 43]) },
      { name: back, mimeType: 'image/png', buffer: png(120, 160, [46, 134, 222]) },
    ]);
    for (const name of [front, back])
      await expect(page.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', '100');
    const files = panel(page).getByRole('table', { name: t.caption });
    await expect(files.getByRole('row').filter({ hasText: front })).toHaveCount(1);
    await expect(files.getByRole('row').filter({ hasText: back })).toHaveCount(1);
    await expect(page.getByRole('link', { name: `${folder} (2)` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the media library after an upload (${lang})`);

    // A program renamed to .jpg is refused by its content, with the server's message at its name.
    await page.getByLabel(t.choose).setInputFiles([
      {
        name: 'program.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 1)]),
      },
    ]);
    await expect(page.getByRole('listitem').filter({ hasText: 'program.jpg' }).getByText(t.refused)).toBeVisible();
    await expect(files.getByRole('row').filter({ hasText: 'program.jpg' })).toHaveCount(0);

    // The picture goes to the product, first.
    await page.goto(`/${lang}/admin/products/1315`);
    const pictures = page.locator('[data-panel="product-pictures"]');
    await pictures.getByRole('textbox', { name: t.search }).fill(front);
    await pictures.getByRole('button', { name: t.find }).click();
    await pictures.getByRole('button', { name: t.add(front) }).click();
    const count = await pictures.locator('ol > li').count();
    await pictures.getByRole('textbox', { name: t.altPl(count) }).fill(alt);
    await pictures.getByRole('textbox', { name: t.altEn(count) }).fill(alt);
    for (let position = count; position > 1; position--)
      await pictures.getByRole('button', { name: t.up(position) }).click();
    await expect(pictures.getByRole('textbox', { name: t.altPl(1) })).toHaveValue(alt);
    await expectNoSeriousA11yViolations(page, `a product's pictures (${lang})`);
    await pictures.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    await page.goto(t.product);
    const shown = page.getByRole('img', { name: alt });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', /\/media\/catalog\/file-[0-9a-f-]{36}\/640\.webp$/);
    const picture = await page.request.get((await shown.getAttribute('src'))!);
    expect(picture.headers()['content-type']).toBe('image/webp');

    // The picture a product shows stays in the library; the other one becomes a download for dealers.
    await page.goto(`/${lang}/admin/media`);
    await files.getByRole('link', { name: front }).click();
    await expect(page.getByRole('heading', { level: 1, name: front })).toBeVisible();
    await page.getByRole('button', { name: t.deleteFile }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.deleteFile }).click();
    await expect(page.getByText(t.inUse)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: front })).toBeVisible();

    await page.goto(`/${lang}/admin/media`);
    await files.getByRole('link', { name: back }).click();
    // The file's form is filled once its page has the file (a press before that was undone by the filling).
    await expect(page.getByRole('heading', { level: 1, name: back })).toBeVisible();
    await page.getByRole('checkbox', { name: t.dealer }).check();
    await page.getByRole('textbox', { name: t.dealerName('PL') }).fill(`Zdjęcie tyłu ${stamp}`);
    await page.getByRole('textbox', { name: t.dealerName('EN') }).fill(`Back view ${stamp}`);
    await expectNoSeriousA11yViolations(page, `a file's page (${lang})`);
    await page.getByRole('button', { name: t.saveFile, exact: true }).click();
    await expect(page.getByText(t.fileSaved)).toBeVisible();
  });
}
