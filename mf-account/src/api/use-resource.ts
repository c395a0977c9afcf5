import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, isAbortError } from '@shop/platform';
import { useCallback, useEffect, useState } from 'react';

/** Something the page asked the server for: loading, its answer, or what went wrong. */
export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; status: number | undefined; message: string };

/**
 * Runs `load` when the page shows, again when `key` changes and on `reload`; the answer of an older call
 * never wins. `key` names what is asked for (an id, a page number), as an effect's dependencies would.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: readonly unknown[],
  lang: StorefrontLanguage,
) {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says what `load` asks for
  useEffect(() => {
    // `round` asks again after a failure or a change.
    void round;
    const controller = new AbortController();
    // Asking again keeps showing the answer there is (no flash of placeholders after a change).
    setResource((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    load(controller.signal).then(
      (data) => setResource({ state: 'ready', data }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const status = error instanceof ApiError ? error.status : undefined;
        setResource({ state: 'failed', status, message: describeError(error, lang) });
      },
    );
    return () => controller.abort();
  }, [...key, lang, round]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { resource, reload };
}
