import type { MouseEvent } from 'react';

/** Navigates within the page (a history push) and receives the address of the link that was followed. */
export type Navigate = (href: string) => void;

/**
 * A click handler for a link that hands a plain left click to `navigate` (so a single-page app can move
 * without a reload) and leaves Ctrl/Cmd/Shift-clicks and middle clicks to the browser (new tab, new window).
 */
export function navigateOnClick(href: string, navigate: Navigate | undefined) {
  if (!navigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}
