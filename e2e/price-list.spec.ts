import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 16, price lists in both languages: the demo super admin saves a price list (through the panel's API),
// generates its PDF from the list's page in the language chosen and from its row of the list, and reads what
// the downloaded PDF says with poppler. The list and the page are checked with axe.

const texts = {
  pl: {
    caption: 'Zapisane cenniki',
    region: 'Dokument PDF',
    language: 'Język dokumentu',
    generate: 'Generuj PDF',
    row: (name: string) => `PDF EN (cennik ${name}, język angielski)`,
    ready: (name: string) => `PDF cennika ${name} został pobrany`,
  },
  en: {
    caption: 'Saved price lists',
    region: 'PDF document',
    language: 'Document language',
    generate: 'Generate PDF',
    row: (name: string) => `PDF EN (price list ${name}, English)`,
    ready: (name: string) => `The PDF of price list ${name} has been downloaded`,
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();

/** Clicks `start`, waits for the download and answers the file's name and the PDF's text. */
async function downloadedPdfText(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff generate a price list PDF in the language they choose and from its row (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsDemoAdmin(page);
    const name = `Cennik PDF ${lang} ${Date.now()}`;
    const saved = await page.request.post('/api/admin/price-lists', {
      headers: { authorization: 'Bearer shop-admin', 'x-language': lang },
      data: { name, currency: 'PLN', prices: 'net', discountPercent: 5 },
    });
    expect(saved.status()).toBe(201);
    const { id } = await saved.json();

    await page.goto(`/${lang}/admin/price-lists/${id}`);
    const pdf = panel(page).getByRole('region', { name: t.region });
    await expect(pdf.getByRole('button', { name: t.generate })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the price list's page with its PDF button (${lang})`);
    const other = lang === 'pl' ? 'en' : 'pl';
    await pdf.getByRole('combobox', { name: t.language }).selectOption(other);
    const chosen = await downloadedPdfText(page, () => pdf.getByRole('button', { name: t.generate }).click());
    expect(chosen.name).toBe(`cennik-pdf-${lang}-${name.split(' ').at(-1)}-${other}.pdf`);
    expect(chosen.text).toContain(name);
    // Printed in the language chosen, not the panel's.
    expect(chosen.text).toContain(other === 'pl' ? 'Wszystkie ceny obniżone o 5%' : 'All prices reduced by 5%');
    expect(chosen.text).toContain(other === 'pl' ? 'klienci detaliczni' : 'retail customers');
    expect(chosen.text).toMatch(/\d,\d\d zł|\d\.\d\d PLN/);
    await expect(page.getByText(t.ready(name))).toBeVisible();

    await page.goto(`/${lang}/admin/price-lists`);
    const table = panel(page).getByRole('table', { name: t.caption });
    const button = table.getByRole('button', { name: t.row(name) });
    await expect(button).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the price lists with their PDF buttons (${lang})`);
    const fromRow = await downloadedPdfText(page, () => button.click());
    expect(fromRow.name.endsWith('-en.pdf')).toBe(true);
    expect(fromRow.text).toContain('All prices reduced by 5%');
  });
}
