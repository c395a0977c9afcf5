// @vitest-environment jsdom
import { initI18n, preloadLanguage } from '@shop/platform';
import { RemoteErrorBoundary } from '@shop/remote-kit/error-boundary';
import { type StorefrontAppProps, storefrontLifecycles } from '@shop/remote-kit/lifecycles';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { AppProps } from 'single-spa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The adapter every remote is mounted through (@shop/remote-kit): the app follows the URL while it stays
// mounted, and a render error stays inside the remote's area.

beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

const seen: StorefrontAppProps[] = [];
const mounts = vi.fn();
function App(route: StorefrontAppProps) {
  seen.push(route);
  useEffect(() => mounts(), []);
  return <p>{route.screen}</p>;
}

let broken = true;
function Screen() {
  if (broken) throw new Error('render failed');
  return <p>Koszyk</p>;
}

const props = (domElement: HTMLElement) =>
  ({ name: 'mf-test', domElement, singleSpa: {}, mountParcel: () => {} }) as unknown as AppProps & {
    domElement: HTMLElement;
  };

describe('storefrontLifecycles', () => {
  // single-spa-react resolves mount from componentDidMount: React must render on its own, outside act().
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts the app with the screen of the URL and follows navigation without remounting', async () => {
    window.history.replaceState(null, '', '/pl/produkt/12/zefir-city');
    const area = document.body.appendChild(document.createElement('div'));
    const lifecycles = storefrontLifecycles('mf-test', App);
    await lifecycles.bootstrap(props(area));
    await lifecycles.mount(props(area));
    expect(area.querySelector('[data-remote="mf-test"]')).toHaveAttribute('data-screen', 'product');
    expect(seen.at(-1)).toEqual({ screen: 'product', lang: 'pl', params: { id: '12', slug: 'zefir-city' } });
    expect(window.__SHOP_REACT_VERSIONS__?.['mf-test']).toMatch(/^19\./);

    window.history.pushState(null, '', '/en/product/12/zefir-city');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ screen: 'product', lang: 'en', params: { id: '12', slug: 'zefir-city' } }),
    );
    expect(mounts).toHaveBeenCalledOnce();

    await lifecycles.unmount(props(area));
    expect(area.childElementCount).toBe(0);
  });
});

describe('RemoteErrorBoundary', () => {
  it('shows a notice in place of a remote that failed to draw, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RemoteErrorBoundary name="mf-test">
        <Screen />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-crashed', 'mf-test');
    expect(screen.getByRole('heading').textContent).toBe('Coś poszło nie tak w tej części strony');
    broken = false;
    await act(() => screen.getByRole('button', { name: 'Spróbuj ponownie' }).click());
    expect(screen.getByText('Koszyk')).toBeVisible();
  });
});
