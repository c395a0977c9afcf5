import { matchPath } from '@shop/platform';
import { type RemoteLifecycles, storefrontLifecycles } from '@shop/remote-kit/lifecycles';
import App, { preloadScreen } from './App';

// single-spa lifecycles of mf-catalog, exposed as mf-catalog/app; the shell mounts them on this remote's screens.
// Mounting waits for the current screen's chunk (App.tsx), so the remote's first paint is the screen itself
// rather than its loading state; a chunk that fails to arrive is shown by App, with "try again".
const lifecycles = storefrontLifecycles('mf-catalog', App);

export const { bootstrap, unmount } = lifecycles;

export const mount: RemoteLifecycles['mount'] = async (props) => {
  const route = matchPath(window.location.pathname);
  if (route) await preloadScreen(route.screen);
  return lifecycles.mount(props);
};
