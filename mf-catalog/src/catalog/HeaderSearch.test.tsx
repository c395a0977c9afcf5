// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HeaderSearch, { SearchField } from './HeaderSearch';
import { card } from './test-fixtures';
import { askedUrls, loadTexts, stubGateway } from './test-support';
import { suggestDelayMs } from './use-suggestions';

// The search with suggestions is a chunk the header fetches when the shopper focuses the field or types;
// the mock counts the times it is loaded.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./SearchBox', async (original) => {
  loads.count += 1;
  return original();
});

beforeAll(loadTexts);
beforeEach(() => {
  loads.count = 0;
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
        products: [{ id: 7, slug: 'zefir-city-28', name: 'Zefir City 28', category: 'bike', image, price }],
        collections: [],
      },
    }),
  });
}

const field = () => screen.getByRole('combobox', { name: 'Szukaj w sklepie' });

describe('HeaderSearch', () => {
  it('shows the same field without loading the search, which comes with the focus, keeping text and focus', async () => {
    const gateway = suggestions();
    render(<HeaderSearch lang="pl" />);
    const standIn = field();
    expect(standIn).toHaveAttribute('placeholder', 'Szukaj rowerów, baterii, akcesoriów…');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Szukaj' })).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(loads.count).toBe(0);

    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'zefir' } });
    // The real search box takes over: it points to its suggestion list, has the text and the focus.
    await waitFor(() => expect(field()).toHaveAttribute('aria-controls'));
    expect(loads.count).toBe(1);
    const box = field();
    expect(box).not.toBe(standIn);
    expect(box).toHaveValue('zefir');
    expect(box).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(suggestDelayMs + 50);
    });
    expect(askedUrls(gateway)).toEqual(['/api/catalog/search/suggest?q=zefir']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Zefir City 28');
  });

  it('opens the search page on Enter before the search has loaded', () => {
    const onText = vi.fn();
    render(<SearchField lang="pl" text=" rower " onText={onText} onFocusChange={() => undefined} />);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(onText).toHaveBeenCalledWith('');
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    expect(window.location.pathname).toBe('/pl/szukaj');
    expect(window.location.search).toBe('?q=rower');
  });
});
