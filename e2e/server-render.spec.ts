import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@shop/contracts/format';
import { DEFAULT_PAGE_SIZE } from '@shop/contracts/list-params';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pointRemotes, resetRemotes } from './support/remotes';

// Issue 18: the pages shoppers land on come rendered from the server (the catalogue remote's and the shell's
// server builds, run by the gateway): with scripts off — a phone on a bad connection, a crawler — the home, a
// collection and a product page show their heading, products and prices; with scripts on the page is
// hydrated, not drawn again. A catalogue republished alone changes the server's HTML without a restart, a
// catalogue that cannot be reached leaves the page top and the shell's fallback, and prices are the caller's
// own: a dealer never gets retail prices in the HTML nor a shopper a dealer's, whichever comes first.

const dist = join(import.meta.dirname, '..', 'dist');
const DEALER = { email: 'zamowienia@rowery-nowak.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

const texts = {
  pl: {
    currency: 'PLN',
    home: '/pl/',
    heading: 'Rowery elektryczne od polskiego producenta',
    collection: '/pl/kategoria/59/rowery-elektryczne',
    collectionHeading: 'Rowery elektryczne',
    product: (card: Card) => `/pl/produkt/${card.id}/${card.slug}`,
    search: 'Szukaj',
    fallback: 'Tej części sklepu nie udało się wczytać',
  },
  en: {
    currency: 'EUR',
    home: '/en/',
    heading: 'Electric bikes from a Polish maker',
    collection: '/en/collection/59/electric-bikes',
    collectionHeading: 'Electric bikes',
    product: (card: Card) => `/en/product/${card.id}/${card.slug}`,
    search: 'Search',
    fallback: 'This part of the shop could not be loaded',
  },
} as const;
type Lang = keyof typeof texts;

interface Card {
  id: number;
  slug: string;
  name: string;
  price: { kind: string; currency: 'PLN' | 'EUR'; gross: number; net: number };
}

/** The e-bikes collection's first products as the storefront asks for them, newest first. */
async function ebikes(request: APIRequestContext, lang: Lang, limit: number): Promise<Card[]> {
  const answer = await request.get(`/api/catalog/products?collection=59&limit=${limit}`, {
    headers: { Authorization: 'Bearer shop-storefront', 'X-Language': lang, 'X-Currency': texts[lang].currency },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Card[] }).items;
}

const priceOf = (card: Card, lang: Lang) =>
  formatMoney(
    { amount: card.price.kind === 'b2b' ? card.price.net : card.price.gross, currency: card.price.currency },
    lang,
  );

/** Each card's tile shows its name and its price. */
async function expectTiles(page: Page, cards: Card[], lang: Lang): Promise<void> {
  for (const card of cards) {
    const tile = page.locator(`main [data-product-id="${card.id}"]`);
    await expect(tile.getByRole('heading')).toHaveText(card.name);
    // A reduced price is read out as such ("Cena promocyjna: …") before the amount.
    await expect(tile.locator('[data-price-now]')).toContainText(priceOf(card, lang));
  }
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['pl', 'en'] as const) {
    const t = texts[lang];

    test(`${lang}: the home, collection and product pages show their heading, products and prices`, async ({
      page,
    }) => {
      const featured = await ebikes(page.request, lang, 8);
      await page.goto(t.home);
      await expect(page.locator('main h1')).toHaveText(t.heading);
      await expectTiles(page, featured, lang);
      // The page top is there too: the way home and a search that works without scripts.
      await expect(page.getByRole('banner').getByRole('button', { name: t.search })).toBeVisible();

      await page.goto(t.collection);
      await expect(page.locator('main h1')).toHaveText(t.collectionHeading);
      await expectTiles(page, await ebikes(page.request, lang, DEFAULT_PAGE_SIZE), lang);

      // The product page shows the default variant's price.
      const card = featured[0]!;
      const detail = await page.request.get(`/api/catalog/products/${card.id}`, {
        headers: { Authorization: 'Bearer shop-storefront', 'X-Language': lang, 'X-Currency': t.currency },
      });
      const product = (await detail.json()) as Card;
      await page.goto(t.product(card));
      await expect(page.locator('main h1')).toHaveText(card.name);
      await expect(page.locator('main [data-price-now]').first()).toContainText(priceOf(product, lang));
    });
  }
});

test('with scripts on, the server’s page is hydrated in place, not drawn again', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  // The shell's entry waits until the server's heading has been marked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/shell\/main\.[\w]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(texts.pl.collection, { waitUntil: 'commit' });
  const heading = page.locator('main h1');
  await expect(heading).toHaveText(texts.pl.collectionHeading);
  await heading.evaluate((h1) => h1.setAttribute('data-from-server', ''));
  release();
  await expect(page.locator('#app-mf-catalog:not([data-rendered])')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // React took over the server's elements: the mark is still on the heading, and nothing was drawn anew.
  await expect(page.locator('main h1[data-from-server]')).toHaveText(texts.pl.collectionHeading);
  expect(warnings.filter((text) => text.includes('[hydration]'))).toEqual([]);
  // Hydrated means working: the order of the listing changes without a page load.
  await page.locator('main').getByLabel('Sortuj').selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  await expectNoSeriousA11yViolations(page, 'the hydrated collection page');
});

/** The `<h1>` of the home page as the server sends it. */
async function headingOf(request: APIRequestContext): Promise<string | undefined> {
  const html = await (await request.get('/pl/')).text();
  return /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

test('a catalogue republished alone changes the server’s HTML at the next page, without a restart', async ({
  request,
}) => {
  // Version 9.9.9 of the catalogue, published beside the current one (deploy/README.md) with its server
  // build saying something else, then the remote map pointed at it.
  const staging = await mkdtemp(join(tmpdir(), 'shop-release-'));
  const release = join(dist, 'mf-catalog', 'release-9.9.9');
  try {
    await cp(join(dist, 'mf-catalog'), staging, { recursive: true });
    await cp(staging, release, { recursive: true });
    const server = join(release, 'server');
    const { entry } = JSON.parse(await readFile(join(server, 'server.json'), 'utf8')) as { entry: string };
    const module = await readFile(join(server, entry), 'utf8');
    expect(module).toContain(texts.pl.heading);
    await writeFile(join(server, 'render.release999.mjs'), module.replaceAll(texts.pl.heading, 'Wersja 9.9.9'));
    await writeFile(join(server, 'server.json'), JSON.stringify({ entry: 'render.release999.mjs' }));

    expect(await headingOf(request)).toBe(texts.pl.heading);
    await pointRemotes({ 'mf-catalog': '/mf/mf-catalog/release-9.9.9/mf-manifest.json' });
    expect(await headingOf(request)).toBe('Wersja 9.9.9');

    // Rolling back is the same move.
    await resetRemotes();
    expect(await headingOf(request)).toBe(texts.pl.heading);
  } finally {
    await resetRemotes();
    await rm(release, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
});

test('with the catalogue unreachable, the page still has its top and the shell’s fallback', async ({ page }) => {
  await pointRemotes({ 'mf-catalog': 'http://127.0.0.1:9/mf-catalog/mf-manifest.json' });
  try {
    const answer = await page.request.get('/pl/');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<header');
    expect(html).not.toContain('data-rendered');

    await page.goto('/pl/');
    await expect(page.locator('#app-mf-catalog [data-fallback="mf-catalog"]').getByRole('heading')).toHaveText(
      texts.pl.fallback,
      { timeout: 20_000 },
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    await resetRemotes();
  }
});

/** The collection page as the server sends it to a browser signed in as a dealer, or to a guest. */
async function collectionAs(browser: Browser, who: 'dealer' | 'shopper', baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    if (who === 'dealer') {
      const signedIn = await page.request.post('/api/account/login', {
        headers: { Authorization: 'Bearer shop-storefront', 'X-Language': 'pl' },
        data: { username: DEALER.email, password: DEALER.password },
      });
      expect(signedIn.status()).toBe(200);
    }
    const answer = await page.goto(texts.pl.collection);
    expect(answer?.headers()['cache-control']).toBe('private, no-cache');
    const cards = await ebikes(page.request, 'pl', DEFAULT_PAGE_SIZE);
    await expectTiles(page, cards, 'pl');
    return { cards, netMarks: await page.locator('main [data-price-net]').count() };
  } finally {
    await context.close();
  }
}

for (const order of [
  ['dealer', 'shopper'],
  ['shopper', 'dealer'],
] as const) {
  test(`a ${order[0]} and then a ${order[1]} each get their own prices in the server’s HTML`, async ({
    browser,
    baseURL,
  }) => {
    for (const who of order) {
      const { cards, netMarks } = await collectionAs(browser, who, baseURL!);
      const kinds = new Set(cards.map((card) => card.price.kind));
      if (who === 'dealer') {
        expect([...kinds]).toEqual(['b2b']);
        expect(netMarks).toBe(cards.length);
      } else {
        expect([...kinds]).toEqual(['retail']);
        expect(netMarks).toBe(0);
      }
    }
  });
}
