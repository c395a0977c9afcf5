import type { StorefrontLanguage } from '@shop/i18n';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, describeError, isAbortError } from './errors';
import { useCurrency } from './react';

// One way for a screen to load what it shows (the account's and the dealer area's pages): loading, the answer or
// the failure in the page's language, asking again on demand, and an older answer never winning.

/** Something the page asked the server for: loading, its answer, or what went wrong. */
export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; status: number | undefined; message: string };

/**
 * Runs `load` when the page shows, again when `key`, the language or the currency changes (prices are answered
 * in it) and on `reload`; the answer of an older call never wins. A skipped load (`enabled` false) stays loading without asking.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: readonly unknown[],
  lang: StorefrontLanguage,
  enabled = true,
) {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const currency = useCurrency();

  // The effect follows `key` (what `load` asks for), not `load` itself, which is a new function every render.
  useEffect(() => {
    // `round` asks again after a failure or a change; `currency` goes with every call (X-Currency).
    void round;
    void currency;
    if (!enabled) return;
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
  }, [...key, lang, currency, round, enabled]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { resource, reload };
}
