import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  decideOnSandbox,
  expectPaid,
  goToCheckout,
  type Lang,
  placeOrder,
  uniqueEmail,
  words,
} from './support/checkout-journey';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 24's download journey, in both languages: a signed-in customer buys the service manual (product 1906,
// type download). Checkout asks for no delivery method and no delivery address; Tpay's sandbox pays; the
// order's page, the order in the account and the e-mail each give the signed link, which delivers the PDF.
// After its five downloads the link sends the browser to the order in the account, which explains and gives
// a fresh link. Axe on the checkout, the order's downloads and the account's order.

const MANUAL = 1906;

const texts = {
  pl: {
    currency: 'PLN',
    noDelivery: /niczego nie wysyłamy/,
    courier: 'Kurier',
    otherAddress: /Dostawa na inny adres/,
    downloads: 'Twoje pliki do pobrania',
    immediateDelivery: /Żądam dostarczenia plików do pobrania/,
    download: /^Pobierz: Instrukcja serwisowa/,
    usedUp: 'Otwarty link do pobrania został już wykorzystany tyle razy, ile pozwala.',
    renew: /^Nowy link: Instrukcja serwisowa/,
    renewed: 'Oto nowy link: działa przez 7 dni i pozwala na 5 pobrań.',
    left: 'pozostało pobrań: 5',
    mail: /Pobierz: Instrukcja serwisowa \(PDF\): (\S+)/,
    account: (id: string) => `/pl/konto/zamowienia/${id}`,
  },
  en: {
    currency: 'EUR',
    noDelivery: /nothing is shipped/,
    courier: 'Courier',
    otherAddress: /different address/,
    downloads: 'Your downloads',
    immediateDelivery: /I ask for the downloads to be supplied/,
    download: /^Download Service manual/,
    usedUp: 'The download link you opened has been used as many times as it allows.',
    renew: /^Get a fresh link for Service manual/,
    renewed: 'Here is a fresh link: it works for 7 days and 5 downloads.',
    left: 'downloads left: 5',
    mail: /Download: Service manual \(PDF\): (\S+)/,
    account: (id: string) => `/en/account/orders/${id}`,
  },
};

/** A new retail customer, signed in in this browser (registration keeps the session). */
async function signUp(page: Page, lang: Lang): Promise<string> {
  const email = uniqueEmail(`pobieranie.${lang}`);
  const response = await page.request.post('/api/account/register', {
    headers: { Authorization: 'Bearer shop-storefront', 'X-Language': lang, 'X-Currency': texts[lang].currency },
    data: {
      firstName: 'Ewa',
      lastName: 'Lis',
      email,
      password: 'rower-pliki-1',
      repeatPassword: 'rower-pliki-1',
      terms: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** The manual's page, and into the cart; answers its name as the page shows it. */
async function addTheManual(page: Page, lang: Lang): Promise<string> {
  const w = words[lang];
  await page.goto(lang === 'pl' ? `/pl/produkt/${MANUAL}/instrukcja` : `/en/product/${MANUAL}/manual`);
  await expectScreen(page, 'mf-catalog', 'product');
  const product = remoteFrame(page, 'mf-catalog', 'product');
  await product.getByRole('button', { name: w.addToCart }).click();
  await expect(product.getByText(w.added)).toBeVisible();
  return (await product.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

/** Clicks a download link and answers the file's name and first bytes. */
async function downloadBy(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { name: download.suggestedFilename(), head: (await readFile(path)).subarray(0, 5).toString('latin1') };
}

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}: the service manual is bought without delivery, paid by Tpay and downloaded`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const w = words[lang];
    const email = await signUp(page, lang);
    const product = await addTheManual(page, lang);

    // Checkout: nothing to ship, so no delivery method and no delivery address.
    await goToCheckout(page, lang, product, false);
    const form = remoteFrame(page, 'mf-checkout', 'checkout');
    await expect(form.getByText(t.noDelivery)).toBeVisible();
    await expect(form.getByRole('radio', { name: t.courier })).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: t.otherAddress })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${lang} checkout without delivery`);
    // A download is sold with the consent to its immediate delivery (docs/decisions/withdrawal-rights.md).
    await form.getByRole('checkbox', { name: t.immediateDelivery }).check();
    await placeOrder(page, lang, { email, firstName: 'Ewa', lastName: 'Lis' }, 'tpay');

    await decideOnSandbox(page, 'Zapłać');
    await expect(page).toHaveURL(w.successPath);
    await remoteFrame(page, 'mf-checkout', 'paymentSuccess').getByRole('link', { name: w.toOrder }).click();
    await expectPaid(page, lang);
    const orderId = /([0-9a-f]{8}-[0-9a-f-]{27})/.exec(page.url())?.[1] ?? '';
    expect(orderId).not.toBe('');

    // The order's page: the download, as a PDF.
    const section = page.locator('[data-downloads]');
    await expect(section.getByRole('heading', { name: t.downloads })).toBeVisible();
    const first = await downloadBy(page, section.getByRole('link', { name: t.download }));
    expect(first.name).toMatch(/\.pdf$/);
    expect(first.head).toBe('%PDF-');
    await expectNoSeriousA11yViolations(page, `${lang} order downloads`, '[data-downloads]');

    // The order in the account: the same link.
    await page.goto(t.account(orderId));
    await expectScreen(page, 'mf-account', 'orderDetails');
    const inAccount = page.locator('[data-downloads]');
    expect((await downloadBy(page, inAccount.getByRole('link', { name: t.download }))).head).toBe('%PDF-');

    // The e-mail of the paid order carries it too.
    const { match } = await mailTo(page, email, t.mail);
    // The e-mail's address is the shop's public one: the path is what this test's shop answers.
    const mailed = new URL(match[1]!);
    const link = `${mailed.pathname}${mailed.search}`;
    expect(mailed.pathname).toMatch(/^\/api\/orders\/downloads\/[0-9a-f-]{36}$/);
    const byMail = await page.request.get(link, { headers: { Accept: 'application/pdf' } });
    expect(byMail.status()).toBe(200);
    expect(byMail.headers()['content-type']).toBe('application/pdf');
    expect((await byMail.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Two more downloads use its five; then the link explains, on the order in the account, and a fresh one comes.
    for (let i = 0; i < 2; i++) expect((await page.request.get(link)).status()).toBe(200);
    expect((await page.request.get(link, { headers: { Accept: 'application/json' } })).status()).toBe(422);
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`${t.account(orderId)}\\?download=used_up$`));
    await expectScreen(page, 'mf-account', 'orderDetails');
    const explained = page.locator('[data-downloads]');
    await expect(explained.getByText(t.usedUp)).toBeVisible();
    await expect(explained.getByRole('link', { name: t.download })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${lang} used-up download`, '[data-downloads]');
    await explained.getByRole('button', { name: t.renew }).click();
    await expect(explained.getByText(t.renewed)).toBeVisible();
    await expect(explained.getByText(t.left, { exact: false })).toBeVisible();
    expect((await downloadBy(page, explained.getByRole('link', { name: t.download }))).head).toBe('%PDF-');
  });
}
