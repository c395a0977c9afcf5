import { vi } from 'vitest';

// Test support: a fresh page for each test. The platform keeps page-wide state in its modules and listens
// on window, so a test re-imports the modules and takes the previous import's window listeners away.

type Answer = () => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Lets pending promises and timers of zero delay run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const listeners: [string, EventListenerOrEventListenerObject][] = [];

/** Fresh platform modules whose fetch gives `answers` in turn (then `fallback`); returns the fetch mock. */
export function openPage(answers: Answer[], fallback: Answer = () => json({})) {
  leavePage();
  vi.resetModules();
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, options);
  });
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => (answers.shift() ?? fallback)());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function leavePage(): void {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}
