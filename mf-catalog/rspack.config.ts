import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/build/frontend-build';

// mf-catalog: a Module Federation remote exposing its single-spa lifecycles as ./app and the header search as
// ./search-box (shell/build/frontend-build.ts has the rules every front end shares). `npm run build -w mf-catalog` → dist/mf-catalog/; `npm run dev -w mf-catalog` serves it
// standalone on port 3001.
export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig(
    'mf-catalog',
    dirname(fileURLToPath(import.meta.url)),
    env,
    argv,
    { './search-box': './src/catalog/HeaderSearch.tsx' },
    3001,
  );
