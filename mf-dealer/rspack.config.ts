import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/build/frontend-build';

// mf-dealer: a Module Federation remote exposing its single-spa lifecycles as ./app, the B2B contact reveal the
// contact page shows a dealer and the dealer's own shops the store locator shows it (shell/build/frontend-build.ts has the rules every front end shares).
// `npm run build -w mf-dealer` → dist/mf-dealer/; `npm run dev -w mf-dealer` serves it standalone on port 3004.
export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig(
    'mf-dealer',
    dirname(fileURLToPath(import.meta.url)),
    env,
    argv,
    {
      './b2b-contact-reveal': './src/fragments/B2bContactRevealFragment.tsx',
      './dealer-shops': './src/fragments/DealerShopsFragment.tsx',
    },
    3004,
  );
