import { join } from 'node:path';
import { type Compiler, type Configuration, type RspackPluginInstance, sources } from '@rspack/core';
import { outputDir, typescriptRule } from './frontend-build';
import { containerName, cssPrefix } from './names';

// A remote's server build (issue 18): its screens bundled for Node — React, its texts and the shared packages
// inside, no federation — as one ES module the gateway imports to render the shop's landing pages. It lands
// in `dist/<remote>/server/`, and `server.json` there names the module's file, whose name carries its content
// hash: the gateway reads that file at every page, so a remote deployed alone renders its new screens at once.

export const SERVER_FILE = 'server.json';

class ServerManifestPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = [...(compilation.entrypoints.get('render')?.getFiles() ?? [])].find((file) =>
            file.endsWith('.mjs'),
          );
          if (!entry) throw new Error('the server build made no render module');
          compilation.emitAsset(SERVER_FILE, new sources.RawSource(`${JSON.stringify({ entry })}\n`));
        },
      );
    });
  }
}

/** The Node build of `src/server.tsx` of the remote `name` (production only; development has no gateway render). */
export function serverRenderConfig(name: string, dir: string): Configuration {
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { render: './src/server.tsx' },
    devtool: false,
    output: {
      path: join(outputDir(name), 'server'),
      // The same as the browser build's: CSS Modules class names are hashed with it.
      uniqueName: `shop_${containerName(name)}`,
      filename: '[name].[contenthash:10].mjs',
      module: true,
      library: { type: 'module' },
      chunkFormat: 'module',
      // One file: the screens' own chunks are the browser's business.
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // Class names only (the browser build ships the stylesheets), named exactly as the browser's.
        'css/auto': {
          localIdentName: `${cssPrefix(name)}-[local]-[hash:5]`,
          exportsConvention: 'as-is',
          exportsOnly: true,
        },
      },
      rules: [typescriptRule(), { test: /\.css$/, type: 'css/auto' }],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new ServerManifestPlugin()],
  };
}
