import { rememberedOrderToken } from '../payment/payment';

// What a payment result page is about: its provider (from the path), its order and attempt (from the query).

/** Providers whose result pages exist (`/pl/platnosc/:provider/sukces|blad`). */
export const paymentProviders = ['tpay', 'polcard', 'eraty', 'ca'] as const;

export const knownProvider = (provider: string | undefined) =>
  (paymentProviders as readonly string[]).includes(provider ?? '');

function queryParam(name: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

/**
 * The order a payment result is about (`?order=`), its token (`?t=`, or the one kept at checkout) and the
 * payment attempt the shopper came back from (`?tx=`, put there by the payments service).
 */
export function useResultOrder() {
  const id = queryParam('order');
  const token = queryParam('t') ?? (id ? rememberedOrderToken(id) : undefined);
  return { id, token, transactionId: queryParam('tx') };
}
