import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { containerName } from '../../build/names';
import { type FallbackFactory, fallbackPlugin } from './fallback-plugin';
import { i18nPlugin } from './i18n-plugin';
import { retryPlugin, withRetry } from './retry-plugin';

// Where the remotes are is not known when the shell is built: /remotes.json says it at boot (remote name
// → URL of its mf-manifest.json), so a remote is deployed by publishing it under a new path and changing
// that file (deploy/README.md). The shell registers them with the Module Federation runtime it was built
// with (`init`, not `createInstance`: a second instance would load React twice, STACK.md).

export type RemoteMap = Record<string, string>;

/** Keeps the entries that name a remote and a manifest URL; anything else in the file is ignored. */
export function parseRemoteMap(value: unknown): RemoteMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => /^[a-z][a-z0-9-]*$/.test(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/** GET /remotes.json, never from the browser's cache (it changes with every deployment of a remote). */
export async function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  try {
    return await withRetry(async () => {
      const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parseRemoteMap(await response.json());
    });
  } catch (error) {
    // Without the map every remote shows its fallback; the header and footer still work.
    console.error('[shell] the remote map could not be loaded', error);
    return {};
  }
}

/** Registers the remotes of the map; a module of a remote is then loaded by `<remote>/<expose>`. */
export function startFederation(remotes: RemoteMap, fallbackFor: FallbackFactory): void {
  init({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name: containerName(name), alias: name, entry })),
    plugins: [retryPlugin(), fallbackPlugin(fallbackFor), i18nPlugin()],
  });
}

/**
 * A module of a remote (`mf-checkout/mini-cart`). Never rejects when the remote is down: the fallback
 * plugin answers with a stand-in, and a remote missing from the map gets the same stand-in here.
 */
export async function loadFederated<T>(id: string, fallback: () => T): Promise<T> {
  try {
    return ((await loadRemote<T>(id)) ?? fallback()) as T;
  } catch (error) {
    console.warn(`[shell] ${id} is not available`, error);
    return fallback();
  }
}
