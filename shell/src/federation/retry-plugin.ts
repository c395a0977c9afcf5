import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The outermost layer of failure isolation (DESIGN §7): a remote whose manifest or entry script fails to
// arrive is asked for again, a few times with a growing pause, before anyone sees a fallback. A blip in
// the network or a remote being redeployed then goes unnoticed.

export interface RetryOptions {
  /** Tries in all, the first included (default 3). */
  attempts?: number;
  /** Pause before the second try; each later pause is three times longer (default 250 ms). */
  firstDelayMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or `attempts` tries have failed; rejects with the last error. */
export async function withRetry<T>(task: () => Promise<T>, { attempts = 3, firstDelayMs = 250 }: RetryOptions = {}) {
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await pause(delay);
      delay *= 3;
    }
  }
}

export function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-retry',
    // Manifests are fetched: a refused connection or a 5xx answer is tried again.
    fetch(url, init) {
      return withRetry(async () => {
        const response = await fetch(url, init);
        if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
        return response;
      }, options);
    },
    // Entry scripts (remoteEntry.js) are loaded as <script>; the runtime hands us a way to load one again.
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      await pause(options.firstDelayMs ?? 250);
      const entry = await withRetry(
        () => {
          delete globalLoading[uniqueKey];
          return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        },
        { ...options, attempts: (options.attempts ?? 3) - 1 },
      );
      // The hook's declared type nests a promise that the runtime awaits flat; the value is the entry.
      return (entry || undefined) as never;
    },
  };
}
