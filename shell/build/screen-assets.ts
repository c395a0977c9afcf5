import { type Compiler, type RspackPluginInstance, sources } from '@rspack/core';

// A remote's browser build names, in `screens.json` beside its manifest, the files each of its screens needs
// (the chunk group of `import(/* webpackChunkName: "screen-<id>" */ …)`): the gateway links a server-rendered
// screen's stylesheets and preloads its scripts by it (gateway/src/server-render.ts, issue 18). Written with
// the build, so a remote deployed alone brings the list of its own files.

export const SCREEN_ASSETS_FILE = 'screens.json';
const prefix = 'screen-';

export interface ScreenAssets {
  js: string[];
  css: string[];
}

export class ScreenAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ScreenAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScreenAssetsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({ all: false, chunkGroups: true, chunkGroupAuxiliary: false });
          const screens: Record<string, ScreenAssets> = {};
          for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
            if (!name.startsWith(prefix)) continue;
            const files = (group.assets ?? []).map((asset) => asset.name);
            screens[name.slice(prefix.length)] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          compilation.emitAsset(SCREEN_ASSETS_FILE, new sources.RawSource(`${JSON.stringify(screens, null, 1)}\n`));
        },
      );
    });
  }
}
