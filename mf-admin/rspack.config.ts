import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/build/frontend-build';

// mf-admin: a Module Federation remote exposing its single-spa lifecycles as ./app (shell/build/frontend-build.ts
// has the rules every front end shares). `npm run build -w mf-admin` → dist/mf-admin/; `npm run dev -w mf-admin` serves it
// standalone on port 3005.
export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig('mf-admin', dirname(fileURLToPath(import.meta.url)), env, argv, {}, 3005);
