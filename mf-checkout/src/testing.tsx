import type { ScreenId } from '@shop/i18n';
import { initI18n, preloadLanguage, refreshCartSummary, refreshSession } from '@shop/platform';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import App from './App';
import type { Cart, CartItem, OrderDetail } from './cart/types';

// Test support for mf-checkout's screens: a stand-in for the gateway that answers by method and path and
// remembers what it was sent, answers shaped as the orders service gives them, and a way to show a screen.

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An error answer in the DESIGN §4 shape. */
export const failure = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

export const pln = (amount: number) => ({ amount, currency: 'PLN' as const });

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '3f1c2b4a-1111-4a9f-8d7e-1f2a3b4c5d01',
    productId: 1042,
    variantId: 5001,
    sku: 'EB-CITY-M-RED',
    name: 'Rower elektryczny City',
    slug: 'rower-elektryczny-city',
    image: '/media/city-small.webp',
    optionsLabel: 'Kolor: czerwony, Rama: M',
    quantity: 1,
    minQuantity: 1,
    maxQuantity: 5,
    unitPrice: pln(499900),
    unitNet: pln(406423),
    vatRate: 23,
    lineTotal: pln(499900),
    availableQuantity: 7,
    problem: null,
    category: 'bike',
    type: 'physical',
    availability: 'available',
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [cartItem()];
  const totals = overrides.totals ?? {
    items: pln(499900),
    discount: pln(0),
    delivery: pln(0),
    net: pln(406423),
    vat: pln(93477),
    total: pln(499900),
  };
  return {
    id: '9a8b7c6d-2222-4e1d-9c8b-7a6f5e4d3c2b',
    type: 'standard',
    currency: 'PLN',
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    promoCode: null,
    promoCodeProblem: null,
    deliveryMethod: 'COURIER',
    paymentMethod: null,
    deliveryMethods: [
      { method: 'COURIER', price: pln(0) },
      { method: 'PICKUP', price: pln(0) },
    ],
    paymentMethods: ['online_tpay', 'card_polcard', 'transfer', 'cash', 'installment_eraty', 'installment_ca'],
    totals,
    total: totals.total,
    partial: false,
    comments: '',
    ...overrides,
  };
}

export const orderId = '6d5c4b3a-3333-4f2e-8d1c-0b9a8f7e6d5c';

export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: orderId,
    number: 'ZAM/2026/000123',
    token: 'guest-token-123',
    type: 'STANDARD',
    status: 'new',
    paymentStatus: 'unpaid',
    paymentMethod: 'online_tpay',
    deliveryMethod: 'COURIER',
    total: pln(499900),
    items: [{ name: 'Rower elektryczny City', optionsLabel: 'Kolor: czerwony', quantity: 1, unitPrice: pln(499900) }],
    totals: makeCart().totals,
    billing: {
      type: 'person',
      firstName: 'Jan',
      lastName: 'Kowalski',
      street: 'Marszałkowska 1',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
    },
    delivery: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    paymentPath: `/api/orders/payment/${orderId}?t=guest-token-123`,
    ...overrides,
  };
}

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

/** Reads the session and the cart summary again from the fake gateway. */
export async function refreshPage(): Promise<void> {
  await refreshSession();
  await refreshCartSummary();
}

/** Shows `screen` at its address, as the shell would mount it. */
export function show(screen: ScreenId, lang: 'pl' | 'en', path: string, params: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  return render(<App screen={screen} lang={lang} params={params} />);
}
