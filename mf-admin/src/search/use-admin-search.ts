import { AUTOCOMPLETE_MIN_LENGTH } from '@shop/contracts/limits';
import { isAbortError } from '@shop/platform';
import { useEffect, useState } from 'react';
import { type SearchGroup, type SearchGroups, searchEverything } from '../api/search';

/** How long typing must pause before the panel asks the services. */
export const searchDelayMs = 250;

export type AdminSearchState =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'ready'; query: string; found: Partial<SearchGroups> }
  | { state: 'failed'; query: string };

/**
 * What staff are typing, searched in the groups they may search: nothing below AUTOCOMPLETE_MIN_LENGTH
 * characters (SPEC §5), and only once typing pauses; a newer question cancels the older one.
 */
export function useAdminSearch(text: string, groups: readonly SearchGroup[]): AdminSearchState {
  const query = text.trim();
  const [result, setResult] = useState<AdminSearchState>({ state: 'idle' });
  const asked = groups.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` stands for `groups`
  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_LENGTH || groups.length === 0) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    // The last answer stays on screen while the next one comes: no flicker between keystrokes.
    setResult((last) => (last.state === 'ready' ? last : { state: 'loading', query }));
    const timer = setTimeout(() => {
      searchEverything(query, groups, controller.signal).then(
        (found) => setResult({ state: 'ready', query, found }),
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbortError(error)) setResult({ state: 'failed', query });
        },
      );
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, asked]);
  return result;
}
