// @vitest-environment jsdom
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App from './App';

const admin = {
  role: 'ADMIN',
  customerType: null,
  email: 'biuro@example.com',
  firstName: 'Ewa',
  lastName: null,
  taxId: null,
  currency: null,
};
const guest = { ...admin, role: 'GUEST', email: null, firstName: null };
let me: unknown = guest;

async function signedInAs(user: unknown) {
  me = user;
  await refreshSession();
}

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } })),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});

afterEach(cleanup);

describe('mf-admin frame', () => {
  it('lists every admin section of SPEC §2 in the menu, sales and catalog grouped', async () => {
    await signedInAs(guest);
    render(<App lang="en" path="/" />);
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Transactions',
      'Collections',
      'Products',
      'Features',
      'Options',
      'Media',
      'Folders',
      'Customers',
      'Groups',
      'Discounts',
      'Admins',
      'Blog',
      'Settings',
      'Warehouse',
      'Factory',
      'Price lists',
      'Preorders',
      'Shops',
    ]);
    expect(within(menu.getByRole('list', { name: 'Sales' })).getAllByRole('link')).toHaveLength(3);
    expect(within(menu.getByRole('list', { name: 'Catalog' })).getAllByRole('link')).toHaveLength(6);
    expect(menu.getByRole('link', { name: 'Price lists' })).toHaveAttribute('href', '/en/admin/price-lists');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks anyone but staff to sign in as staff, in Polish and English', async () => {
    await signedInAs(guest);
    const { container } = render(<App lang="pl" path="/" />);
    expect(container.querySelector('[data-screen="admin"][data-remote="mf-admin"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pulpit');
    expect(
      screen.getByRole('heading', { name: 'Zaloguj się jako pracownik, aby korzystać z panelu administracyjnego' }),
    ).toBeVisible();
    cleanup();
    render(<App lang="en" path="/" />);
    expect(screen.getByRole('heading', { name: 'Sign in as staff to use the admin panel' })).toBeVisible();
  });

  it('shows the section the path names, with the way back to the dashboard', async () => {
    await signedInAs(admin);
    render(<App lang="pl" path="/orders/12" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zamówienia');
    const crumbs = within(screen.getByRole('navigation', { name: 'Jesteś tutaj' }));
    expect(crumbs.getByRole('link', { name: 'Panel administracyjny' })).toHaveAttribute('href', '/pl/admin');
    expect(screen.queryByText(/Zaloguj się jako pracownik/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zamówienia' })).toHaveAttribute('aria-current', 'page');
  });
});
