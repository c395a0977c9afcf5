import type { SearchSuggestions } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { fetchSuggestions } from '../api/catalog';
import { autocompleteMinLength } from './limits';

/** How long typing must pause before the autocomplete asks the catalogue. */
export const suggestDelayMs = 200;

export type SuggestionsState =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'ready'; query: string; suggestions: SearchSuggestions }
  | { state: 'failed'; query: string };

/**
 * Suggestions for what the shopper is typing: nothing is asked below 2 characters (SPEC §5), and only
 * once typing pauses; a newer question cancels the older one.
 */
export function useSuggestions(text: string): SuggestionsState {
  const query = text.trim();
  const [result, setResult] = useState<SuggestionsState>({ state: 'idle' });
  useEffect(() => {
    if (query.length < autocompleteMinLength) {
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
