import { serverAddress } from '@shop/remote-kit/server-address';
import { useMemo, useSyncExternalStore } from 'react';

// What a catalogue page keeps in its address (?layout=, ?sort=, ?page=, ?c=, ?q=), so a shopper can share,
// reload or go back to exactly what they saw. Writing goes through the History API; single-spa hears it but
// keeps this remote mounted (same screen), and the listeners below re-render whoever reads the query.

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const currentSearch = () => window.location.search;
/** On the server the rendered address's; while hydrating, the page's own (the server rendered that one). */
const searchOfRender = () => serverAddress()?.search ?? window.location.search;

/** The current query string ('?a=1' or ''), following back, forward and our own changes. */
export function useQueryString(): string {
  return useSyncExternalStore(subscribe, currentSearch, searchOfRender);
}

export type QueryChanges = Record<string, string | number | undefined>;

/** The query with `changes` applied; an undefined or empty value removes its parameter. */
export function withQuery(search: string, changes: QueryChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** Changes the address's query: a new history entry, or in place with `replace` (nothing to go back to). */
export function setQuery(changes: QueryChanges, options: { replace?: boolean } = {}): void {
  const search = withQuery(window.location.search, changes);
  if (search === window.location.search) return;
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (options.replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
  for (const listener of [...listeners]) listener();
}

/** The query's parameters and a setter, for a page that keeps its state in the address. */
export function useQuery(): [URLSearchParams, typeof setQuery] {
  const search = useQueryString();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, setQuery];
}
