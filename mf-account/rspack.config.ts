import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/build/frontend-build';

// mf-account: a Module Federation remote exposing its single-spa lifecycles as ./app and the account menu as
// ./account-menu, which other teams' account pages show (shell/build/frontend-build.ts
// has the rules every front end shares). `npm run build -w mf-account` → dist/mf-account/; `npm run dev -w mf-account` serves it
// standalone on port 3003.
export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig(
    'mf-account',
    dirname(fileURLToPath(import.meta.url)),
    env,
    argv,
    { './account-menu': './src/fragments/AccountMenuFragment.tsx' },
    3003,
  );
