import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@shop/contracts/format';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 15, season preorders by link, in both languages against embedded mode: staff open a season in the
// admin panel and send its link to the demo dealer; the dealer, signed in, opens the link from the e-mail
// (the dev mailbox), fills a quantity, reads the totals gross and then net, submits and lands on the
// confirmation; a second visit of the link shows the notice instead of the form; staff see the dealer's
// submission and the units on the season's page. The admin form and page and the preorder page pass axe.

const DEALER = { email: 'zamowienia@rowery-nowak.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

const texts = {
  pl: {
    currency: 'PLN',
    newSeason: 'Nowy sezon',
    caption: 'Sezony przedsprzedaży',
    name: 'Nazwa sezonu',
    state: 'Stan',
    open: 'Otwarty',
    opensOn: 'Zamówienia od',
    closesOn: 'Zamówienia do',
    productId: 'Produkt 1: ID',
    percentOff: /Produkt 1: rabat/,
    save: 'Zapisz',
    find: /Szukaj dealera/,
    search: 'Szukaj',
    send: 'Wyślij link (1)',
    dealers: 'Dealerzy, do których wysłano link',
    linkSent: 'Link wysłany',
    submittedStatus: 'Złożone',
    totals: 'Suma zamówionych sztuk według produktu',
    page: (token: string) => `/pl/preordery?t=${token}`,
    quantity: (name: string) => `Ilość: ${name}`,
    gross: 'Brutto',
    net: 'Netto',
    totalGross: 'Razem brutto',
    totalNet: 'Razem netto',
    perUnitGross: /brutto za sztukę/,
    perUnitNet: /netto za sztukę/,
    submit: 'Złóż zamówienie przedsprzedażowe',
    confirmation: /\/pl\/preordery\/potwierdzenie\?n=/,
    thanks: 'Dziękujemy za zamówienie przedsprzedażowe',
    already: /Zamówienie przedsprzedażowe .+ zostało już złożone/,
    contact: /skontaktuj się ze swoim opiekunem/,
  },
  en: {
    currency: 'EUR',
    newSeason: 'New season',
    caption: 'Preorder seasons',
    name: 'Season name',
    state: 'State',
    open: 'Open',
    opensOn: 'Orders from',
    closesOn: 'Orders until',
    productId: 'Product 1: ID',
    percentOff: /Product 1: off/,
    save: 'Save',
    find: /Find a dealer/,
    search: 'Search',
    send: 'Send the link (1)',
    dealers: 'Dealers the link was sent to',
    linkSent: 'Link sent',
    submittedStatus: 'Submitted',
    totals: 'Units ordered per product',
    page: (token: string) => `/en/preorders?t=${token}`,
    quantity: (name: string) => `Quantity: ${name}`,
    gross: 'Gross',
    net: 'Net',
    totalGross: 'Total gross',
    totalNet: 'Total net',
    perUnitGross: /gross per unit/,
    perUnitNet: /net per unit/,
    submit: 'Submit the preorder',
    confirmation: /\/en\/preorders\/confirmation\?n=/,
    thanks: 'Thank you for your preorder',
    already: /Preorder .+ has already been submitted/,
    contact: /get in touch with your contact/,
  },
} as const;
type Lang = keyof typeof texts;

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call(page: Page, lang: Lang, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: 'Bearer shop-storefront', 'X-Language': lang, 'X-Currency': texts[lang].currency },
    data,
  });
  return { status: response.status(), body: await response.json().catch(() => undefined) };
}

/** A product of the demo catalogue without variants that dealers can buy: the season's one product. */
async function aProduct(page: Page, lang: Lang): Promise<{ id: number; name: string }> {
  const list = await call(page, lang, 'GET', '/api/catalog/products?limit=200');
  const found = (list.body.items as { id: number; name: string; availability: string; hasVariants: boolean }[]).find(
    (card) => card.availability === 'available' && !card.hasVariants,
  );
  if (!found) throw new Error('no product without variants in the demo catalogue');
  return found;
}

/** The demo dealer in a browser of their own, signed in. */
async function dealerPage(browser: Browser, baseURL: string, lang: Lang) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const signedIn = await call(page, lang, 'POST', '/api/account/login', {
    username: DEALER.email,
    password: DEALER.password,
  });
  expect(signedIn.status, `signing in as ${DEALER.email}`).toBe(200);
  return { page, context };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff send a season's link; the dealer preorders from the e-mail; staff see it (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const seasonName = `E2E ${lang} ${Date.now()}`;
    const { page: dealer, context } = await dealerPage(browser, baseURL!, lang);
    const product = await aProduct(dealer, lang);

    // Staff open the season: one product at 10 % off the wholesale net price.
    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin/preorders`);
    await expect(panel(page).getByRole('table', { name: t.caption })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `the preorder seasons list (${lang})`);
    await panel(page).getByRole('link', { name: t.newSeason }).click();
    const form = panel(page).locator('form[data-form="preorder-season"]');
    await expect(form).toBeVisible();
    const names = form.getByRole('group', { name: t.name });
    await names.getByRole('textbox').nth(0).fill(`Sezon ${seasonName}`);
    await names.getByRole('textbox').nth(1).fill(`Season ${seasonName}`);
    await form.getByRole('combobox', { name: t.state }).selectOption({ label: t.open });
    await form.getByLabel(t.opensOn).fill(day(-1));
    await form.getByLabel(t.closesOn).fill(day(30));
    await form.getByRole('textbox', { name: t.productId, exact: true }).fill(String(product.id));
    await form.getByRole('textbox', { name: t.percentOff }).fill('10');
    await expectNoSeriousA11yViolations(page, `the new season form (${lang})`);
    await form.getByRole('button', { name: t.save }).click();
    const seasonTitle = lang === 'pl' ? `Sezon ${seasonName}` : `Season ${seasonName}`;
    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(seasonTitle, { timeout: 30_000 });

    // …and send its link to the demo dealer.
    await panel(page).getByRole('textbox', { name: t.find }).fill('rowery-nowak');
    await panel(page).getByRole('button', { name: t.search, exact: true }).click();
    await panel(page)
      .getByRole('checkbox', { name: new RegExp(DEALER.email) })
      .check();
    await panel(page).getByRole('button', { name: t.send }).click();
    const dealers = panel(page).getByRole('table', { name: t.dealers });
    await expect(dealers.getByRole('row').filter({ hasText: DEALER.email })).toContainText(t.linkSent);
    await expectNoSeriousA11yViolations(page, `the season's page (${lang})`);

    // The dealer opens the link from the e-mail (sent in the dealer's language), here in the journey's.
    const mail = await mailTo(dealer, DEALER.email, new RegExp(`${seasonName}[\\s\\S]*?preorder(?:y|s)\\?t=([\\w-]+)`));
    const token = mail.match[1]!;
    await dealer.goto(t.page(token));
    await expectScreen(dealer, 'mf-dealer', 'preorders');
    const screen = remoteFrame(dealer, 'mf-dealer', 'preorders');
    const offer = await call(dealer, lang, 'GET', `/api/preorders?t=${token}`);
    expect(offer.body.status).toBe('opened');
    const [line] = offer.body.lines as { name: string; unitNet: { amount: number }; unitGross: { amount: number } }[];
    expect(line!.name).toBe(product.name);

    // Three units, gross first, then net.
    await screen.getByRole('radio', { name: t.gross }).check();
    await screen.getByRole('textbox', { name: t.quantity(product.name) }).fill('3');
    await expect(screen.getByText(t.perUnitGross)).toBeVisible();
    const totals = screen.locator('[data-part="totals"]');
    const money = (minor: number) => formatMoney({ amount: minor, currency: t.currency }, lang);
    await expect(totals.locator('[data-total="gross"]')).toHaveText(money(line!.unitGross.amount * 3));
    await expect(totals.locator('[data-total="units"]')).toHaveText('3');
    await expectNoSeriousA11yViolations(dealer, `the preorder form (${lang})`);
    await screen.getByRole('radio', { name: t.net }).check();
    await expect(screen.getByText(t.perUnitNet)).toBeVisible();
    await expect(totals.getByText(t.totalGross)).toHaveCount(0);
    await expect(totals.locator('[data-total="net"]')).toHaveText(money(line!.unitNet.amount * 3));
    await screen.getByRole('button', { name: t.submit }).click();
    await expect(dealer).toHaveURL(t.confirmation, { timeout: 30_000 });
    await expectScreen(dealer, 'mf-dealer', 'preorderConfirmation');
    await expect(dealer.getByRole('heading', { level: 1 })).toHaveText(t.thanks);

    // A second visit of the link: the notice replaces the form.
    await dealer.goto(t.page(token));
    const again = remoteFrame(dealer, 'mf-dealer', 'preorders');
    await expect(again.getByText(t.already)).toBeVisible({ timeout: 30_000 });
    await expect(again.getByText(t.contact)).toBeVisible();
    await expect(again.getByRole('button', { name: t.submit })).toHaveCount(0);
    await expectNoSeriousA11yViolations(dealer, `the submitted preorder's notice (${lang})`);
    await context.close();

    // Staff see the submission and the units.
    await page.reload();
    await expect(
      panel(page).getByRole('table', { name: t.dealers }).getByRole('row').filter({ hasText: DEALER.email }),
    ).toContainText(t.submittedStatus, { timeout: 30_000 });
    const units = panel(page).getByRole('table', { name: t.totals }).getByRole('row').filter({ hasText: product.name });
    await expect(units).toContainText('3');
  });
}
