import type { ScreenId } from '@shop/i18n';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorBoundary } from './error-boundary';
import { recordReact } from './react-check';
import { StorefrontRootView } from './root-view';
import { languageOfPath, usePathname, useRoute } from './route';

// single-spa lifecycles for a remote's React app (docs/frontend.md, "Composition"). The shell mounts a
// remote into the element it passes as `domElement`; standalone, the remote mounts into #root. The app
// re-renders on every URL change, so it always gets the current screen, language and parameters.

export interface StorefrontAppProps {
  screen: ScreenId;
  lang: 'pl' | 'en';
  params: Record<string, string>;
}

export interface AdminAppProps {
  lang: 'pl' | 'en';
  /** The path below `/<lang>/admin`, e.g. `/orders/12` (`/` for the dashboard). */
  path: string;
}

type ShellProps = AppProps & { domElement?: HTMLElement };

/** What `./app` of a remote exports. */
export interface RemoteLifecycles {
  bootstrap(props: ShellProps): Promise<unknown>;
  mount(props: ShellProps): Promise<unknown>;
  unmount(props: ShellProps): Promise<unknown>;
}

/**
 * The address a remote's area was rendered for on the server (the gateway writes it: `data-rendered`), when
 * that is the page's current address; a mount there hydrates the server's HTML instead of drawing anew.
 */
export function renderedHere(area: HTMLElement | undefined): boolean {
  const rendered = area?.dataset.rendered;
  return rendered !== undefined && rendered === window.location.pathname + window.location.search;
}

/**
 * A boundary the server could not draw (another remote's fragment, which only the browser loads: React's
 * error 419) is drawn here, as meant: nothing to report.
 */
const serverLeftIt = (error: unknown) =>
  /#419|could not finish this Suspense boundary/.test(String((error as Error)?.message));

/**
 * Hydration that does not fail loudly: where the browser's first render differs from the server's (a layout
 * the shopper chose, kept in this browser), React draws that part anew, which is all a shopper would want.
 * It runs as a transition: the server's HTML is on screen already, so React may hydrate it in short slices
 * and answer a tap in between, instead of holding the page in one long task (issue 18, total blocking time).
 */
const hydratingClient = {
  ...ReactDOMClient,
  hydrateRoot: (container: Element, children: React.ReactNode) => {
    let root: ReactDOMClient.Root | undefined;
    React.startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, {
        onRecoverableError: (error) => {
          if (!serverLeftIt(error)) console.warn('[hydration] drawn anew:', (error as Error)?.message);
        },
      });
    });
    return root!;
  },
};

function lifecyclesOf(name: string, Root: ComponentType<ShellProps>): RemoteLifecycles {
  let hydrate = false;
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient: hydratingClient,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    errorBoundaryClass: RemoteErrorBoundary as never,
    domElementGetter: () => document.getElementById('root') ?? document.body,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: ShellProps) => {
      recordReact(name);
      const area = props.domElement;
      hydrate = renderedHere(area);
      // Server HTML of another address (the shopper moved on before this mount) is not this page's: drawn
      // anew, React replaces it when it commits, so the page never shows an empty area in between.
      if (area) delete area.dataset.rendered;
      try {
        return await lifecycles.mount(props);
      } finally {
        hydrate = false;
      }
    },
    unmount: lifecycles.unmount,
  };
}

/** Lifecycles of a storefront remote: `App` renders the screens this remote owns. */
export function storefrontLifecycles(name: string, App: ComponentType<StorefrontAppProps>) {
  function StorefrontRoot() {
    const route = useRoute();
    // The shell mounts a remote only on its own screens; between two URLs there is nothing to draw.
    if (!route) return null;
    return (
      <StorefrontRootView name={name} screen={route.screen}>
        <App screen={route.screen} lang={route.lang} params={route.params} />
      </StorefrontRootView>
    );
  }
  return lifecyclesOf(name, StorefrontRoot);
}

/** Lifecycles of the admin panel: everything under `/<lang>/admin`, its own routes. */
export function adminLifecycles(name: string, App: ComponentType<AdminAppProps>) {
  function AdminRoot() {
    const pathname = usePathname();
    const lang = languageOfPath(pathname);
    const path = pathname.replace(/^\/(pl|en)\/admin/, '') || '/';
    return (
      <div data-remote={name} data-screen="admin">
        <App lang={lang} path={path} />
      </div>
    );
  }
  return lifecyclesOf(name, AdminRoot);
}
