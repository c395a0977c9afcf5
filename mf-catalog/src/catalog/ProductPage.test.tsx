// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPage } from '../screens/ProductPage';
import { bike } from './test-fixtures';
import { askedUrls, loadTexts, stubGateway } from './test-support';

beforeAll(async () => {
  await loadTexts();
  // No shell here: the checkout team's button cannot load, which the page reports (and React logs).
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
beforeEach(() => window.history.replaceState(null, '', '/pl/produkt/7/zefir-city-28'));
afterEach(cleanup);

const variants: Record<string, { variantId: number; valueIds: number[]; gross: number }> = {
  '11-21': { variantId: 70, valueIds: [11, 21], gross: 599_900 },
  '11-22': { variantId: 71, valueIds: [11, 22], gross: 599_900 },
  '12-21': { variantId: 72, valueIds: [12, 21], gross: 619_900 },
};

function catalogue() {
  return stubGateway({
    // No reviews yet (the reviews block has its own tests: content/reviews).
    '/api/cms/products/7/reviews': {
      body: { items: [], total: 0, page: 1, limit: 10, summary: { average: null, count: 0 } },
    },
    '/api/catalog/products/7': (url) => {
      const c = url.searchParams.get('c') ?? '11-21';
      const variant = variants[c];
      if (!variant)
        return {
          status: 422,
          body: { error: { code: 'missing_variant', message: 'Brak wariantu (wybierz inną kombinację)' } },
        };
      return { body: bike({ c, variantId: variant.variantId, valueIds: variant.valueIds }, variant.gross) };
    },
  });
}

const show = () => render(<ProductPage lang="pl" params={{ id: '7', slug: 'zefir-city-28' }} />);
const priceNow = () => document.querySelector('[data-price-now]')?.textContent?.replace(/\u00a0/g, ' ');

describe('choosing a variant on the product page', () => {
  it('puts the combination in the address as c and loads that variant', async () => {
    const gateway = catalogue();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zefir City 28' })).toBeVisible();
    expect(priceNow()).toBe('5 999,00 zł');

    const colours = screen.getByRole('group', { name: /Kolor/ });
    act(() => within(colours).getByRole('radio', { name: 'Czarny' }).click());

    expect(new URLSearchParams(window.location.search).get('c')).toBe('12-21');
    // The choice shows at once, before the variant's answer arrives.
    expect(within(colours).getByRole('radio', { name: 'Czarny' })).toBeChecked();
    await waitFor(() => expect(priceNow()).toBe('6 199,00 zł'));
    expect(askedUrls(gateway)).toContain('/api/catalog/products/7?c=12-21');
    expect(within(colours).getByRole('radio', { name: 'Czarny' })).toBeChecked();
  });

  it('says "Missing variant" for a combination no variant has, and offers no cart for it', async () => {
    catalogue();
    window.history.replaceState(null, '', '/pl/produkt/7/zefir-city-28?c=11-21');
    show();
    await screen.findByRole('heading', { level: 1, name: 'Zefir City 28' });
    const frames = screen.getByRole('group', { name: /Rozmiar ramy/ });
    act(() => screen.getByRole('radio', { name: 'Czarny' }).click());
    await waitFor(() => expect(priceNow()).toBe('6 199,00 zł'));
    act(() => within(frames).getByRole('radio', { name: 'L' }).click());

    expect(new URLSearchParams(window.location.search).get('c')).toBe('12-22');
    expect(await screen.findByText('Brak wariantu (wybierz inną kombinację)')).toBeVisible();
    expect(screen.queryByLabelText('Ilość')).not.toBeInTheDocument();
    // The shopper's choice stays visible, so they can see what to change.
    expect(within(frames).getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('follows the address back to the previous variant', async () => {
    catalogue();
    show();
    await screen.findByRole('heading', { level: 1, name: 'Zefir City 28' });
    act(() => screen.getByRole('radio', { name: 'L' }).click());
    expect(window.location.search).toBe('?c=11-22');
    act(() => {
      window.history.replaceState(null, '', '/pl/produkt/7/zefir-city-28?c=12-21');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(priceNow()).toBe('6 199,00 zł'));
  });

  it('shows the gallery, data, downloads, related products and the installment calculator', async () => {
    catalogue();
    show();
    await screen.findByRole('heading', { level: 1, name: 'Zefir City 28' });
    expect(screen.getByRole('button', { name: 'Zdjęcie 2 z 2' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Moc' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Instrukcja' })).toHaveAttribute('href', '/media/docs/7.pdf');
    expect(screen.getByRole('heading', { name: 'Akcesoria' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Guard GPS' })).toHaveAttribute('href', '/pl/produkt/1315/produkt-1315');
    expect(document.querySelector('[data-installments]')).toBeInTheDocument();
    expect(screen.getByText('Wysyłka: do 48 godzin')).toBeVisible();
    const dealer = screen.getByRole('link', { name: 'Znajdź sklep' }).getAttribute('href') ?? '';
    expect(dealer.startsWith('/pl/gdzie-kupic?')).toBe(true);
    expect(new URLSearchParams(dealer.split('?')[1]).get('collection')).toBe('59');
    fireEvent.change(screen.getByLabelText('Ilość'), { target: { value: '2' } });
    expect(document.querySelector('[data-bank="ca"]')?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '10 rat po 1 199,80 zł',
    );
  });

  it('tells the shopper when the checkout team’s button cannot be loaded', async () => {
    catalogue();
    show();
    expect(await screen.findByText('Dodawanie do koszyka jest chwilowo niedostępne.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  });

  it('says so when the product does not exist', async () => {
    stubGateway({});
    show();
    expect(await screen.findByText('Nie znaleziono produktu')).toBeVisible();
  });
});
