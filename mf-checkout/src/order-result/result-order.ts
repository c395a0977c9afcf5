import { rememberedOrderToken } from '../payment/payment';

// What a payment result page is about: its provider (from the path) and its order (from the query).

/** Providers whose result pages exist (`/pl/platnosc/:provider/sukces|blad`). */
export const paymentProviders = ['tpay', 'polcard', 'eraty', 'ca'] as const;

export const knownProvider = (provider: string | undefined) =>
  (paymentProviders as readonly string[]).includes(provider ?? '');

function queryParam(name: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

/** The order a payment result is about (`?order=`) and its token (`?t=`, or the one kept at checkout). */
export function useResultOrder() {
  const id = queryParam('order');
  const token = queryParam('t') ?? (id ? rememberedOrderToken(id) : undefined);
  return { id, token };
}
