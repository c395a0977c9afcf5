import { initI18n, preloadLanguage } from '@shop/platform';
import { vi } from 'vitest';

/** Both storefront languages' texts, as a page has them once loaded. */
export async function loadTexts(): Promise<void> {
  await initI18n('pl');
  await preloadLanguage('en');
}

type Answer = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/**
 * A gateway stand-in: each call is answered by the first route whose path the URL starts with, else 404.
 * Returns the mock, so a test can read which URLs were asked.
 */
export function stubGateway(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const route = Object.entries(routes)
      .filter(([path]) => url.pathname.startsWith(path))
      .sort(([a], [b]) => b.length - a.length)[0];
    const answer = route ? (typeof route[1] === 'function' ? route[1](url) : route[1]) : { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs the page asked for, as path and query. */
export function askedUrls(fetchMock: ReturnType<typeof stubGateway>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://shop.test');
    return `${url.pathname}${url.search}`;
  });
}
