import type { ScreenId } from '@shop/i18n';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorBoundary } from './error-boundary';
import { recordReact } from './react-check';
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

function lifecyclesOf(name: string, Root: ComponentType<ShellProps>): RemoteLifecycles {
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundaryClass: RemoteErrorBoundary as never,
    domElementGetter: () => document.getElementById('root') ?? document.body,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: ShellProps) => {
      recordReact(name);
      return lifecycles.mount(props);
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
      <div data-remote={name} data-screen={route.screen}>
        <App screen={route.screen} lang={route.lang} params={route.params} />
      </div>
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
