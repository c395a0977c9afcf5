import { initI18n, preloadLanguage } from '@shop/platform';
import { vi } from 'vitest';

// Test support for the remotes' screens (vitest only, never in a bundle): a stand-in for the gateway that
// answers by method and path and remembers what it was sent, and a page ready for a screen to mount.

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An error answer in the DESIGN §4 shape. */
export const failure = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

export const customer = {
  id: '5c1b7f1e-8a43-4d0e-9a53-3f7d1b2c9a10',
  role: 'CUSTOMER',
  customerType: 'RETAIL',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  taxId: null,
  vatId: null,
  currency: 'PLN',
  details: null,
};
export const guest = { ...customer, id: null, role: 'GUEST', email: null, firstName: null, lastName: null };

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Answers `METHOD /path` with its handler (GET /api/account/me answers `me()`); every call is kept. */
export function fakeGateway(me: () => unknown = () => guest) {
  const handlers = new Map<string, Handler>();
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (handler) return handler(body, url);
    if (method === 'GET' && url.pathname === '/api/account/me') return json(me());
    return failure(404, 'not_found', 'Not found.');
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    /** What was sent to `METHOD /path`, in order. */
    sent(route: string): unknown[] {
      return calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body);
    },
  };
}

export async function preparePage(): Promise<void> {
  await initI18n('pl');
  await preloadLanguage('en');
  // Forms load the schemas on their first check; loaded here, a busy machine cannot outwait `waitFor`.
  await import('@shop/contracts');
}
