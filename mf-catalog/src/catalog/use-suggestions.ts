import type { SearchSuggestions } from '@shop/contracts';
import { AUTOCOMPLETE_MIN_LENGTH } from '@shop/contracts/limits';
import { useEffect, useState } from 'react';
import { fetchSuggestions } from '../api/catalog';

/** How long typing must pause before the autocomplete asks the catalogue. */
export const suggestDelayMs = 200;

export type SuggestionsState =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'ready'; query: string; suggestions: SearchSuggestions }
  | { state: 'failed'; query: string };

/**
 * Suggestions for what the shopper is typing: nothing is asked below AUTOCOMPLETE_MIN_LENGTH characters (SPEC §5), and only
 * once typing pauses; a newer question cancels the older one.
 */
export function useSuggestions(text: string): SuggestionsState {
  const query = text.trim();
  const [result, setResult] = useState<SuggestionsState>({ state: 'idle' });
  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_LENGTH) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult((last) => (last.state === 'ready' ? last : { state: 'loading', query }));
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) setResult({ state: 'ready', query, suggestions });
        },
        () => {
          if (!controller.signal.aborted) setResult({ state: 'failed', query });
        },
      );
    }, suggestDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return result;
}
