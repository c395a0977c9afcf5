import { navigate } from '@shop/platform';
import { type ComponentPropsWithRef, type MouseEvent, useSyncExternalStore } from 'react';

// Moving inside the panel without a reload. Inside the shell, single-spa turns every history push into a
// routing event; the panel's own event also covers the standalone build and screen tests.

const NAVIGATED = 'mf-admin:navigated';

function subscribe(onChange: () => void): () => void {
  const events = ['single-spa:routing-event', 'popstate', NAVIGATED];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

const currentSearch = () => window.location.search;

/** The current address's query string (`?page=2&sort=email`), kept current across navigations. */
export function useSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, currentSearch);
}

// Checks a page with unsaved changes registers (unsaved-changes.ts); one page, so one set for the panel.
const leaveChecks = new Set<() => boolean>();

/** Registers a check `goTo` asks before it moves (false stays); answers its removal. */
export function addLeaveCheck(check: () => boolean): () => void {
  leaveChecks.add(check);
  return () => leaveChecks.delete(check);
}

/** Goes to another address of the panel (a history push, so the back button returns). */
export function goTo(path: string, options: { replace?: boolean } = {}): void {
  for (const check of leaveChecks) if (!check()) return;
  navigate(path, options);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** A link to a page of the panel: a plain click moves without a reload; Ctrl/Cmd-click opens a new tab. */
export function AdminLink({ href, onClick, ...rest }: ComponentPropsWithRef<'a'> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
