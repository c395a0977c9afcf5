import { adminLifecycles } from '@shop/remote-kit/lifecycles';
import App from './App';

// single-spa lifecycles of the admin panel, exposed as mf-admin/app; the shell mounts it on /<lang>/admin.
export const { bootstrap, mount, unmount } = adminLifecycles('mf-admin', App);
