// @vitest-environment jsdom
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

vi.mock('./go-home', () => ({ goHomeAfterDelay: vi.fn(() => () => {}) }));
const { goHomeAfterDelay } = await import('./go-home');

beforeAll(async () => {
  await initI18n('en');
  await preloadLanguage('pl');
});
afterEach(cleanup);

describe('NotFoundPage', () => {
  it('says the page was not found and offers the home page of its language', () => {
    render(<NotFoundPage lang="en" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en/');
  });

  it('going home announces the move and reloads the home page after the delay', () => {
    render(<NotFoundPage lang="pl" />);
    fireEvent.click(screen.getByRole('link'));
    expect(goHomeAfterDelay).toHaveBeenCalledWith('pl');
    expect(screen.getByRole('status').textContent).toBe('Przenosimy Cię na stronę główną…');
    fireEvent.click(screen.getByRole('link'));
    expect(goHomeAfterDelay).toHaveBeenCalledOnce();
  });

  it('leaves a click that opens a new tab to the browser', () => {
    vi.mocked(goHomeAfterDelay).mockClear();
    render(<NotFoundPage lang="pl" />);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(goHomeAfterDelay).not.toHaveBeenCalled();
  });
});
