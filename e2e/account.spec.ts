import { expect, type Page, test } from '@playwright/test';
import { decodeMail } from './support/mail';
import { expectScreen } from './support/storefront';

// Issue 5's journey, in both languages, against the real accounts and notifications services of embedded
// mode: register → sign out → sign in (coming back to the page that asked for it) → edit the profile with
// invalid, then valid data → add two addresses and switch the default → change the password → sign in by
// an e-mailed link (read from the development mail list).

const texts = {
  pl: {
    login: '/pl/logowanie',
    account: '/pl/konto',
    addresses: '/pl/konto/adresy',
    changePassword: '/pl/zmiana-hasla',
    authorize: '/pl/autoryzuj',
    createAccount: 'Załóż konto',
    signIn: 'Zaloguj się',
    signOut: 'Wyloguj się',
    accountMenu: 'Menu konta',
    authRequired: 'Wymagane zalogowanie',
    required: 'To pole jest wymagane',
    company: 'Firma',
    taxId: 'NIP musi składać się z 10 cyfr',
    zipCode: 'Wpisz kod pocztowy w formacie 00-000',
    saveDetails: 'Zapisz dane',
    saved: 'Zapisaliśmy Twoje dane.',
    addAddress: 'Dodaj adres',
    saveAddress: 'Zapisz adres',
    created: 'Zapisaliśmy nowy adres.',
    isDefault: 'Domyślny',
    makeDefault: (alias: string) => `Ustaw adres „${alias}” jako domyślny`,
    defaultChanged: (alias: string) => `„${alias}” jest teraz Twoim domyślnym adresem.`,
    changeSubmit: 'Zmień hasło',
    changed: 'Hasło zostało zmienione.',
    wrongPassword: 'Nieprawidłowa nazwa użytkownika i/lub hasło.',
    sendLink: 'Wyślij link',
    linkSent: 'wysłaliśmy na niego link do logowania',
    linkSuccess: 'Zalogowano. Za chwilę przejdziesz do swojego konta.',
    invalidLink: 'Nieprawidłowy link',
  },
  en: {
    login: '/en/login',
    account: '/en/account',
    addresses: '/en/account/addresses',
    changePassword: '/en/change-password',
    authorize: '/en/authorize',
    createAccount: 'Create account',
    signIn: 'Sign in',
    signOut: 'Sign out',
    accountMenu: 'Account menu',
    authRequired: 'Authentication required',
    required: 'This field is required',
    company: 'A company',
    taxId: 'The tax ID must have 10 digits',
    zipCode: 'Enter the postal code as 00-000',
    saveDetails: 'Save details',
    saved: 'Your details have been saved.',
    addAddress: 'Add address',
    saveAddress: 'Save address',
    created: 'Your new address has been saved.',
    isDefault: 'Default',
    makeDefault: (alias: string) => `Make “${alias}” your default address`,
    defaultChanged: (alias: string) => `“${alias}” is now your default address.`,
    changeSubmit: 'Change password',
    changed: 'Your password has been changed.',
    wrongPassword: 'Invalid username and/or password.',
    sendLink: 'Send the link',
    linkSent: 'we have sent a sign-in link to it',
    linkSuccess: 'You are signed in. Taking you to your account…',
    invalidLink: 'Invalid link',
  },
};

const input = (page: Page, form: string, name: string) => page.locator(`[data-form="${form}"] [name="${name}"]`);
/** The message under a field (TextField gives it the id `<input id>-error`). */
const errorUnder = (page: Page, form: string, name: string) =>
  page
    .locator(`[data-form="${form}"] [name="${name}"]`)
    .evaluate((el) => document.getElementById(`${el.id}-error`)?.textContent ?? '');

/** The link of the newest sign-in e-mail sent to `email`, from the development mail list. */
async function signInLinkFor(page: Page, email: string): Promise<string> {
  const headers = { Authorization: 'Bearer shop-storefront' };
  let link: string | undefined;
  await expect(async () => {
    const list = (await (await page.request.get('/api/dev/mail', { headers })).json()) as { items: { id: string }[] };
    for (const { id } of list.items.slice(0, 20)) {
      const raw = await (await page.request.get(`/api/dev/mail/${id}`, { headers })).text();
      const text = decodeMail(raw);
      if (!text.includes(email)) continue;
      const match = /\/(?:pl\/autoryzuj|en\/authorize)\?token=([\w-]+)/.exec(text);
      if (match) {
        link = match[0];
        return;
      }
    }
    throw new Error(`no sign-in e-mail for ${email} yet`);
  }).toPass({ timeout: 15_000 });
  return link!;
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: register, sign out and in, profile, addresses, password, sign-in link`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `klient.${lang}.${Date.now()}@example.com`;
    const firstPassword = 'pierwsze-haslo';
    const secondPassword = 'drugie-haslo-2';
    const signedIn = page.locator('[data-account="signed-in"]');
    const guest = page.locator('[data-account="guest"]');

    // Register.
    await page.goto(t.login);
    await expectScreen(page, 'mf-account', 'login');
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect.poll(() => errorUnder(page, 'register', 'email')).toBe(t.required);
    await input(page, 'register', 'firstName').fill('Anna');
    await input(page, 'register', 'lastName').fill('Nowak');
    await input(page, 'register', 'email').fill(email);
    await input(page, 'register', 'password').fill(firstPassword);
    await input(page, 'register', 'repeatPassword').fill(firstPassword);
    await input(page, 'register', 'terms').check();
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page).toHaveURL(t.account);
    await expect(signedIn).toBeVisible();

    // Sign out.
    await page.getByRole('navigation', { name: t.accountMenu }).getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(`/${lang}/`);
    await expect(guest).toBeVisible();

    // A guest on an account page is asked to sign in and comes back there afterwards.
    await page.goto(t.addresses);
    await expect(page.getByRole('heading', { name: t.authRequired })).toBeVisible();
    await page.locator('#main').getByRole('link', { name: t.signIn }).click();
    await expect(page).toHaveURL(`${t.login}?return=${encodeURIComponent(t.addresses)}`);
    await input(page, 'login', 'username').fill(email);
    await input(page, 'login', 'password').fill('not-the-password');
    await page.locator('[data-form="login"]').getByRole('button', { name: t.signIn }).click();
    await expect(page.locator('[data-form="login"] [role="alert"]')).toContainText(t.wrongPassword);
    await input(page, 'login', 'password').fill(firstPassword);
    await page.locator('[data-form="login"]').getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(t.addresses);
    await expect(signedIn).toBeVisible();

    // The profile: invalid data shows the SPEC §5 texts, valid data is saved.
    await page.goto(t.account);
    await expect(input(page, 'profile', 'firstName')).toHaveValue('Anna');
    await page.getByRole('radio', { name: t.company }).check();
    await input(page, 'profile', 'taxId').fill('12345');
    await input(page, 'profile', 'zipCode').fill('00950');
    await page.getByRole('button', { name: t.saveDetails }).click();
    await expect.poll(() => errorUnder(page, 'profile', 'taxId')).toBe(t.taxId);
    expect(await errorUnder(page, 'profile', 'zipCode')).toBe(t.zipCode);
    expect(await errorUnder(page, 'profile', 'companyName')).toBe(t.required);
    await expect(input(page, 'profile', 'companyName')).toBeFocused();
    await input(page, 'profile', 'companyName').fill('Rowery Nowak');
    await input(page, 'profile', 'taxId').fill('526-025-02-74');
    await input(page, 'profile', 'zipCode').fill('00-950');
    await input(page, 'profile', 'city').fill('Warszawa');
    await input(page, 'profile', 'region').selectOption('pl_mz');
    await page.getByRole('button', { name: t.saveDetails }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(input(page, 'profile', 'companyName')).toHaveValue('Rowery Nowak');
    await expect(input(page, 'profile', 'taxId')).toHaveValue('5260250274');

    // Two addresses; the first is the default until the second takes its place.
    for (const [alias, street] of [
      ['Dom', 'Leśna 3'],
      ['Praca', 'Długa 5'],
    ]) {
      await page.goto(t.addresses);
      await page.locator('#main').getByRole('link', { name: t.addAddress }).first().click();
      await input(page, 'address', 'alias').fill(alias!);
      await input(page, 'address', 'firstName').fill('Anna');
      await input(page, 'address', 'lastName').fill('Nowak');
      await input(page, 'address', 'street').fill(street!);
      await input(page, 'address', 'zipCode').fill('05-500');
      await input(page, 'address', 'city').fill('Piaseczno');
      await page.getByRole('button', { name: t.saveAddress }).click();
      await expect(page).toHaveURL(t.addresses);
      await expect(page.getByText(t.created)).toBeVisible();
    }
    const card = (alias: string) => page.locator(`[data-address="${alias}"]`);
    await expect(card('Dom').getByText(t.isDefault, { exact: true })).toBeVisible();
    await expect(card('Praca').getByText(t.isDefault, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: t.makeDefault('Praca') }).click();
    await expect(page.getByText(t.defaultChanged('Praca'))).toBeVisible();
    await expect(card('Praca').getByText(t.isDefault, { exact: true })).toBeVisible();
    await expect(card('Dom').getByText(t.isDefault, { exact: true })).toHaveCount(0);

    // Change the password.
    await page.goto(t.changePassword);
    await input(page, 'change-password', 'currentPassword').fill(firstPassword);
    await input(page, 'change-password', 'newPassword').fill(secondPassword);
    await input(page, 'change-password', 'repeatPassword').fill(secondPassword);
    await page.getByRole('button', { name: t.changeSubmit }).click();
    await expect(page.getByText(t.changed)).toBeVisible();

    // Sign out, then in by an e-mailed link; the link works once.
    await page.getByRole('navigation', { name: t.accountMenu }).getByRole('button', { name: t.signOut }).click();
    await expect(guest).toBeVisible();
    await page.goto(t.authorize);
    await input(page, 'login-link', 'email').fill(email);
    await page.getByRole('button', { name: t.sendLink }).click();
    await expect(page.getByText(t.linkSent, { exact: false })).toBeVisible();
    const link = await signInLinkFor(page, email);
    expect(link.startsWith(t.authorize)).toBe(true);
    await page.goto(link);
    await expect(page.getByText(t.linkSuccess)).toBeVisible();
    await expect(page).toHaveURL(t.account, { timeout: 10_000 });
    await expect(signedIn).toBeVisible();
    await page.goto(link);
    await expect(page.locator('[data-sign-in="failed"]')).toHaveText(t.invalidLink);
  });
}
