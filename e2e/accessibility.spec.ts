import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/back-office';
import { addAnEbikeToCart, goToCheckout } from './support/checkout-journey';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 27: the accessibility statement stays true. The standing test fails when axe-core (WCAG 2.1 A and AA
// rules) finds any violation, of any impact, on the storefront's main pages in Polish and English; the
// journey opens the statement from the footer with the keyboard, and a dangerous product reported through
// the contact form reaches the service manager's mailbox and the admin's safety reports, where staff close it.

const words = {
  pl: {
    home: '/pl/',
    collection: '/pl/kategoria/59/rowery-elektryczne',
    cart: '/pl/koszyk',
    login: '/pl/logowanie',
    terms: '/pl/informacje/regulamin',
    statement: '/pl/informacje/deklaracja-dostepnosci',
    statementLink: 'Deklaracja dostępności',
    reviewed: /Data ostatniego przeglądu: /,
    report: 'Zgłoś problem z dostępnością',
    topic: 'Temat',
    name: 'Imię i nazwisko',
    email: 'Adres e-mail',
    message: 'Wiadomość',
    consent: /Wyrażam zgodę/,
    send: 'Wyślij wiadomość',
    sent: 'Twoja wiadomość została wysłana',
    section: 'Zgłoszenia bezpieczeństwa',
    note: 'Notatka zamknięcia',
    close: 'Zamknij zgłoszenie',
    closed: 'Zamknięte',
  },
  en: {
    home: '/en/',
    collection: '/en/collection/59/electric-bikes',
    cart: '/en/cart',
    login: '/en/login',
    terms: '/en/info/terms-of-service',
    statement: '/en/info/accessibility-statement',
    statementLink: 'Accessibility statement',
    reviewed: /Last reviewed: /,
    report: 'Report an accessibility problem',
    topic: 'Topic',
    name: 'Full name',
    email: 'E-mail address',
    message: 'Message',
    consent: /I agree/,
    send: 'Send message',
    sent: 'Your message has been sent',
    section: 'Safety reports',
    note: 'Closing note',
    close: 'Close the report',
    closed: 'Closed',
  },
} as const;

type Lang = keyof typeof words;

/** Fails on any axe violation (WCAG 2.1 A and AA), whatever its impact, naming the page and each rule. */
async function expectNoA11yViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}

/** Opens `path` and waits for `remote` to draw `screen` before axe looks at it. */
async function open(page: Page, path: string, remote: string, screen: string) {
  await page.goto(path);
  // A remote's first visit of the run fetches its chunks: on a busy machine that is slower than a click.
  await expect(remoteFrame(page, remote, screen)).toBeAttached({ timeout: 30_000 });
  await expectScreen(page, remote, screen);
  await expect(remoteFrame(page, remote, screen).getByRole('heading', { level: 1 })).toBeVisible();
}

for (const lang of ['pl', 'en'] as const) {
  const w = words[lang];

  test(`${lang}: the storefront's main pages have no accessibility violation`, async ({ page }) => {
    test.setTimeout(240_000);
    await open(page, w.home, 'mf-catalog', 'home');
    await expectNoA11yViolations(page, `the home page (${lang})`);
    await open(page, w.collection, 'mf-catalog', 'collection');
    await expectNoA11yViolations(page, `a collection (${lang})`);
    await open(page, w.login, 'mf-account', 'login');
    await expectNoA11yViolations(page, `the sign-in page (${lang})`);
    await open(page, w.terms, 'mf-catalog', 'terms');
    await expectNoA11yViolations(page, `a content page (${lang})`);
    await open(page, w.statement, 'mf-catalog', 'accessibilityStatement');
    await expect(remoteFrame(page, 'mf-catalog', 'accessibilityStatement').getByText(w.reviewed)).toBeVisible();
    await expectNoA11yViolations(page, `the accessibility statement (${lang})`);

    // A product page, then the cart and the checkout with it (waits are long: a busy machine builds pages slowly).
    await open(page, w.collection, 'mf-catalog', 'collection');
    const links = remoteFrame(page, 'mf-catalog', 'collection').locator(
      'article a[href*="/produkt/"], article a[href*="/product/"]',
    );
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const href = await links.first().evaluate((a) => (a as HTMLAnchorElement).pathname);
    await open(page, href, 'mf-catalog', 'product');
    await expectNoA11yViolations(page, `a product page (${lang})`);
    const product = await addAnEbikeToCart(page, lang as Lang);
    await open(page, w.cart, 'mf-checkout', 'cart');
    await expectNoA11yViolations(page, `the cart (${lang})`);
    await goToCheckout(page, lang, product, true);
    await expectNoA11yViolations(page, `the checkout (${lang})`);
  });

  test(`${lang}: the statement opens from the footer, and a danger report reaches the service manager and staff close it`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await open(page, w.home, 'mf-catalog', 'home');
    // With the keyboard alone: the footer's link takes the focus and Enter follows it.
    const link = page.locator('footer').getByRole('link', { name: w.statementLink, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${w.statement}$`));
    await expectScreen(page, 'mf-catalog', 'accessibilityStatement');
    const statement = remoteFrame(page, 'mf-catalog', 'accessibilityStatement');
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText(w.statementLink);
    await expect(statement.getByText(/WCAG 2\.1/).first()).toBeVisible();
    await expect(statement.getByText(/PFRON/).first()).toBeVisible();
    await expect(statement.getByText(w.reviewed)).toBeVisible();
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(w.statement);

    // Reporting a problem opens the contact form on the accessibility topic.
    await statement.getByRole('link', { name: w.report }).click();
    await expectScreen(page, 'mf-catalog', 'contact');
    const contact = remoteFrame(page, 'mf-catalog', 'contact');
    await expect(contact.getByLabel(new RegExp(`^${w.topic}`))).toHaveValue('accessibility');

    // A dangerous product, reported on the danger topic.
    const sender = `zglaszajacy.${lang}.${Date.now()}@example.com`;
    await contact.getByLabel(new RegExp(`^${w.topic}`)).selectOption('danger');
    await contact.getByLabel(new RegExp(`^${w.name}`)).fill('Ewa Zgłaszająca');
    await contact.getByLabel(new RegExp(`^${w.email}`)).fill(sender);
    await contact
      .getByLabel(new RegExp(`^${w.message}`))
      .fill('Ładowarka mojego roweru iskrzy przy podłączaniu do gniazdka. Proszę o pilny kontakt.');
    await contact.getByLabel(w.consent).check();
    await contact.getByRole('button', { name: w.send }).click();
    await expect(contact.getByText(w.sent)).toBeVisible({ timeout: 30_000 });

    // The service manager's mailbox (the settings' address) gets it at once, with the report's number. The mail
    // is found by this report's sender: the other language's run reported to the same mailbox.
    const mail = await mailTo(page, sender, /zgłoszenie bezpieczeństwa (ZB\/\d{4}\/\d{4})/i);
    expect(mail.text).toContain('To: kierownik.serwisu@zefir.example');
    const number = mail.match[1]!;

    // Staff of the service desk find it among the open reports and close it with a note.
    await signInAs(page.request, 'kierownik.serwisu@zefir.example');
    await page.goto(`/${lang}/admin/safety-reports?filters[state]=open`);
    const panel = page.locator('[data-remote="mf-admin"]').first();
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(w.section, { timeout: 30_000 });
    await panel.getByRole('link', { name: number }).click({ timeout: 30_000 });
    await expect(panel.getByRole('heading', { level: 1 })).toContainText(number, { timeout: 30_000 });
    await panel.getByLabel(new RegExp(`^${w.note}`)).fill('Klient dostał nową ładowarkę; stara do badania u dostawcy.');
    await panel.getByRole('button', { name: w.close }).click();
    await expect(panel.locator('[data-closing-note]')).toHaveText(/nową ładowarkę/, { timeout: 30_000 });
    await expect(panel.getByText(w.closed, { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page, `a closed safety report (${lang})`);
  });
}
