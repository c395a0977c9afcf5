import { navigate } from '@shop/platform';
import { useCallback, useSyncExternalStore } from 'react';

// Values of the page's query string (`?page=2`, `?tag=rental`) that follow the browser's history: a link,
// the back button or a change made here all re-render the component.

// Said when this remote changes the query itself: single-spa only reports changes it routes on.
const queryChanged = 'catalog:query-changed';
const events = ['popstate', 'single-spa:routing-event', queryChanged];

function subscribe(onChange: () => void): () => void {
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

const currentSearch = () => window.location.search;

/** The current path with `changes` applied to its query; an empty value removes the parameter. */
export function hrefWithQuery(changes: Record<string, string>): string {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

/** Changes several query parameters in one step of the history. */
export function setQuery(changes: Record<string, string>, options: { replace?: boolean } = {}): void {
  navigate(hrefWithQuery(changes), options);
  window.dispatchEvent(new Event(queryChanged));
}

/** The query parameter `name` ('' when absent) and a way to change it, keeping the rest of the URL. */
export function useQueryParam(name: string): [string, (value: string, options?: { replace?: boolean }) => void] {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  const value = new URLSearchParams(search).get(name) ?? '';
  const setValue = useCallback(
    (next: string, options: { replace?: boolean } = {}) => setQuery({ [name]: next }, options),
    [name],
  );
  return [value, setValue];
}
