import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { panel, signInAs } from './support/back-office';
import { DEMO_DEALER } from './support/dealer-documents';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 25, in Polish and English against embedded mode: the demo dealer registers a sold bike (a frame the
// factory completed, from the warehouse's demo data) on its "registered bikes" page; the buyer's insurance
// certificate arrives in the dev mailbox with the PDF attached; the dealer's list shows the bike as active; the
// storefront's insurance check finds the bike insured. Staff (sales) list the policies and register a sold bike
// in the back office. The dealer page, the check and the back office's list, form and policy pass axe.

const storefront = { Authorization: 'Bearer shop-storefront' };

/** yyyy-MM-dd of `days` ago in Warsaw (the insurance calendar). */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() - days * 86_400_000));

const texts = {
  pl: {
    page: '/pl/konto/rejestracja-rowerow',
    title: 'Rejestracja sprzedanych rowerów',
    menu: 'Menu konta',
    menuEntry: 'Rejestracja rowerów',
    form: 'Zarejestruj sprzedany rower',
    frame: /Numer ramy/,
    date: /Data zakupu/,
    name: /Imię i nazwisko kupującego/,
    email: /E-mail kupującego/,
    language: /Język certyfikatu/,
    document: /Numer paragonu lub faktury/,
    submit: 'Zarejestruj rower',
    registered: /Zarejestrowano: polisa (ZEF\/\d{4}\/\d{6})/,
    active: 'Aktywne',
    taken: 'Ten rower jest już zarejestrowany u ubezpieczyciela',
    subject: /Twój rower jest ubezpieczony: polisa (ZEF\/\d{4}\/\d{6})/,
    file: 'certyfikat-ubezpieczenia',
    checkPage: '/pl/ubezpieczenie',
    checkFrame: /Numer ramy/,
    checkDate: /Data zakupu/,
    check: 'Sprawdź ubezpieczenie',
    insured: 'Twój rower jest ubezpieczony',
  },
  en: {
    page: '/en/account/registered-bikes',
    title: 'Registered bikes',
    menu: 'Account menu',
    menuEntry: 'Registered bikes',
    form: 'Register a sold bike',
    frame: /Frame number/,
    date: /Purchase date/,
    name: /Buyer's full name/,
    email: /Buyer's e-mail/,
    language: /Language of the certificate/,
    document: /Receipt or invoice number/,
    submit: 'Register the bike',
    registered: /Registered: policy (ZEF\/\d{4}\/\d{6})/,
    active: 'Active',
    taken: 'This bike is already registered with the insurer',
    subject: /Your bike is insured: policy (ZEF\/\d{4}\/\d{6})/,
    file: 'insurance-certificate',
    checkPage: '/en/ebike-insurance',
    checkFrame: /Frame number/,
    checkDate: /Purchase date/,
    check: 'Check insurance',
    insured: 'Your bike is insured',
  },
};

for (const [lang, frameNumber] of [
  ['pl', 'ZF2026D00001'],
  ['en', 'ZF2026D00002'],
] as const) {
  const t = texts[lang];

  test(`a dealer registers a sold bike, the buyer gets the certificate and the check says insured (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const buyerEmail = `kupujacy-${lang}-${Date.now()}@example.pl`;
    const purchaseDate = daysAgo(20);
    const signedIn = await page.request.post('/api/account/login', {
      headers: { ...storefront, 'X-Language': lang },
      data: { username: DEMO_DEALER.email, password: DEMO_DEALER.password },
    });
    expect(signedIn.ok(), `signing in as the dealer: ${signedIn.status()}`).toBe(true);

    await page.goto(t.page);
    await expectScreen(page, 'mf-dealer', 'registeredBikes');
    const dealerPage = remoteFrame(page, 'mf-dealer', 'registeredBikes');
    await expect(dealerPage.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Under the account, beside the account menu with this page current.
    const menu = page.getByRole('navigation', { name: t.menu });
    await expect(menu.getByRole('link', { name: t.menuEntry })).toHaveAttribute('aria-current', 'page');
    const form = dealerPage.getByRole('form', { name: t.form });
    await form.getByLabel(t.frame).fill(frameNumber.toLowerCase());
    await form.getByLabel(t.date).fill(purchaseDate);
    await form.getByLabel(t.name).fill('Anna Nowak');
    await form.getByLabel(t.email).fill(buyerEmail);
    await form.getByLabel(t.language).selectOption(lang);
    await form.getByLabel(t.document).fill(`PAR/${lang.toUpperCase()}/7`);
    await expectNoSeriousA11yViolations(page, `the dealer's registration form (${lang})`);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(t.registered)).toBeVisible({ timeout: 20_000 });
    const policyNumber = t.registered.exec((await form.getByText(t.registered).textContent()) ?? '')![1]!;

    // The dealer's list: the bike, active.
    const row = dealerPage.getByRole('row').filter({ hasText: frameNumber });
    await expect(row).toContainText(policyNumber);
    await expect(row).toContainText(t.active);
    await expectNoSeriousA11yViolations(page, `the dealer's registered bikes (${lang})`);

    // The same frame again: refused at the frame number.
    await form.getByLabel(t.frame).fill(frameNumber);
    await form.getByLabel(t.date).fill(purchaseDate);
    await form.getByLabel(t.name).fill('Jan Kowalski');
    await form.getByLabel(t.email).fill('jan.kowalski@example.pl');
    await form.getByLabel(t.document).fill('PAR/2');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByLabel(t.frame)).toHaveAccessibleDescription(new RegExp(t.taken), { timeout: 20_000 });

    // The buyer's certificate, over SMTP into the dev mailbox, with the PDF attached.
    const mail = await mailTo(page, buyerEmail, t.subject);
    expect(mail.match[1]).toBe(policyNumber);
    expect(mail.text).toContain(frameNumber);
    expect(mail.text).toContain(`${t.file}-${frameNumber.toLowerCase()}.pdf`);

    // The storefront's check: insured.
    await page.goto(t.checkPage);
    await expectScreen(page, 'mf-catalog', 'insurance');
    const check = remoteFrame(page, 'mf-catalog', 'insurance');
    await check.getByLabel(t.checkFrame).fill(frameNumber);
    await check.getByLabel(t.checkDate).fill(purchaseDate);
    await check.getByRole('button', { name: t.check }).click();
    await expect(check.getByRole('status')).toContainText(t.insured, { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `the insurance check (${lang})`);
  });
}

const staffTexts = {
  pl: {
    section: 'Ubezpieczone rowery',
    add: 'Zarejestruj sprzedany rower',
    frame: /Numer ramy/,
    date: /Data zakupu/,
    name: /Imię i nazwisko kupującego/,
    email: /E-mail kupującego/,
    document: /Numer paragonu lub faktury/,
    submit: 'Zarejestruj u ubezpieczyciela',
    policy: /^Polisa ZEF\/\d{4}\/\d{6}$/,
    staff: 'Pracownik sklepu (Agnieszka Lewandowska)',
  },
  en: {
    section: 'Insured bikes',
    add: 'Register a sold bike',
    frame: /Frame number/,
    date: /Purchase date/,
    name: /Buyer's full name/,
    email: /Buyer's e-mail/,
    document: /Receipt or invoice number/,
    submit: 'Register with the insurer',
    policy: /^Policy ZEF\/\d{4}\/\d{6}$/,
    staff: 'Staff (Agnieszka Lewandowska)',
  },
};

for (const [lang, frameNumber] of [
  ['pl', 'ZF2026D00003'],
  ['en', 'ZF2026D00004'],
] as const) {
  const t = staffTexts[lang];

  test(`sales staff list the policies and register a sold bike in the back office (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page.request, 'sprzedaz@zefir.example');
    await page.goto(`/${lang}/admin/insurance`);
    await expect(panel(page).getByRole('heading', { level: 1, name: t.section })).toBeVisible();
    await expect(panel(page).getByRole('table', { name: t.section })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the insured bikes list (${lang})`);

    await panel(page).getByRole('link', { name: t.add }).click();
    await panel(page).getByLabel(t.frame).fill(frameNumber);
    await panel(page).getByLabel(t.date).fill(daysAgo(3));
    await panel(page).getByLabel(t.name).fill('Piotr Zieliński');
    await panel(page).getByLabel(t.email).fill(`piotr-${lang}-${Date.now()}@example.pl`);
    await panel(page).getByLabel(t.document).fill('FV/2026/11/0099');
    await expectNoSeriousA11yViolations(page, `registering a sold bike in the back office (${lang})`);
    await panel(page).getByRole('button', { name: t.submit }).click();
    await expect(panel(page).getByRole('heading', { level: 1, name: t.policy })).toBeVisible({ timeout: 20_000 });
    await expect(panel(page)).toContainText(frameNumber);
    await expect(panel(page)).toContainText(t.staff);
    await expectNoSeriousA11yViolations(page, `a policy in the back office (${lang})`);
  });
}
