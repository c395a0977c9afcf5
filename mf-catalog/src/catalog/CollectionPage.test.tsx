// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CollectionPage } from '../screens/CollectionPage';
import { card } from './test-fixtures';
import { askedUrls, loadTexts, stubGateway } from './test-support';

beforeAll(loadTexts);
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/pl/kategoria/59/rowery-elektryczne');
});
afterEach(cleanup);

const products = [
  card(1, 'Zefir City 28'),
  card(2, 'Bateria 36V 14Ah', { category: 'battery', minQuantity: 2, price: card(0, '').price }),
  card(3, 'Zefir Trekking', { hasVariants: true }),
];

function catalogue(
  bulk: { status: number; body: unknown } = {
    status: 404,
    body: { error: { code: 'not_found', message: 'Nie znaleziono.' } },
  },
) {
  return stubGateway({
    '/api/catalog/products': (url) => ({
      body: { items: products, total: 120, page: Number(url.searchParams.get('page') ?? 1), limit: 50 },
    }),
    '/api/catalog/collections/menu': {
      body: {
        items: [
          {
            id: 59,
            slug: { pl: 'rowery-elektryczne', en: 'electric-bikes' },
            name: { pl: 'Rowery elektryczne', en: 'Electric bikes' },
            children: [],
          },
        ],
      },
    },
    '/api/cart/items/bulk': bulk,
  });
}

const show = () => render(<CollectionPage lang="pl" params={{ id: '59', slug: 'rowery-elektryczne' }} />);

describe('a collection', () => {
  it('lists the products with their count and pages of 50', async () => {
    const gateway = catalogue();
    show();
    expect(await screen.findByRole('link', { name: 'Zefir City 28' })).toBeVisible();
    expect(screen.getByText('Produkty: 120')).toBeVisible();
    expect(askedUrls(gateway)).toContain('/api/catalog/products?collection=59');
    const pages = screen.getByRole('navigation', { name: 'Strony wyników' });
    act(() => within(pages).getByRole('link', { name: 'Strona 2' }).click());
    expect(window.location.search).toBe('?page=2');
    await waitFor(() => expect(askedUrls(gateway)).toContain('/api/catalog/products?page=2&collection=59'));
  });

  it('keeps the layout in the address and remembers it for the next collection', async () => {
    catalogue();
    show();
    await screen.findByRole('link', { name: 'Zefir City 28' });
    expect(document.querySelector('[data-layout="small"]')).toBeInTheDocument();
    act(() => screen.getByRole('radio', { name: 'Lista' }).click());
    expect(window.location.search).toBe('?layout=list');
    expect(document.querySelector('[data-layout="list"]')).toBeInTheDocument();
    cleanup();

    window.history.replaceState(null, '', '/pl/kategoria/90/gorskie-rowery-elektryczne-mtb');
    render(<CollectionPage lang="pl" params={{ id: '90', slug: 'gorskie-rowery-elektryczne-mtb' }} />);
    await screen.findByRole('link', { name: 'Zefir City 28' });
    expect(screen.getByRole('radio', { name: 'Lista' })).toBeChecked();
  });

  it('sorts by name or price, both ways, through the API', async () => {
    const gateway = catalogue();
    window.history.replaceState(null, '', '/pl/kategoria/59/rowery-elektryczne?page=3');
    show();
    await screen.findByRole('link', { name: 'Zefir City 28' });
    const sort = screen.getByLabelText('Sortuj');
    fireEvent.change(sort, { target: { value: 'price-asc' } });
    expect(window.location.search).toBe('?sort=price-asc');
    await waitFor(() => expect(askedUrls(gateway)).toContain('/api/catalog/products?sort=price&dir=asc&collection=59'));
    fireEvent.change(sort, { target: { value: 'name-desc' } });
    // desc is the API's default direction, so the client leaves it out (DESIGN §4)
    await waitFor(() => expect(askedUrls(gateway)).toContain('/api/catalog/products?sort=name&collection=59'));
  });

  it('lets the detailed list choose quantities, warns below the minimum, and reports a failed add honestly', async () => {
    catalogue();
    window.history.replaceState(null, '', '/pl/kategoria/59/rowery-elektryczne?layout=detailed');
    show();
    await screen.findByRole('link', { name: 'Zefir City 28' });
    const add = screen.getByRole('button', { name: 'Dodaj wybrane do koszyka' }) as HTMLButtonElement;
    expect(add).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Wybierz wariant' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('Ilość: Bateria 36V 14Ah'), { target: { value: '1' } });
    expect(screen.getByText('Minimalna ilość: 2 szt.')).toBeVisible();
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Ilość: Bateria 36V 14Ah'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Ilość: Zefir City 28'), { target: { value: '5000' } });
    expect(screen.getByLabelText('Ilość: Zefir City 28')).toHaveValue('999');
    expect(screen.getByText('Wybrane pozycje: 2, sztuk: 1001')).toBeVisible();
    expect(add).toBeEnabled();

    act(() => add.click());
    expect(await screen.findByText('Nie udało się dodać produktów do koszyka. Spróbuj ponownie.')).toBeVisible();
  });

  it('adds the chosen lines in one call and tells the mini-cart', async () => {
    const gateway = catalogue({ status: 200, body: { itemCount: 3 } });
    let announced = 0;
    const count = () => announced++;
    window.addEventListener('checkout:cart-changed', count);
    window.history.replaceState(null, '', '/pl/kategoria/59/rowery-elektryczne?layout=detailed');
    show();
    await screen.findByRole('link', { name: 'Zefir City 28' });
    fireEvent.change(screen.getByLabelText('Ilość: Zefir City 28'), { target: { value: '3' } });
    act(() => screen.getByRole('button', { name: 'Dodaj wybrane do koszyka' }).click());
    expect(await screen.findByText('Dodano do koszyka pozycje: 1')).toBeVisible();
    const call = gateway.mock.calls.find(([input]) => String(input).includes('/api/cart/items/bulk'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ items: [{ productId: 1, variantId: 10, quantity: 3 }] });
    expect(announced).toBe(1);
    window.removeEventListener('checkout:cart-changed', count);
  });

  it('says when a collection has nothing to show', async () => {
    stubGateway({ '/api/catalog/products': { body: { items: [], total: 0, page: 1, limit: 50 } } });
    show();
    expect(await screen.findByText('W tej kategorii nie ma jeszcze produktów')).toBeVisible();
  });
});
