// @vitest-environment jsdom
import type { ListAnswer } from '@shop/contracts';
import { NetworkError } from '@shop/platform';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, preparePage, renderInPanel } from '../testing';
import type { ListState } from './list-state';
import { ServerList } from './ServerList';

interface Bike {
  id: string;
  name: string;
  stock: number;
}

const bikes = (count: number, from = 1): Bike[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `b${from + index}`,
    name: `Zefir ${from + index}`,
    stock: index,
  }));

let answer: (query: ListState) => Promise<ListAnswer<Bike>>;
const asked: ListState[] = [];
const load = (query: ListState) => {
  asked.push(query);
  return answer(query);
};

function showList() {
  return renderInPanel(
    <ServerList<Bike>
      caption="Rowery"
      load={load}
      rowKey={(bike) => bike.id}
      rowHref={(bike) => `/pl/admin/products/${bike.id}`}
      filters={[
        { name: 'q', label: 'Szukaj' },
        { name: 'state', label: 'Status', options: [{ value: 'active', label: 'Aktywne' }] },
      ]}
      columns={[
        { key: 'name', label: 'Nazwa', sortKey: 'name', cell: (bike) => bike.name },
        { key: 'stock', label: 'Stan', sortKey: 'stock', align: 'end', cell: (bike) => bike.stock },
        { key: 'note', label: 'Uwagi', cell: () => '—' },
      ]}
    />,
  );
}

beforeAll(preparePage);
beforeEach(() => {
  fakeGateway();
  asked.length = 0;
  answer = async (query) => ({
    items: bikes(Math.min(query.limit, 3)),
    total: 120,
    page: query.page,
    limit: query.limit,
  });
  window.history.replaceState(null, '', '/pl/admin/products');
});
afterEach(cleanup);

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Rowery' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('a server list', () => {
  it('shows a loading skeleton, then the rows, the total and the pages', async () => {
    let release: () => void = () => {};
    answer = (query) =>
      new Promise((resolve) => {
        release = () => resolve({ items: bikes(3), total: 120, page: query.page, limit: query.limit });
      });
    showList();
    expect(screen.getByText('Wczytywanie listy…')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('120 wyników')).toBeVisible();
    expect(rowNames()).toEqual(['Zefir 1', 'Zefir 2', 'Zefir 3']);
    expect(screen.getByRole('link', { name: 'Zefir 2' })).toHaveAttribute('href', '/pl/admin/products/b2');
    expect(screen.getByRole('navigation', { name: 'Strony listy' })).toBeVisible();
    expect(asked[0]).toEqual({ page: 1, limit: 50, sort: 'createdAt', dir: 'desc', filters: {} });
  });

  it('sorts on the server by a column header, says so with aria-sort, and keeps it in the address', async () => {
    showList();
    await screen.findByText('120 wyników');
    const header = screen.getByRole('columnheader', { name: /Nazwa/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Uwagi' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(window.location.search).toBe('?sort=name&dir=asc');
    expect(asked.at(-1)).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(asked.at(-1)).toMatchObject({ sort: 'name', dir: 'desc' });
  });

  it('filters, changes the page size and the page, and the back button restores the list before', async () => {
    showList();
    await screen.findByText('120 wyników');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'Zefir');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filters: { q: 'Zefir', state: 'active' }, page: 1 }));
    expect(new URLSearchParams(window.location.search).get('filters[q]')).toBe('Zefir');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wierszy na stronie' }), '20');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ limit: 20 }));
    await userEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, limit: 20, filters: { state: 'active' } }));

    const before = asked.length;
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, limit: 20 }));
    expect(screen.getByRole('combobox', { name: 'Wierszy na stronie' })).toHaveValue('20');

    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filters: {}, page: 1 }));
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
  });

  it('reads its state from the address it is opened at; a malformed one falls back to the defaults', async () => {
    window.history.replaceState(null, '', '/pl/admin/products?page=3&limit=20&sort=stock&dir=asc&filters[q]=Mini');
    showList();
    await screen.findByText('120 wyników');
    expect(asked[0]).toEqual({ page: 3, limit: 20, sort: 'stock', dir: 'asc', filters: { q: 'Mini' } });
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('Mini');
    cleanup();
    window.history.replaceState(null, '', '/pl/admin/products?page=-1&limit=5000&dir=up&sort=password');
    showList();
    await screen.findAllByText('120 wyników');
    expect(asked.at(-1)).toEqual({ page: 1, limit: 50, sort: 'createdAt', dir: 'desc', filters: {} });
  });

  it('opens a row’s detail on a click anywhere in the row', async () => {
    showList();
    await screen.findByText('120 wyników');
    await userEvent.click(screen.getAllByRole('cell', { name: '—' })[1]!);
    expect(window.location.pathname).toBe('/pl/admin/products/b2');
  });

  it('says so when nothing matches', async () => {
    answer = async () => ({ items: [], total: 0, page: 1, limit: 50 });
    showList();
    expect(await screen.findByRole('heading', { name: 'Brak wyników' })).toBeVisible();
    expect(screen.getByText('Zmień lub wyczyść filtry.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Strony listy' })).not.toBeInTheDocument();
  });

  it('shows a failure with a way to try again, and hands 401 and 403 to the frame', async () => {
    let fail = true;
    answer = async (query) => {
      if (fail) throw new NetworkError('Błąd sieci');
      return { items: bikes(1), total: 1, page: query.page, limit: query.limit };
    };
    showList();
    expect(await screen.findByText('Nie udało się wczytać listy')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('1 wynik')).toBeVisible();
    cleanup();

    const gateway = fakeGateway();
    gateway.on('GET /api/test', () => failure(403, 'forbidden', 'Brak dostępu.'));
    answer = async () => {
      const { api } = await import('@shop/platform');
      return api.request('GET', '/api/test');
    };
    const { problems } = showList();
    await waitFor(() => expect(problems).toEqual(['forbidden']));
    expect(screen.queryByText('Nie udało się wczytać listy')).not.toBeInTheDocument();
  });
});
