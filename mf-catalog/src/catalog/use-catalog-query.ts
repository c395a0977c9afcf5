import { useCurrency } from '@shop/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { takeFirstAnswer } from './first-answer';
import { answerOnServer } from './server-answers';

// Data a page fetches at its edge. While a newer request is on its way the last answer stays on screen
// (`refreshing`), so changing the sort, a variant or the currency does not blank the page; the older request
// is aborted, so a late answer never overwrites a newer one.

export type CatalogQuery<T> =
  | { state: 'loading'; data?: undefined; error?: undefined; refreshing: false }
  | { state: 'ready'; data: T; error?: undefined; refreshing: boolean }
  | { state: 'failed'; data?: undefined; error: unknown; refreshing: false };

export function useCatalogQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): CatalogQuery<T> & { retry: () => void } {
  // An answer fetched while the screen's chunk loaded (first-answer.ts), or the one the page was rendered
  // with on the server, is shown at once, not asked again. On the server, a missing one is fetched for the
  // next render pass (server-answers.ts).
  const [result, setResult] = useState<CatalogQuery<T>>(() => {
    const server = answerOnServer<T>(key, load);
    const first = server.onServer ? server.answer : takeFirstAnswer<T>(key);
    return first === undefined
      ? { state: 'loading', refreshing: false }
      : { state: 'ready', data: first, refreshing: false };
  });
  const answered = useRef(result.state === 'ready');
  const [attempt, setAttempt] = useState(0);
  // Prices come in the page's currency (X-Currency): a change of it asks again.
  const currency = useCurrency();
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the currency name everything the load depends on
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    const controller = new AbortController();
    setResult((last) =>
      last.state === 'ready' ? { ...last, refreshing: true } : { state: 'loading', refreshing: false },
    );
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error, refreshing: false });
      },
    );
    return () => controller.abort();
  }, [key, currency, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...result, retry };
}
