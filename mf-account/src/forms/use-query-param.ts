import { useSyncExternalStore } from 'react';

// A query parameter of the current address as React state: the shell moves between pages with
// history.pushState, so a mounted screen sees `?token=` change without being mounted again.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentSearch = () => window.location.search;
const noSearch = () => '';

/** The value of `name` in the address's query ('' when absent). */
export function useQueryParam(name: string): string {
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch);
  return new URLSearchParams(search).get(name)?.trim() ?? '';
}
