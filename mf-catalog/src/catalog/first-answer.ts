import { getCurrency } from '@shop/platform';
import { serverAnswerOf } from './server-answers';

// The answer a screen's first render shows, fetched while the screen's chunk loads (lifecycles.tsx): the
// first paint is the page itself rather than a skeleton whose title then grows and pushes the page down
// (a layout shift, issue 18), and the call no longer waits for the chunk. An answer is shown once, to the
// query of the same key and currency; every later render of that screen asks the catalogue as before.

/** An answer kept longer than this (its screen never took it: the chunk failed) is not shown; prices move. */
const KEPT_MS = 10_000;
const answers = new Map<string, { answer: unknown; at: number }>();
const slot = (key: string) => `${getCurrency()} ${key}`;

/**
 * Fetches a query's answer ahead of the screen, waiting at most `waitMs`: a slower answer is abandoned
 * (the screen shows its loading state and asks itself); a failure is left for the screen to meet and show.
 */
export async function prefetchFirstAnswer<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  waitMs: number,
): Promise<void> {
  const at = slot(key);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fetched = load(controller.signal).then(
    (answer) => {
      if (!controller.signal.aborted) answers.set(at, { answer, at: Date.now() });
    },
    () => {},
  );
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([fetched, late]);
  clearTimeout(timer);
  controller.abort();
}

/**
 * The answer the page's server render used for this key while the screen hydrates (server-answers.ts), else
 * the answer fetched ahead for it in the page's currency, once; undefined when there is none.
 */
export function takeFirstAnswer<T>(key: string): T | undefined {
  const rendered = serverAnswerOf<T>(key, getCurrency());
  if (rendered !== undefined) return rendered;
  const at = slot(key);
  const kept = answers.get(at);
  answers.delete(at);
  return kept && Date.now() - kept.at <= KEPT_MS ? (kept.answer as T) : undefined;
}
