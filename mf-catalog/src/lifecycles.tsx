import { storefrontLifecycles } from '../../shell/remote-kit/lifecycles';
import App from './App';

// single-spa lifecycles of mf-catalog, exposed as mf-catalog/app; the shell mounts them on this remote's screens.
export const { bootstrap, mount, unmount } = storefrontLifecycles('mf-catalog', App);
