import { defaultShopSettings } from '@shop/contracts/limits';
import { vi } from 'vitest';

// A stand-in for the gateway in component tests: each call is answered by the first route whose method and
// path match, and every call is recorded so a test can say what the page sent.

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Route = [method: string, path: string | RegExp, answer: (request: SentRequest) => Answer];

export const json = (body: unknown, status = 200) => ({ status, body });

export function stubGateway(routes: Route[]) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    sent.push(request);
    const route = routes.find(
      ([m, path]) => m === method && (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    );
    const answer = route ? await route[2](request) : json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetch: fetchStub };
}

/** The shop's settings as GET /api/config answers them; `mapTilesUrl` null draws the outline of Poland. */
export const shopConfig = (mapTilesUrl: string | null = null) => ({
  testMode: false,
  brandSlug: 'zefir',
  languages: ['pl', 'en'],
  currencies: ['PLN', 'EUR'],
  freeDeliveryThreshold: { amount: 20000, currency: 'PLN' },
  social: {
    facebook: 'https://facebook.com/zefir',
    instagram: 'https://instagram.com/zefir',
    youtube: 'https://youtube.com/zefir',
    tiktok: 'https://tiktok.com/@zefir',
  },
  company: defaultShopSettings.company,
  contact: {
    sales: 'sklep@zefir.example',
    service: 'serwis@zefir.example',
    b2b: 'b2b@zefir.example',
    general: 'kontakt@zefir.example',
  },
  payment: { onlineCurrency: 'PLN', installments: [], transferDueWorkingDays: 7 },
  delivery: { countries: ['PL'], freeAbove: { amount: 20000, currency: 'PLN' } },
  mapTilesUrl,
  insuranceOfferUrl: 'https://partner.example/oc-nnw-rowerzysty',
  openingHours: { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '16:00' },
});
