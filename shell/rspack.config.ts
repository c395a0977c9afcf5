import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendConfig } from './build/frontend-build';
import { serverRenderConfig } from './build/server-build';

const here = dirname(fileURLToPath(import.meta.url));

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
    },
  });
  if (config.mode !== 'production') return config;
  // The page top rendered in the gateway (src/server.tsx → dist/shell/server/), built after the page.
  return [
    { ...config, name: 'shell' },
    { ...serverRenderConfig('shell', here), dependencies: ['shell'] },
  ];
};
