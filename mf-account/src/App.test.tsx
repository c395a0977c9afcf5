// @vitest-environment jsdom
import type { ScreenId } from '@shop/i18n';
import { initI18n, onShopEvent, pathFor, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App, { accountScreens } from './App';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const customer = {
  role: 'CUSTOMER',
  customerType: 'RETAIL',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  taxId: null,
  currency: 'PLN',
};
const guest = { ...customer, role: 'GUEST', email: null, firstName: null, lastName: null };

let me: unknown = customer;
const fetchMock = vi.fn(async (url: string | URL | Request) => {
  const path = String(url);
  if (path.endsWith('/api/account/me')) return json(me);
  if (path.endsWith('/api/account/logout')) return new Response(null, { status: 204 });
  if (path.endsWith('/api/account/addresses')) return json({ items: [], total: 0, page: 1, limit: 50 });
  if (path.endsWith('/api/orders')) return json({ items: [], total: 0, page: 1, limit: 50 });
  if (path.endsWith('/api/rma')) return json({ items: [], total: 0, page: 1, limit: 20 });
  return new Response('', { status: 404 });
});

async function signedInAs(user: unknown) {
  me = user;
  await refreshSession();
}

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await initI18n('pl');
  await preloadLanguage('en');
});

afterEach(cleanup);

const params = { id: '12' };

/** [screen, Polish title, English title, needs sign-in] */
const frames: [ScreenId, string, string, boolean][] = [
  ['login', 'Logowanie', 'Sign in', false],
  ['authorize', 'Logowanie przez link', 'Sign in with a link', false],
  ['resetPassword', 'Resetowanie hasła', 'Reset password', false],
  ['account', 'Moje konto', 'My account', true],
  ['orders', 'Zamówienia', 'Orders', true],
  ['orderDetails', 'Szczegóły zamówienia', 'Order details', true],
  ['orderRepeat', 'Zamów ponownie', 'Order again', true],
  ['addresses', 'Książka adresowa', 'Address book', true],
  ['addressCreate', 'Dodaj adres', 'Add address', true],
  ['addressEdit', 'Edytuj adres', 'Edit address', true],
  ['changePassword', 'Zmiana hasła', 'Change password', true],
  ['rmaList', 'Zwroty i reklamacje', 'Returns and claims', true],
  ['rmaCreate', 'Nowe zgłoszenie', 'New return or claim', true],
  ['rmaDetails', 'Szczegóły zgłoszenia', 'Return or claim details', true],
  ['withdrawal', 'Odstąpienie od umowy', 'Withdrawal from the contract', false],
];

function show(id: ScreenId, lang: 'pl' | 'en') {
  const { container } = render(<App screen={id} lang={lang} params={params} />);
  return container.querySelector(`[data-screen="${id}"][data-remote="mf-account"]`) as HTMLElement | null;
}

describe('mf-account page frames', () => {
  it('has a frame for every screen it owns', () => {
    expect(Object.keys(accountScreens).sort()).toEqual(frames.map(([id]) => id).sort());
  });

  it.each(frames)('%s shows its title and the way home in Polish and English', async (id, polish, english) => {
    await signedInAs(customer);
    for (const [lang, title, home] of [
      ['pl', polish, 'Strona główna'],
      ['en', english, 'Home'],
    ] as const) {
      const frame = show(id, lang);
      expect(frame, `${id} ${lang}`).not.toBeNull();
      expect(within(frame!).getByRole('heading', { level: 1 }).textContent).toBe(title);
      const crumbs = screen.getByRole('navigation', { name: lang === 'pl' ? 'Jesteś tutaj' : 'You are here' });
      expect(within(crumbs).getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}/`);
      expect(within(crumbs).getByText(title)).toHaveAttribute('aria-current', 'page');
      cleanup();
    }
  });
});

describe('pages under the account', () => {
  it.each(frames.filter(([, , , private_]) => private_))('%s asks a guest to sign in', async (id) => {
    await signedInAs(guest);
    const page = pathFor(id, 'pl', params);
    window.history.replaceState(null, '', page);
    show(id, 'pl');
    expect(screen.getByRole('heading', { name: 'Wymagane zalogowanie' })).toBeVisible();
    // Signing in comes back to the page.
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
      'href',
      `/pl/logowanie?return=${encodeURIComponent(page)}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Menu konta' })).not.toBeInTheDocument();
  });

  it('sign-in pages are open to a guest', async () => {
    await signedInAs(guest);
    show('login', 'en');
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/reset-password');
  });

  it('show the account menu, with the current section marked', async () => {
    await signedInAs(customer);
    show('addressCreate', 'en');
    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My details', '/en/account'],
      ['Addresses', '/en/account/addresses'],
      ['Orders', '/en/account/orders'],
      ['Returns and claims', '/en/rma'],
      ['Change password', '/en/change-password'],
    ]);
    // A retail customer: downloads and the registered bikes are for dealers (screens/AccountMenu.test.tsx).
    expect(menu.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('greets the customer by name', async () => {
    await signedInAs(customer);
    show('account', 'pl');
    expect(screen.getByText('Dzień dobry, Anna!')).toBeVisible();
  });

  it('say what is missing: orders, addresses, returns', async () => {
    await signedInAs(customer);
    show('orders', 'pl');
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze zamówień' })).toBeVisible();
    cleanup();
    show('addresses', 'en');
    expect(await screen.findByRole('heading', { name: 'Your address book is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/en/account/addresses/add');
    cleanup();
    show('rmaList', 'en');
    expect(await screen.findByRole('heading', { name: 'You have not filed any returns or claims' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'File a return or claim' })).toHaveAttribute('href', '/en/rma/add');
  });

  it('signing out ends the session, tells the page and goes home', async () => {
    await signedInAs(customer);
    window.history.replaceState(null, '', '/pl/konto');
    const signedOut = vi.fn();
    const stop = onShopEvent('account:signed-out', signedOut);
    show('account', 'pl');
    me = guest;
    await userEvent.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/account/logout'))).toBe(true);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/pl/');
    stop();
  });
});
