import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen, remoteFrame } from './support/storefront';

// The content pages of issue 25 in both languages, each reached from the footer: tech, services (its prices
// are the catalogue's, and booking opens the contact form on the service topic), documents (real PDFs from
// the documents service), B2B orders and B2B RMA; each with its head's hreflang and in the sitemap. Then the
// GPS tracker's product page lists the bikes it fits, as the catalogue answers them.

const words = {
  pl: {
    currency: 'PLN',
    pages: {
      tech: ['Technologia', 'Technologia — napęd, bateria, rama', '/pl/informacje/technologia'],
      services: ['Serwis', 'Serwis rowerów elektrycznych', '/pl/serwis'],
      documents: ['Dokumenty', 'Dokumenty do pobrania', '/pl/informacje/dokumenty'],
      b2bOrders: ['Zamówienia B2B', 'Zamówienia B2B — jak zamawiają dealerzy', '/pl/zamowienia-b2b'],
      b2bRma: ['Reklamacje B2B', 'Reklamacje B2B — zwroty i reklamacje dealerów', '/pl/reklamacje-b2b'],
    },
    brand: 'Zefir – rowery elektryczne',
    book: 'Umów wizytę w serwisie',
    topic: 'Temat',
    bike: 'Model roweru',
    declaration: 'Deklaracja zgodności (PDF)',
    declarationTitle: 'Deklaracja zgodności WE',
    warranty: 'Warunki gwarancji (PDF)',
    warrantyTitle: 'Warunki gwarancji',
    rmaLink: 'Nowe zgłoszenie',
    tracker: '/pl/produkt/1315/zefir-guard-lokalizator-gps-do-roweru-elektrycznego',
    landing: '/pl/zefir-guard-lokalizator-gps-do-roweru-elektrycznego',
    fits: 'Rowery, do których pasuje Guard',
  },
  en: {
    currency: 'EUR',
    pages: {
      tech: ['Technology', 'Technology — drive, battery, frame', '/en/info/technology'],
      services: ['Workshop', 'E-bike workshop', '/en/service'],
      documents: ['Documents', 'Documents to download', '/en/info/documents'],
      b2bOrders: ['B2B orders', 'B2B orders — how dealers order', '/en/b2b-orders'],
      b2bRma: ['B2B returns and claims', 'B2B returns and claims for dealers', '/en/b2b-rma'],
    },
    brand: 'Zefir electric bikes',
    book: 'Book a workshop visit',
    topic: 'Topic',
    bike: 'Bike model',
    declaration: 'Declaration of conformity (PDF)',
    declarationTitle: 'EC declaration of conformity',
    warranty: 'Warranty terms (PDF)',
    warrantyTitle: 'Warranty terms',
    rmaLink: 'New return or claim',
    tracker: '/en/product/1315/zefir-guard-gps-e-bike-tracker',
    landing: '/en/zefir-guard-gps-ebike-tracker',
    fits: 'Bikes the Guard fits',
  },
} as const;

type Lang = keyof typeof words;
type PageId = keyof (typeof words)['pl']['pages'];

interface Card {
  id: number;
  name: string;
  price: { gross: number };
}

/** The catalogue's answer, as the storefront asks for it in `lang`. */
async function catalogue(page: Page, lang: Lang, query: string): Promise<Card[]> {
  const answer = await page.request.get(`/api/catalog/products?${query}`, {
    headers: { Authorization: 'Bearer shop-storefront', 'X-Language': lang, 'X-Currency': words[lang].currency },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Card[] }).items;
}

/** Minor units as the shop writes them: `1 249,00 zł`, `€58.00` (a no-break space between thousands). */
function money(amount: number, lang: Lang): string {
  const whole = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const cents = String(amount % 100).padStart(2, '0');
  return lang === 'pl' ? `${whole},${cents}\u00a0zł` : `€${whole}.${cents}`;
}

/** Clicks `start`, waits for the download and answers the text of the PDF it saved. */
async function downloadedPdfText(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

/** Opens a page from the footer's link, checks its frame, title and accessibility, and answers its frame. */
async function fromFooter(page: Page, lang: Lang, id: PageId) {
  const [link, title, path] = words[lang].pages[id];
  await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectScreen(page, 'mf-catalog', id);
  const frame = remoteFrame(page, 'mf-catalog', id);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${link} | ${words[lang].brand}`);
  return frame;
}

for (const lang of ['pl', 'en'] as const) {
  const w = words[lang];

  test(`${lang}: the tech, services, documents and B2B pages open from the footer`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`/${lang}/`);

    const tech = await fromFooter(page, lang, 'tech');
    await expect(tech.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the tech page (${lang})`);

    // The workshop's prices are the catalogue's service products, each at the price the catalogue holds.
    const services = await fromFooter(page, lang, 'services');
    const sold = await catalogue(page, lang, 'type=service&sort=name&dir=asc');
    expect(sold.length).toBeGreaterThan(0);
    for (const service of sold) {
      await expect(services.getByRole('link', { name: service.name, exact: true })).toBeVisible();
      await expect(services.locator(`[data-service-price="${service.id}"]`)).toContainText(
        money(service.price.gross, lang),
      );
    }
    await expectNoSeriousA11yViolations(page, `the services page (${lang})`);
    await services.getByRole('link', { name: w.book }).click();
    await expectScreen(page, 'mf-catalog', 'contact');
    await expect(page.getByLabel(new RegExp(`^${w.topic}`))).toHaveValue('service');
    await page.goto(`/${lang}/`);

    // Documents are PDFs the documents service prints: a bike's declaration and the warranty terms.
    const documents = await fromFooter(page, lang, 'documents');
    await expectNoSeriousA11yViolations(page, `the documents page (${lang})`);
    const [bike] = await catalogue(page, lang, 'category=bike&motor=mid&protocol=uart&sort=name&dir=asc&limit=1');
    await documents.getByLabel(w.bike).selectOption(String(bike!.id));
    const declaration = await downloadedPdfText(page, () =>
      documents.getByRole('button', { name: w.declaration }).click(),
    );
    expect(declaration).toContain(w.declarationTitle);
    expect(declaration).toContain(bike!.name);
    const warranty = await downloadedPdfText(page, () => documents.getByRole('button', { name: w.warranty }).click());
    expect(warranty).toContain(w.warrantyTitle);
    await expectNoSeriousA11yViolations(page, `the documents page with a bike chosen (${lang})`);

    await fromFooter(page, lang, 'b2bOrders');
    await expectNoSeriousA11yViolations(page, `the B2B orders page (${lang})`);
    const rma = await fromFooter(page, lang, 'b2bRma');
    await expect(rma.getByRole('link', { name: w.rmaLink })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the B2B RMA page (${lang})`);
  });

  test(`${lang}: each new page has its hreflang head and a place in the sitemap`, async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const id of Object.keys(w.pages) as PageId[]) {
      const [, , path] = w.pages[id];
      const other = words[lang === 'pl' ? 'en' : 'pl'].pages[id][2];
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(`hreflang="${lang}" href="http`);
      expect(html, path).toMatch(new RegExp(`hreflang="${lang === 'pl' ? 'en' : 'pl'}" href="[^"]*${other}"`));
      expect(sitemap, path).toContain(path);
    }
  });

  test(`${lang}: the GPS tracker's pages list the bikes with a mid motor on UART`, async ({ page }) => {
    await page.goto(w.tracker);
    await expectScreen(page, 'mf-catalog', 'product');
    const fits = page.locator('[data-tracker-fits]');
    await expect(fits.getByRole('heading', { name: w.fits })).toBeVisible();
    const expected = await catalogue(page, lang, 'category=bike&motor=mid&protocol=uart&sort=name&dir=asc&limit=200');
    expect(expected.length).toBeGreaterThan(0);
    await expect(fits.getByRole('listitem')).toHaveText(expected.map((bike) => bike.name));
    await expect(fits.getByRole('link', { name: 'Zefir Góral M5', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `the GPS tracker's product page (${lang})`);

    // The tracker's landing page lists the same bikes under what it fits.
    await page.goto(w.landing);
    await expectScreen(page, 'mf-catalog', 'gpsTracker');
    await expect(page.locator('[data-tracker-fits]').getByRole('listitem')).toHaveText(
      expected.map((bike) => bike.name),
    );
    await expectNoSeriousA11yViolations(page, `the GPS tracker's landing page (${lang})`);
  });
}
