import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/build/frontend-build';
import { serverRenderConfig } from '../shell/build/server-build';

// mf-catalog: a Module Federation remote exposing its single-spa lifecycles as ./app and the header search as
// ./search-box (shell/build/frontend-build.ts has the rules every front end shares). `npm run build -w mf-catalog` → dist/mf-catalog/; `npm run dev -w mf-catalog` serves it
// standalone on port 3001. A production build also makes the server build the gateway renders the landing
// pages with (src/server.tsx → dist/mf-catalog/server/).
const dir = dirname(fileURLToPath(import.meta.url));

export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) => {
  const browser = remoteConfig(
    'mf-catalog',
    dir,
    env,
    argv,
    { './search-box': './src/catalog/HeaderSearch.tsx' },
    3001,
  );
  if (browser.mode !== 'production') return browser;
  // The server build runs after the browser's, whose clean-up would otherwise find it half written.
  return [
    { ...browser, name: 'mf-catalog' },
    { ...serverRenderConfig('mf-catalog', dir), dependencies: ['mf-catalog'] },
  ];
};
