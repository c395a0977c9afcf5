import { describeError, isAbortError } from '@shop/platform';
import { useCallback, useEffect, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { useAdminLanguage } from '../screens/text';

/** Something a screen asked the server for: loading, its answer, or what went wrong. */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/**
 * Runs `load` when the screen shows, again when `key` changes and on `reload`; an older call's answer never
 * wins. A 401 or 403 goes to the frame (sign-in or "No access"); any other failure is the screen's to show.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: readonly unknown[]) {
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // Asking again keeps the answer there is on screen (no flash of placeholders), marked busy.
  const [busy, setBusy] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says what `load` asks for
  useEffect(() => {
    void round;
    const controller = new AbortController();
    setBusy(true);
    load(controller.signal).then(
      (data) => {
        setLoaded({ state: 'ready', data });
        setBusy(false);
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setBusy(false);
        if (reportAccess(error)) return;
        setLoaded({ state: 'failed', message: describeError(error, lang) });
      },
    );
    return () => controller.abort();
  }, [...key, lang, round]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  /** Shows `data` as the answer at once (after a save answered the new state). */
  const replace = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, busy, reload, replace };
}
