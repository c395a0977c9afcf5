// @vitest-environment jsdom
import type { DealerDownload } from '@shop/contracts';
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadsPage } from './DownloadsPage';

// The dealers' downloads page (SPEC §2): groups and items in the page's language with each file's type and
// size, the printed price lists, the training book only when offered, files saved under their names, and
// what a guest, a retail customer and a failed load see.

const dealer = {
  role: 'CUSTOMER',
  customerType: 'b2b',
  email: 'sklep@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: '5260250274',
  currency: 'PLN',
};
const retail = { ...dealer, customerType: 'retail', taxId: null };
const guest = {
  ...dealer,
  role: 'GUEST',
  customerType: null,
  email: null,
  firstName: null,
  lastName: null,
  taxId: null,
};

const files: DealerDownload[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    item: 'marketing.photos',
    title: 'Zdjęcia modelu Trail',
    fileName: 'trail.zip',
    mime: 'application/zip',
    size: 3 * 1024 * 1024 + 200 * 1024,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    item: 'service.gps',
    title: 'Instrukcja GPS',
    fileName: 'instrukcja gps.pdf',
    mime: 'application/pdf',
    size: 2048,
  },
];

let me: unknown = dealer;
let offered = true;
let listStatus = 200;
const asked: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      asked.push(path);
      if (path === '/api/account/me') return json(me);
      if (path === '/api/catalog/downloads') {
        return listStatus === 200
          ? json({ items: files })
          : json({ error: { code: 'server_error', message: 'Błąd serwera' } }, listStatus);
      }
      if (path === '/api/documents/service-training') {
        return json(offered ? { offered: true, taxId: '5260250274' } : { offered: false, taxId: null });
      }
      if (path.startsWith('/api/catalog/downloads/')) {
        return new Response('%PDF-1.7');
      }
      return new Response('', { status: 404 });
    }),
  );
  // The shell's federation instance, loading a stand-in for the account team's menu.
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
    __INSTANCES__: [
      {
        name: 'shell',
        loadRemote: async (id: string) =>
          id === 'mf-account/account-menu'
            ? {
                default: ({ current, lang }: { current: string; lang: string }) => (
                  <nav aria-label="Account menu stand-in" data-current={current} data-lang={lang} />
                ),
              }
            : null,
      },
    ],
  };
  await initI18n('pl');
  await preloadLanguage('en');
});

beforeEach(() => {
  me = dealer;
  offered = true;
  listStatus = 200;
  asked.length = 0;
});
afterEach(cleanup);

async function show(lang: 'pl' | 'en', user: unknown = dealer) {
  me = user;
  await refreshSession();
  render(<DownloadsPage lang={lang} params={{}} />);
}

const group = (name: string) => screen.getByRole('region', { name });

describe('DownloadsPage', () => {
  it('lists a dealer’s files by group and item with their type and size, in Polish with insurance', async () => {
    await show('pl');
    const marketing = await screen.findByRole('region', { name: 'Marketing' });
    expect(within(marketing).getByRole('heading', { level: 3, name: 'Zdjęcia' })).toBeVisible();
    expect(within(marketing).getByText('Zdjęcia modelu Trail')).toBeVisible();
    expect(within(marketing).getByText('ZIP · 3,2 MB')).toBeVisible();
    expect(within(group('Ubezpieczenie')).getByText('Materiały pojawią się tutaj')).toBeVisible();
    const product = group('Produkt');
    expect(within(product).getByText('Cennik detaliczny')).toBeVisible();
    expect(within(product).getByText('Twój cennik hurtowy')).toBeVisible();
    const service = group('Serwis');
    expect(within(service).getByText('PDF · 2 KB')).toBeVisible();
    expect(within(service).getByRole('button', { name: 'Pobierz: Książka szkolenia serwisowego' })).toBeVisible();
  });

  it('shows no training book when it is not offered', async () => {
    offered = false;
    await show('pl');
    const service = await screen.findByRole('region', { name: 'Serwis' });
    expect(within(service).getByText('Instrukcja GPS')).toBeVisible();
    expect(within(service).queryByText('Książka szkolenia serwisowego')).not.toBeInTheDocument();
  });

  it('in English leaves insurance and the training book out and does not ask for the book', async () => {
    await show('en');
    await screen.findByRole('region', { name: 'Service' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Marketing',
      'Product',
      'Service',
    ]);
    expect(screen.getByText('Retail price list')).toBeVisible();
    expect(screen.queryByText('Service training book')).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/documents/service-training');
  });

  it('saves a file under its name from the dealer route', async () => {
    const createObjectURL = vi.fn(() => 'blob:download');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await show('pl');
    await userEvent.click(await screen.findByRole('button', { name: 'Pobierz: Instrukcja GPS' }));
    await waitFor(() => expect(clicked).toEqual(['instrukcja gps.pdf']));
    expect(asked).toContain('/api/catalog/downloads/22222222-2222-4222-8222-222222222222');
    click.mockRestore();
  });

  it('shows the account team’s menu beside the page, downloads current, to anyone signed in', async () => {
    await show('en');
    const menu = await screen.findByRole('navigation', { name: 'Account menu stand-in' });
    expect(menu).toHaveAttribute('data-current', 'downloads');
    expect(menu).toHaveAttribute('data-lang', 'en');
    cleanup();
    await show('pl', retail);
    expect(await screen.findByRole('navigation', { name: 'Account menu stand-in' })).toBeInTheDocument();
  });

  it('asks a guest to sign in and asks the server nothing', async () => {
    await show('pl', guest);
    expect(screen.getByRole('heading', { name: 'Wymagane zalogowanie' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Account menu stand-in' })).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/catalog/downloads');
  });

  it('tells a retail customer the page is for dealers and asks the server nothing', async () => {
    await show('en', retail);
    expect(screen.getByRole('heading', { name: 'For dealers' })).toBeVisible();
    expect(screen.queryByText('Marketing')).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/catalog/downloads');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    listStatus = 500;
    await show('pl');
    expect(await screen.findByText('Nie udało się wczytać plików do pobrania')).toBeVisible();
    listStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Marketing' })).toBeVisible();
  });
});
