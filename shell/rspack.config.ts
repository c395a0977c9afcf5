import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendConfig, sharedSingletons } from './build/frontend-build';
import { serverRenderConfig } from './build/server-build';

const here = dirname(fileURLToPath(import.meta.url));
const reactI18nextDir = dirname(createRequire(import.meta.url).resolve('react-i18next/package.json'));
const reactI18nextVersion = (createRequire(import.meta.url)('react-i18next/package.json') as { version: string })
  .version;

// The shell: the single-spa root config and the Module Federation host. It declares no remotes at build
// time; it reads /remotes.json at boot (a remote is deployed without rebuilding the shell).
export default (env: { RSPACK_SERVE?: boolean }, argv: { mode?: 'production' | 'development' } = {}) => {
  const config = frontendConfig({
    name: 'shell',
    dir: here,
    mode: argv.mode ?? (env.RSPACK_SERVE || process.env.NODE_ENV === 'development' ? 'development' : 'production'),
    publicPath: '/shell/',
    pageEntry: true,
    devServerPort: 3000,
    html: { template: 'index.html', title: 'Zefir' },
    federation: {
      name: 'shell',
      remotes: {},
      shareStrategy: 'loaded-first',
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      shared: {
        ...sharedSingletons,
        // The page's react-i18next without <Trans> and its parsers (src/i18n/react-i18next.ts), under the
        // package's own version, so every remote takes it as the singleton it asks for.
        'react-i18next': {
          ...sharedSingletons['react-i18next'],
          import: join(here, 'src', 'i18n', 'react-i18next.ts'),
          version: reactI18nextVersion,
        },
      },
    },
  });
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, 'react-i18next-esm$': join(reactI18nextDir, 'dist', 'es', 'index.js') },
  };
  if (config.mode !== 'production') return config;
  // The page top rendered in the gateway (src/server.tsx → dist/shell/server/), built after the page.
  return [
    { ...config, name: 'shell' },
    { ...serverRenderConfig('shell', here), dependencies: ['shell'] },
  ];
};
