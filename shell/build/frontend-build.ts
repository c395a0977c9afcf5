import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, HtmlRspackPlugin, type RuleSetRule } from '@rspack/core';
import { containerName, cssPrefix } from './names';
import { PrecompressPlugin } from './precompress';
import { PreloadBootChunksPlugin } from './preload-boot-chunks';
import { ScreenAssetsPlugin } from './screen-assets';

// The rules every front end builds by (DESIGN §7, STACK.md): the shell and the five remotes must agree on
// the shared singletons and on how TypeScript and CSS Modules compile, so they are written once, here.
// Each front end's rspack.config.ts names only what is its own.

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every front end builds into `<repo>/dist/<name>/` (the gateway and nginx serve that tree). */
export const outputDir = (name: string) => join(repositoryRoot, 'dist', name);

const singleton = (requiredVersion: string | false) => ({ singleton: true, requiredVersion });

/**
 * One copy of each on a page. The subpaths are shared too: sharing only `react-dom` made a remote download
 * its own react-dom (STACK.md). Nothing is eager; the shell's async boundary lets the runtime negotiate.
 */
export const sharedSingletons = {
  react: singleton('^19.3.1'),
  'react/jsx-runtime': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/client': singleton('^19.3.1'),
  i18next: singleton('^26.7.2'),
  // A workspace package: its module-level state (session, cart summary, i18n) must exist once per page.
  '@shop/platform': singleton(false),
};

export function typescriptRule(): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets: 'chrome >= 109, firefox >= 115, safari >= 15.4, edge >= 109' },
    },
    type: 'javascript/auto',
  };
}

type Mode = 'production' | 'development';

/**
 * The federation plugin injects its runtime by the CommonJS file names (`dist/index.cjs`); the same
 * packages ship ES modules beside them (`dist/index.js`), which rspack can tree-shake.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const dist = (pkg: string) => join(repositoryRoot, 'node_modules', '@module-federation', pkg, 'dist');
  const files = [
    ['webpack-bundler-runtime', 'index'],
    ['inject-external-runtime-core-plugin', 'index'],
    ['runtime-tools', 'runtime-core'],
    ['runtime', 'index'],
  ];
  return Object.fromEntries(
    files.map(([pkg, file]) => [`${join(dist(pkg!), file!)}.cjs$`, `${join(dist(pkg!), file!)}.js`]),
  );
}

interface FrontendOptions {
  /** Workspace folder name: `shell`, `mf-catalog`, … */
  name: string;
  /** The folder of the front end's rspack.config.ts. */
  dir: string;
  mode: Mode;
  publicPath: string;
  federation: ConstructorParameters<typeof ModuleFederationPlugin>[0];
  /** An HTML page for the browser (the shell always; a remote only when served standalone). */
  html?: { template: string; title: string } | undefined;
  /** Build `src/index.ts` as a page of its own (the shell; a remote only when served standalone). */
  pageEntry: boolean;
  devServerPort?: number;
}

/** The rspack configuration both the shell and the remotes start from. */
export function frontendConfig(options: FrontendOptions): Configuration {
  const { name, dir, mode } = options;
  const production = mode === 'production';
  const hash = production ? '.[contenthash:10]' : '';
  return {
    mode,
    context: dir,
    // A remote's production build is only its container (remoteEntry.js, added by the federation plugin).
    entry: options.pageEntry ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir(name),
      publicPath: options.publicPath,
      uniqueName: `shop_${containerName(name)}`,
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      // A remote's server build (server-build.ts) lands in its own folder here, from a build of its own.
      clean: { keep: (path: string) => /(^|[/\\])server([/\\]|$)/.test(path) },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: federationRuntimeAsEsm() },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': {
          localIdentName: production ? `${cssPrefix(name)}-[local]-[hash:5]` : `${cssPrefix(name)}__[name]__[local]`,
          exportsConvention: 'as-is',
        },
      },
      rules: [typescriptRule(), { test: /\.css$/, type: 'css/auto' }],
    },
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({ dts: false, shared: sharedSingletons, ...options.federation }),
      options.html &&
        new HtmlRspackPlugin({
          template: join(dir, options.html.template),
          title: options.html.title,
          inject: 'body',
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
      options.html && production && new PreloadBootChunksPlugin(),
      !options.pageEntry && production && new ScreenAssetsPlugin(),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    devServer: {
      port: options.devServerPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API and the other front ends come from a running shop (`npm start`, port 8080).
      proxy: [{ context: ['/api', '/mf', '/remotes.json'], target: 'http://127.0.0.1:8080' }],
    },
  };
}

/** The configuration of one remote: its `./app` lifecycles, plus any fragments it owns. */
export function remoteConfig(
  name: string,
  dir: string,
  env: { RSPACK_SERVE?: boolean } & Record<string, unknown>,
  argv: { mode?: Mode } = {},
  extraExposes: Record<string, string> = {},
  devServerPort = 3001,
): Configuration {
  const serve = Boolean(env.RSPACK_SERVE);
  const mode: Mode = argv.mode ?? (serve || process.env.NODE_ENV === 'development' ? 'development' : 'production');
  return frontendConfig({
    name,
    dir,
    mode,
    publicPath: 'auto',
    devServerPort,
    pageEntry: serve,
    html: serve ? { template: 'index.html', title: `${name} (standalone)` } : undefined,
    federation: {
      name: containerName(name),
      filename: 'remoteEntry.js',
      exposes: { './app': './src/lifecycles.tsx', ...extraExposes },
      manifest: { fileName: 'mf-manifest.json' },
      // Inside the shell the federation runtime comes from the shell; standalone, the remote brings its own.
      experiments: serve ? {} : { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
    },
  });
}
