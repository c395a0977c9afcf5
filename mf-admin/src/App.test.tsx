// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForSignIn } from './access/sign-in';
import { customer, failure, fakeGateway, guest, json, preparePage, showPanel, signedIn, staffUser } from './testing';

vi.mock('./access/sign-in', async (original) => ({
  ...(await original<typeof import('./access/sign-in')>()),
  leaveForSignIn: vi.fn(),
}));

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(() => {
  vi.mocked(leaveForSignIn).mockClear();
  gateway = fakeGateway(() => me);
});
afterEach(cleanup);

async function as(user: unknown) {
  me = user;
  await signedIn();
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: /Admin menu|Menu panelu/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin frame', () => {
  it('gives a super admin every section of SPEC §2, sales and catalog grouped', async () => {
    await as(staffUser('super_admin'));
    showPanel('en', '/');
    expect(menuLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Withdrawals',
      'Transactions',
      'Refunds',
      'Invoices',
      'Gift cards',
      'Collections',
      'Products',
      'Manufacturers',
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
      'Insured bikes',
      'Reviews',
      'Safety reports',
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    expect(within(menu.getByRole('list', { name: 'Sales' })).getAllByRole('link')).toHaveLength(7);
    expect(within(menu.getByRole('list', { name: 'Catalog' })).getAllByRole('link')).toHaveLength(7);
    expect(menu.getByRole('link', { name: 'Price lists' })).toHaveAttribute('href', '/en/admin/price-lists');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a sales employee only the sales menu of the permission matrix, and who is signed in', async () => {
    await as(staffUser('sales_employee'));
    const { container } = showPanel('pl', '/');
    expect(menuLinks()).toEqual([
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
    ]);
    expect(screen.queryByRole('list', { name: 'Katalog' })).not.toBeInTheDocument();
    const bar = within(container.querySelector('header')!);
    expect(bar.getByText('Ewa Kowalska')).toBeVisible();
    expect(bar.getByText('Pracownik sprzedaży')).toBeVisible();
  });

  it('answers a section the type may not open with the friendly 403 screen, in both languages', async () => {
    await as(staffUser('sales_employee'));
    showPanel('pl', '/admins');
    expect(screen.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    expect(screen.getByText(/Twój typ konta \(Pracownik sprzedaży\) nie obejmuje tej sekcji/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Przejdź do pulpitu' })).toHaveAttribute('href', '/pl/admin');
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/admin/'))).toEqual([]);
    cleanup();
    showPanel('en', '/admins');
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/en/admin');
  });

  it('shows a signed-in customer the 403 screen without a menu, with the way back to the shop', async () => {
    await as(customer);
    showPanel('pl', '/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    expect(screen.getByText(/To konto jest kontem klienta/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Menu panelu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute('href', '/pl/');
  });

  it('sends a guest to the sign-in screen, which comes back to the admin page afterwards', async () => {
    await as(guest);
    showPanel('pl', '/admins?page=2');
    // The panel asks once more before it sends anyone away: the session may predate a sign-in.
    expect(await screen.findByRole('link', { name: 'Przejdź do logowania' })).toBeVisible();
    expect(gateway.calls.filter((call) => call.path === '/api/account/me').length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByRole('heading', { name: 'Zaloguj się jako pracownik, aby korzystać z panelu administracyjnego' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute(
      'href',
      `/pl/logowanie?return=${encodeURIComponent('/pl/admin/admins?page=2')}`,
    );
    await waitFor(() => expect(leaveForSignIn).toHaveBeenCalledWith('pl'));
  });

  it('shows the 403 screen when a service refuses a call inside a screen, and sign-in on a 401', async () => {
    await as(staffUser('admin'));
    gateway.on('GET /api/admin/admins', () => failure(403, 'forbidden', 'Brak dostępu.'));
    showPanel('pl', '/admins');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    cleanup();
    gateway.on('GET /api/admin/admins', () => failure(401, 'authentication_required', 'Wymagane zalogowanie.'));
    showPanel('en', '/admins');
    expect(await screen.findByRole('link', { name: 'Go to sign-in' })).toBeVisible();
    expect(leaveForSignIn).toHaveBeenCalledWith('en');
  });

  it('shows a section without a screen yet with its breadcrumb from the panel', async () => {
    await as(staffUser('admin'));
    showPanel('pl', '/warehouse/12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Magazyn');
    const crumbs = within(screen.getByRole('navigation', { name: 'Jesteś tutaj' }));
    expect(crumbs.getByRole('link', { name: 'Panel administracyjny' })).toHaveAttribute('href', '/pl/admin');
    expect(screen.getByRole('link', { name: 'Magazyn' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds the menu behind a button that says whether it is open', async () => {
    await as(staffUser('admin'));
    showPanel('en', '/');
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open');
  });

  it('signs out and goes to the sign-in screen', async () => {
    await as(staffUser('admin'));
    gateway.on('GET /api/account/logout', () => json({ signedOut: true }));
    showPanel('en', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(leaveForSignIn).toHaveBeenCalledWith('en'));
    expect(gateway.calls.find((call) => call.path === '/api/account/logout')).toBeDefined();
  });

  it('sends the admin application id on the panel’s calls', async () => {
    await as(staffUser('admin'));
    gateway.on('GET /api/admin/admins', () => json({ items: [], total: 0, page: 1, limit: 50 }));
    showPanel('en', '/admins');
    await screen.findByText('No staff accounts match');
    const fetch = vi.mocked(globalThis.fetch);
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/admin/admins'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer shop-admin');
  });
});
