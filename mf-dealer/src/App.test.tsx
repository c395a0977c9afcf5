// @vitest-environment jsdom
import type { ScreenId } from '@shop/i18n';
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App, { dealerScreens } from './App';

const dealer = {
  role: 'CUSTOMER',
  customerType: 'b2b',
  email: 'sklep@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: '5250000000',
  currency: 'PLN',
};
const guest = {
  ...dealer,
  role: 'GUEST',
  customerType: null,
  email: null,
  firstName: null,
  lastName: null,
  taxId: null,
};

let me: unknown = dealer;

async function signedInAs(user: unknown) {
  me = user;
  await refreshSession();
}

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/api/account/me')
        ? new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } })
        : new Response('', { status: 404 }),
    ),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});

afterEach(cleanup);

function show(id: ScreenId, lang: 'pl' | 'en') {
  const { container } = render(<App screen={id} lang={lang} params={{}} />);
  return container.querySelector(`[data-screen="${id}"][data-remote="mf-dealer"]`) as HTMLElement | null;
}

const frames: [ScreenId, string, string][] = [
  ['preorders', 'Przedsprzedaż sezonowa', 'Season preorders'],
  ['preorderConfirmation', 'Dziękujemy za zamówienie przedsprzedażowe', 'Thank you for your preorder'],
  ['downloads', 'Do pobrania', 'Downloads'],
  ['b2bContact', 'Kontakt B2B', 'B2B contact'],
  ['registeredBikes', 'Rejestracja sprzedanych rowerów', 'Registered bikes'],
];

describe('mf-dealer page frames', () => {
  it('has a frame for every screen it owns', () => {
    expect(Object.keys(dealerScreens).sort()).toEqual(frames.map(([id]) => id).sort());
  });

  it.each(frames)('%s shows its title and the way home in Polish and English', async (id, polish, english) => {
    await signedInAs(dealer);
    for (const [lang, title, home] of [
      ['pl', polish, 'Strona główna'],
      ['en', english, 'Home'],
    ] as const) {
      const frame = show(id, lang);
      expect(frame, `${id} ${lang}`).toBeInTheDocument();
      expect(within(frame!).getByRole('heading', { level: 1 }).textContent).toBe(title);
      const crumbs = screen.getByRole('navigation', { name: lang === 'pl' ? 'Jesteś tutaj' : 'You are here' });
      expect(within(crumbs).getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}/`);
      cleanup();
    }
  });
});

describe('dealer pages', () => {
  // The downloads page's groups, items and files: screens/DownloadsPage.test.tsx.
  it('downloads ask a guest to sign in', async () => {
    await signedInAs(guest);
    show('downloads', 'en');
    expect(screen.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
    expect(screen.queryByText('Marketing')).not.toBeInTheDocument();
  });

  it('preorders explain the price display choice', () => {
    show('preorders', 'pl');
    expect(screen.getByRole('heading', { name: 'Sposób wyświetlania cen' })).toBeVisible();
    expect(screen.getByText(/Gwarancja ceny obowiązuje, jeśli odbierzesz rowery do 31\.03\.2026\./)).toBeVisible();
    for (const choice of ['Brutto', 'Netto', 'Ukryte']) expect(screen.getByText(choice)).toBeVisible();
  });

  // The B2B contact reveal: screens/B2bContactPage.test.tsx.
});
