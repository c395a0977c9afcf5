import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/build/frontend-build';

// mf-checkout: a Module Federation remote exposing its single-spa lifecycles as ./app, and the fragments other
// teams show: the mini-cart, add-to-cart, one order's view and its pay-again button (shell/build/frontend-build.ts
// has the rules every front end shares). `npm run build -w mf-checkout` → dist/mf-checkout/;
// `npm run dev -w mf-checkout` serves it standalone on port 3002.
export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig(
    'mf-checkout',
    dirname(fileURLToPath(import.meta.url)),
    env,
    argv,
    {
      './mini-cart': './src/fragments/MiniCart.tsx',
      './add-to-cart': './src/fragments/AddToCartButton.tsx',
      './order-view': './src/fragments/OrderViewFragment.tsx',
      './pay-again': './src/fragments/PayAgainFragment.tsx',
    },
    3002,
  );
