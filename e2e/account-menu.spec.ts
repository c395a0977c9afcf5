import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 25, one account menu (SPEC §2): every page under the account shows the same menu — details,
// addresses, orders, returns, downloads and registered bikes (dealers only), change password, sign out —
// whichever remote draws the page (the dealer's pages show mf-account's menu as a fragment), the current marked
// (aria-current). A dealer and a retail customer visit each account page, in Polish and English.

const DEALER = { email: 'zamowienia@rowery-nowak.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };
const RETAIL = { email: 'anna.kowalska@example.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

interface Entry {
  name: string;
  path: string;
  /** The remote drawing the page and its screen. */
  remote: 'mf-account' | 'mf-dealer';
  screen: string;
  dealerOnly?: boolean;
}

const menus: Record<'pl' | 'en', { label: string; signOut: string; entries: Entry[] }> = {
  pl: {
    label: 'Menu konta',
    signOut: 'Wyloguj się',
    entries: [
      { name: 'Moje dane', path: '/pl/konto', remote: 'mf-account', screen: 'account' },
      { name: 'Adresy', path: '/pl/konto/adresy', remote: 'mf-account', screen: 'addresses' },
      { name: 'Zamówienia', path: '/pl/konto/zamowienia', remote: 'mf-account', screen: 'orders' },
      { name: 'Zwroty i reklamacje', path: '/pl/reklamacje', remote: 'mf-account', screen: 'rmaList' },
      {
        name: 'Do pobrania',
        path: '/pl/konto/do-pobrania',
        remote: 'mf-dealer',
        screen: 'downloads',
        dealerOnly: true,
      },
      {
        name: 'Rejestracja rowerów',
        path: '/pl/konto/rejestracja-rowerow',
        remote: 'mf-dealer',
        screen: 'registeredBikes',
        dealerOnly: true,
      },
      { name: 'Zmiana hasła', path: '/pl/zmiana-hasla', remote: 'mf-account', screen: 'changePassword' },
    ],
  },
  en: {
    label: 'Account menu',
    signOut: 'Sign out',
    entries: [
      { name: 'My details', path: '/en/account', remote: 'mf-account', screen: 'account' },
      { name: 'Addresses', path: '/en/account/addresses', remote: 'mf-account', screen: 'addresses' },
      { name: 'Orders', path: '/en/account/orders', remote: 'mf-account', screen: 'orders' },
      { name: 'Returns and claims', path: '/en/rma', remote: 'mf-account', screen: 'rmaList' },
      {
        name: 'Downloads',
        path: '/en/account/downloads',
        remote: 'mf-dealer',
        screen: 'downloads',
        dealerOnly: true,
      },
      {
        name: 'Registered bikes',
        path: '/en/account/registered-bikes',
        remote: 'mf-dealer',
        screen: 'registeredBikes',
        dealerOnly: true,
      },
      { name: 'Change password', path: '/en/change-password', remote: 'mf-account', screen: 'changePassword' },
    ],
  },
};

async function signIn(page: Page, who: { email: string; password: string }) {
  const answer = await page.request.post('/api/account/login', {
    headers: { Authorization: 'Bearer shop-storefront' },
    data: { username: who.email, password: who.password },
  });
  expect(answer.ok(), `signing in as ${who.email}: ${answer.status()}`).toBe(true);
}

/** Opens `entry`'s page and checks the menu on it: `expected` entries in order, `entry` current, sign-out last. */
async function checkMenuOn(page: Page, lang: 'pl' | 'en', entry: Entry, expected: Entry[]) {
  const { label, signOut } = menus[lang];
  await page.goto(entry.path);
  await expectScreen(page, entry.remote, entry.screen);
  const menu = remoteFrame(page, entry.remote, entry.screen).getByRole('navigation', { name: label });
  const links = menu.getByRole('link');
  await expect(links).toHaveText(
    expected.map((item) => item.name),
    { timeout: 15_000 },
  );
  for (const item of expected) {
    const link = menu.getByRole('link', { name: item.name, exact: true });
    await expect(link).toHaveAttribute('href', item.path);
    if (item === entry) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  await expect(menu.getByRole('button', { name: signOut })).toBeVisible();
  // Reached by keyboard: the current entry takes the focus and shows it.
  await menu.getByRole('link', { name: entry.name, exact: true }).focus();
  await expect(menu.getByRole('link', { name: entry.name, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page, `${entry.path} with the account menu`);
}

for (const lang of ['pl', 'en'] as const) {
  const { entries } = menus[lang];

  test(`${lang}: a dealer sees the same account menu on every account page, downloads included`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEALER);
    for (const entry of entries) await checkMenuOn(page, lang, entry, entries);
  });

  test(`${lang}: a retail customer sees the same account menu without downloads`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, RETAIL);
    const retail = entries.filter((entry) => !entry.dealerOnly);
    for (const entry of retail) await checkMenuOn(page, lang, entry, retail);
  });
}
