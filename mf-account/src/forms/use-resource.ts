import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError, isAbortError } from '@shop/platform';
import { useCallback, useEffect, useState } from 'react';

/** Something the page asked the server for: loading, its answer, or what went wrong. */
export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; status: number | undefined; message: string };

/** GETs `path` when the page shows (and again on `reload`); the answer of an older call never wins. */
export function useResource<T>(path: string, lang: StorefrontLanguage) {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    // `round` asks again after a failure or a change; the path and language decide what is asked.
    void round;
    const controller = new AbortController();
    // Asking again keeps showing the answer there is (no flash of placeholders after a change).
    setResource((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    api.get<T>(path, { signal: controller.signal }).then(
      (data) => setResource({ state: 'ready', data }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const status = error instanceof ApiError ? error.status : undefined;
        setResource({ state: 'failed', status, message: describeError(error, lang) });
      },
    );
    return () => controller.abort();
  }, [path, lang, round]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { resource, reload, setResource };
}
