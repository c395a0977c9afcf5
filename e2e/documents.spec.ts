import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen, remoteFrame } from './support/storefront';

// Printable documents from the storefront (issue 16), in both languages: the catalogue PDF from the home
// page's banner and a product's spec card from its page, each opened with poppler to read what it says.

const words = {
  pl: {
    catalogue: 'Pobierz katalog (PDF)',
    catalogueTitle: 'Katalog produktów',
    collectionPath: '/pl/kategoria/59/rowery-elektryczne',
    card: 'Karta produktu (PDF)',
    cardTitle: 'Karta produktu',
    specs: 'Dane techniczne',
    productPath: /\/pl\/produkt\/\d+\//,
  },
  en: {
    catalogue: 'Download the catalogue (PDF)',
    catalogueTitle: 'Product catalogue',
    collectionPath: '/en/collection/59/electric-bikes',
    card: 'Spec card (PDF)',
    cardTitle: 'Product spec card',
    specs: 'Specifications',
    productPath: /\/en\/product\/\d+\//,
  },
} as const;

/** Clicks `start`, waits for the download and answers the text of the PDF it saved. */
async function downloadedPdfText(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

for (const lang of ['pl', 'en'] as const) {
  const w = words[lang];

  test(`${lang}: download the catalogue from the home page and a product's spec card`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`/${lang}/`);
    await expectScreen(page, 'mf-catalog', 'home');
    const home = remoteFrame(page, 'mf-catalog', 'home');
    const catalogue = await downloadedPdfText(page, () => home.getByRole('button', { name: w.catalogue }).click());
    expect(catalogue.name).toContain(`catalogue-${lang}.pdf`);
    expect(catalogue.text).toContain(w.catalogueTitle);

    await page.goto(w.collectionPath);
    const collection = remoteFrame(page, 'mf-catalog', 'collection');
    const tile = collection.locator('article h2 a').first();
    const name = ((await tile.textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await tile.click();
    await expect(page).toHaveURL(w.productPath);
    const product = remoteFrame(page, 'mf-catalog', 'product');
    const button = product.getByRole('button', { name: w.card });
    await expect(button).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} product page with its spec card`);
    const card = await downloadedPdfText(page, () => button.click());
    expect(card.name).toMatch(new RegExp(`-${lang}\\.pdf$`));
    expect(card.text).toContain(w.cardTitle);
    expect(card.text).toContain(w.specs);
    expect(card.text).toContain(name.replace(/\s+/g, ' '));
    expect(catalogue.text).toContain(name.replace(/\s+/g, ' '));
  });
}
