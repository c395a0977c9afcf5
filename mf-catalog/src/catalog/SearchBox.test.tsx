// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';
import { card } from './test-fixtures';
import { askedUrls, loadTexts, stubGateway } from './test-support';
import { suggestDelayMs } from './use-suggestions';

beforeAll(loadTexts);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.history.replaceState(null, '', '/pl/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function suggestions() {
  const { image, price } = card(7, 'x');
  return stubGateway({
    '/api/catalog/search/suggest': (url) => ({
      body: {
        query: url.searchParams.get('q'),
        products: [
          { id: 7, slug: 'zefir-city-28', name: 'Zefir City 28', category: 'bike', image, price },
          { id: 8, slug: 'zefir-city-26', name: 'Zefir City 26', category: 'bike', image, price },
        ],
        collections: [
          {
            id: 59,
            slug: 'rowery-elektryczne',
            slugs: { pl: 'rowery-elektryczne', en: 'electric-bikes' },
            name: 'Rowery elektryczne',
          },
        ],
      },
    }),
  });
}

async function type(text: string) {
  const box = screen.getByRole('combobox', { name: 'Szukaj w sklepie' });
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(suggestDelayMs + 50);
  });
  return box;
}

describe('SearchBox autocomplete', () => {
  it('asks nothing and shows no list below 2 characters', async () => {
    const gateway = suggestions();
    render(<SearchBox lang="pl" />);
    const box = await type('z');
    await type(' z ');
    expect(gateway).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('from the 2nd character asks once typing pauses, and lists products and collections', async () => {
    const gateway = suggestions();
    render(<SearchBox lang="pl" />);
    const box = screen.getByRole('combobox', { name: 'Szukaj w sklepie' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'zo' } });
    fireEvent.change(box, { target: { value: 'zol' } });
    fireEvent.change(box, { target: { value: 'zolt' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(suggestDelayMs + 50);
    });
    expect(askedUrls(gateway)).toEqual(['/api/catalog/search/suggest?q=zolt']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option').map((option) => option.textContent?.replace(/\u00a0/g, ' '));
    expect(options).toEqual(['Zefir City 284 999,00 zł', 'Zefir City 264 999,00 zł', 'Rowery elektryczneKategoria']);
  });

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    suggestions();
    render(<SearchBox lang="pl" />);
    const box = await type('zefir');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('Zefir City 26');
    expect(document.getElementById(active ?? '')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain(
      'Rowery elektryczne',
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(window.location.pathname).toBe('/pl/kategoria/59/rowery-elektryczne');
  });

  it('closes with Escape, and Enter without a suggestion opens the search page', async () => {
    suggestions();
    render(<SearchBox lang="pl" />);
    const box = await type('rower elektryczny');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pl/szukaj?q=rower%20elektryczny');
  });
});
