import { expect, type Page, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mailTo } from './support/mail';

// Issue 12, the back office's staff journey in both languages: the demo super admin invites a sales employee,
// who activates the account from the admin welcome e-mail, signs in, sees only the sales menu of the
// permission matrix (docs/permissions.md) and gets the friendly "No access" screen on the admins section.
// Each admin screen the journey passes is checked with axe.

const texts = {
  pl: {
    login: '/pl/logowanie',
    signIn: 'Zaloguj się',
    menu: 'Menu panelu',
    admins: 'Administratorzy',
    add: 'Dodaj pracownika',
    invite: 'Wyślij zaproszenie',
    required: 'To pole jest wymagane',
    adminType: 'Typ konta',
    salesEmployee: 'Pracownik sprzedaży',
    pending: 'Oczekuje na aktywację',
    invited: (email: string) => `Zaproszenie wysłano na adres ${email}.`,
    history: 'Historia zmian',
    signOut: 'Wyloguj',
    savePassword: 'Zapisz hasło',
    salesMenu: [
      'Pulpit',
      'Zamówienia',
      'Zwroty',
      'Odstąpienia od umowy',
      'Transakcje',
      'Zwroty środków',
      'Faktury',
      'Karty podarunkowe',
      'Klienci',
      'Przedsprzedaż',
      'Sklepy',
      'Ubezpieczone rowery',
      'Zgłoszenia bezpieczeństwa',
    ],
    noAccess: 'Brak dostępu',
    toDashboard: 'Przejdź do pulpitu',
  },
  en: {
    login: '/en/login',
    signIn: 'Sign in',
    menu: 'Admin menu',
    admins: 'Admins',
    add: 'Add staff member',
    invite: 'Send invitation',
    required: 'This field is required',
    adminType: 'Account type',
    salesEmployee: 'Sales employee',
    pending: 'Awaiting activation',
    invited: (email: string) => `The invitation was sent to ${email}.`,
    history: 'History of changes',
    signOut: 'Sign out',
    savePassword: 'Save password',
    salesMenu: [
      'Dashboard',
      'Orders',
      'Returns',
      'Withdrawals',
      'Transactions',
      'Refunds',
      'Invoices',
      'Gift cards',
      'Customers',
      'Preorders',
      'Shops',
      'Insured bikes',
      'Safety reports',
    ],
    noAccess: 'No access',
    toDashboard: 'Go to the dashboard',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const field = (page: Page, form: string, name: string) => page.locator(`[data-form="${form}"] [name="${name}"]`);

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  const menu = (page: Page) => page.getByRole('navigation', { name: t.menu });

  /** From the admin panel's address through the sign-in screen and back to the panel. */
  async function signInToPanel(page: Page, email: string, password: string) {
    await page.goto(`/${lang}/admin`);
    await expect(page).toHaveURL(`${t.login}?return=${encodeURIComponent(`/${lang}/admin`)}`);
    await field(page, 'login', 'username').fill(email);
    await field(page, 'login', 'password').fill(password);
    await page.locator('[data-form="login"]').getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(`/${lang}/admin`);
    await expect(menu(page)).toBeVisible();
  }

  test(`a super admin invites a sales employee, who sees only the sales menu (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `sprzedawca.${lang}.${Date.now()}@zefir.example`;
    const password = 'Sprzedaz-2026!';

    await signInToPanel(page, demoSuperAdmin.email, demoSuperAdmin.password);
    // The panel has its own layout: no storefront header or footer.
    await expect(page.locator('footer')).toHaveCount(0);
    await menu(page).getByRole('link', { name: t.admins }).click();
    await expect(page).toHaveURL(`/${lang}/admin/admins`);
    await expect(panel(page).getByRole('table')).toContainText(demoSuperAdmin.email);
    await expectNoSeriousA11yViolations(page, `the staff list (${lang})`);

    // On a phone the menu folds away behind its button.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(menu(page)).toBeHidden();
    await panel(page).getByRole('button', { name: 'Menu' }).click();
    await expect(menu(page).getByRole('link', { name: t.admins })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Menu' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // The invitation: an empty form is refused field by field, then sent.
    await panel(page).getByRole('link', { name: t.add }).click();
    await expect(page).toHaveURL(`/${lang}/admin/admins/new`);
    await panel(page).getByRole('button', { name: t.invite }).click();
    await expect(field(page, 'staff-invitation', 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel(page).getByText(t.required).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the invitation form with errors (${lang})`);
    await field(page, 'staff-invitation', 'firstName').fill('Jan');
    await field(page, 'staff-invitation', 'lastName').fill('Sprzedawca');
    await field(page, 'staff-invitation', 'email').fill(email);
    await field(page, 'staff-invitation', 'adminType').selectOption('sales_employee');
    await field(page, 'staff-invitation', 'language').selectOption(lang);
    await panel(page).getByRole('button', { name: t.invite }).click();
    await expect(page.getByText(t.invited(email))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/admins/[\\w-]+$`));
    await expect(panel(page).getByRole('heading', { level: 1, name: 'Jan Sprzedawca' })).toBeVisible();
    await expect(panel(page).getByText(t.pending, { exact: true })).toBeVisible();
    await expect(panel(page).getByRole('region', { name: t.history })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the new staff account (${lang})`);

    await panel(page).getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${t.login}`));

    // The new staff member sets a password through the admin welcome e-mail's link.
    const { match } = await mailTo(page, email, /\/(?:pl\/resetuj-haslo|en\/reset-password)\?token=[\w-]+/);
    await page.goto(match[0]);
    await field(page, 'reset-password', 'password').fill(password);
    await field(page, 'reset-password', 'repeatPassword').fill(password);
    await page.locator('[data-form="reset-password"]').getByRole('button', { name: t.savePassword }).click();
    await expect(page.locator('[data-form="reset-password"]')).toHaveCount(0);
    await page.context().clearCookies();

    // Signed in, they see the sales menu only, and the admins section answers "No access".
    await signInToPanel(page, email, password);
    await expect(menu(page).getByRole('link')).toHaveText(t.salesMenu);
    await expect(panel(page).locator('header')).toContainText(t.salesEmployee);
    await page.goto(`/${lang}/admin/admins`);
    await expect(panel(page).getByRole('heading', { level: 1, name: t.noAccess })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: t.toDashboard })).toHaveAttribute('href', `/${lang}/admin`);
    await expect(menu(page).getByRole('link', { name: t.admins })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `the "No access" screen (${lang})`);
  });
}
