import { type Compiler, HtmlRspackPlugin, type RspackPluginInstance } from '@rspack/core';

// The shell's page names in its head the files its entry asks for as soon as it runs (issue 18): the async
// boundary (`import('./bootstrap')`, STACK.md) and the shared React, i18next and platform it negotiates are
// chunks of their own, which the browser otherwise finds only once `main.js` has arrived and run — a round
// trip later. They are the chunks whose parent is the entry chunk; hints only (a file not used costs a download),
// but for their stylesheet, linked as one.

export class PreloadBootChunksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadBootChunksPlugin',
        async (data) => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkRelations: true,
            entrypoints: true,
            ids: true,
          });
          const entries = new Set(Object.values(stats.entrypoints ?? {}).flatMap((entry) => entry.chunks ?? []));
          const files = (stats.chunks ?? [])
            .filter((chunk) => !chunk.initial && (chunk.parents ?? []).some((parent) => entries.has(parent)))
            .flatMap((chunk) => chunk.files ?? [])
            .filter((file) => /\.(js|css)$/.test(file))
            .sort();
          for (const file of files) {
            // The page's own stylesheet applies at once: a page the gateway rendered on the server (issue
            // 18) is drawn in its final look before any script runs, and with scripts off.
            const attributes = file.endsWith('.css')
              ? { rel: 'stylesheet', href: data.publicPath + file }
              : { rel: 'preload', as: 'script', href: data.publicPath + file };
            data.assetTags.meta.push({ tagName: 'link', voidTag: true, attributes });
          }
          return data;
        },
      );
    });
  }
}
