// @vitest-environment jsdom
import { initI18n } from '@shop/platform';
import { waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import App, { catalogScreens } from './App';
import { bootstrap, mount, unmount } from './lifecycles';

// Each screen is its own chunk (App.tsx). Nothing is fetched ahead in this file, so every screen here is
// seen for the first time. React renders on its own here, as in a browser (outside act()): act() would
// hold back the render that follows a suspension.

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  await initI18n('pl');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('a screen whose chunk is not in yet', () => {
  it('shows its frame, title and the loading state, then the screen in the same place', async () => {
    const area = document.body.appendChild(document.createElement('div'));
    const root = createRoot(area);
    root.render(<App screen="contact" lang="pl" params={{}} />);
    // The first thing painted: the screen's frame (waitFor looks again on every change of the page).
    const frame = await waitFor(() => {
      const drawn = area.querySelector('[data-screen="contact"][data-remote="mf-catalog"]');
      expect(drawn).toBeInTheDocument();
      return drawn;
    });
    expect(frame?.querySelector('h1')?.textContent).toBe('Kontakt');
    expect(frame?.querySelector('nav[aria-label="Jesteś tutaj"]')).toBeInTheDocument();
    expect(frame?.querySelector('[role="status"]')?.textContent).toBe('Ładowanie…');
    expect(frame?.querySelector('form')).not.toBeInTheDocument();

    await waitFor(() => expect(area.querySelector('form')).toBeInTheDocument(), { timeout: 10_000 });
    // The company card reads the shop's config on its own (here it fails, and the card steps aside).
    await waitFor(() => expect(area.textContent).not.toContain('Ładowanie…'));
    expect(area.querySelectorAll('h1')).toHaveLength(1);
    expect(area.querySelector('h1')?.textContent).toBe('Kontakt');
    root.unmount();
  });
});

describe('moving to a screen not seen yet', () => {
  it('replaces the screen left with the loading frame of the next one, then shows it', async () => {
    const area = document.body.appendChild(document.createElement('div'));
    const root = createRoot(area);
    root.render(<App screen="funding" lang="pl" params={{}} />);
    await waitFor(() => expect(area.textContent).toContain('program dopłat'), { timeout: 10_000 });

    root.render(<App screen="insurance" lang="pl" params={{}} />);
    await waitFor(() => expect(area.querySelector('h1')).toHaveTextContent('Ubezpieczenie roweru elektrycznego'));
    // Nothing of the page left stays behind, not even hidden.
    expect(area.textContent).not.toContain('program dopłat');
    expect([...area.querySelectorAll('h1')].map((title) => title.textContent)).toEqual([
      'Ubezpieczenie roweru elektrycznego',
    ]);
    expect(area.querySelector('[role="status"]')?.textContent).toBe('Ładowanie…');
    await waitFor(() => expect(area.textContent).toContain('Kradzież z włamaniem'), { timeout: 10_000 });
    expect(area.querySelectorAll('h1')).toHaveLength(1);
    root.unmount();
  });
});

describe('a screen whose chunk fails to arrive', () => {
  it('says so in its frame with "try again", which fetches the chunk anew', async () => {
    const fetchReviews = vi.spyOn(catalogScreens, 'customerReviews');
    fetchReviews.mockRejectedValueOnce(new Error('Loading chunk 123 failed'));
    const area = document.body.appendChild(document.createElement('div'));
    const root = createRoot(area);
    root.render(<App screen="customerReviews" lang="pl" params={{}} />);
    await waitFor(() => expect(area.querySelector('[role="alert"]')).toBeInTheDocument());
    expect(area.querySelector('h1')?.textContent).toBe('Opinie klientów');
    expect(area.querySelector('[role="alert"]')?.textContent).toContain('Spróbuj ponownie');
    expect(fetchReviews).toHaveBeenCalledTimes(1);

    area.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await waitFor(() => expect(area.querySelector('[role="alert"]')).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(area.querySelector('[role="status"]')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(area.querySelector('h1')?.textContent).toBe('Opinie klientów');
    expect(area.querySelectorAll('h1')).toHaveLength(1);
    expect(fetchReviews).toHaveBeenCalledTimes(2);
    root.unmount();
  });
});

describe('mounting mf-catalog', () => {
  it('waits for the current screen, so its first paint is the screen and not the loading state', async () => {
    window.history.replaceState(null, '', '/pl/rower-elektryczny-na-raty');
    const area = document.body.appendChild(document.createElement('div'));
    const props = { name: 'mf-catalog', domElement: area, singleSpa: {}, mountParcel: () => {} } as unknown as AppProps;
    await bootstrap(props);
    await mount(props);
    expect(area.querySelector('[data-screen="installments"] h1')?.textContent).toBe('Rower elektryczny na raty');
    expect(area.textContent).toContain('Raty CA: 10 × 0%');
    expect(area.textContent).not.toContain('Ładowanie…');
    await unmount(props);
  });
});
