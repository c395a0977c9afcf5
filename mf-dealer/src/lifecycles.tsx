import { storefrontLifecycles } from '@shop/remote-kit/lifecycles';
import App from './App';

// single-spa lifecycles of mf-dealer, exposed as mf-dealer/app; the shell mounts them on this remote's screens.
export const { bootstrap, mount, unmount } = storefrontLifecycles('mf-dealer', App);
