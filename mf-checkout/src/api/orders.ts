import type { CheckoutRequestInput, OrderDetail, OrderDownload, OrderPaymentAnswer } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError, isAbortError, useSession } from '@shop/platform';
import { useCallback, useEffect, useState } from 'react';

// The orders service's calls of the checkout: placing the order, reading it back (with the guest token of
// its links, or as its signed-in owner) and starting its payment.

/** Places the order of the caller's cart (POST /api/cart/checkout); the same idempotency key, the same order. */
export async function placeOrder(body: CheckoutRequestInput): Promise<OrderDetail | undefined> {
  const answer = await api.post('/api/cart/checkout', { body });
  // An answer that is not an order (a proxy's page, a changed contract) is no order.
  return isOrder(answer?.order) ? answer.order : undefined;
}

/**
 * Reads an order: with its guest token `GET /api/orders/status/:id?t=`, else the signed-in customer's own
 * `GET /api/orders/:id`.
 */
export async function readOrder(id: string, token: string | undefined, signal?: AbortSignal): Promise<OrderDetail> {
  const answer = token
    ? await api.get('/api/orders/status/:id', { params: { id }, query: { t: token } }, { signal })
    : await api.get('/api/orders/:id', { params: { id } }, { signal });
  if (!isOrder(answer?.order)) throw new Error('The answer is not an order');
  return answer.order;
}

/** Starts (or retries) the payment of an order: each call is a new attempt (GET /api/orders/payment/:id). */
export function startPayment(
  orderId: string,
  token?: string | null,
  signal?: AbortSignal,
): Promise<OrderPaymentAnswer> {
  return api.get('/api/orders/payment/:id', { params: { id: orderId }, query: token ? { t: token } : {} }, { signal });
}

function isOrder(order: OrderDetail | undefined): order is OrderDetail {
  return typeof order?.id === 'string' && Array.isArray(order.items) && typeof order.totals === 'object';
}

export type OrderLoad =
  | { state: 'loading' }
  | { state: 'ready'; order: OrderDetail }
  | { state: 'failed'; status?: number; message: string }
  /** No token and nobody signed in: there is no way to read the order. */
  | { state: 'none' };

/**
 * The order `id` as its owner (or the holder of its token) sees it; without a token it waits for the
 * session, and a guest without one reads nothing.
 */
export function useOrderStatus(id: string | undefined, token: string | undefined, lang: StorefrontLanguage) {
  const session = useSession();
  const [load, setLoad] = useState<OrderLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const sessionKnown = Boolean(token) || session.loaded;
  const readable = Boolean(token) || Boolean(session.user);
  useEffect(() => {
    void round;
    if (!id || !sessionKnown) return;
    if (!readable) {
      setLoad({ state: 'none' });
      return;
    }
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    const controller = new AbortController();
    readOrder(id, token, controller.signal).then(
      (order) => setLoad({ state: 'ready', order }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setLoad({
          state: 'failed',
          status: error instanceof ApiError ? error.status : undefined,
          // An answer that is not an order reads as a failed load with the general message, not a crash.
          message: describeError(error, lang),
        });
      },
    );
    return () => controller.abort();
  }, [id, token, sessionKnown, readable, lang, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { load, reload };
}

/**
 * Cancels an unpaid order: with its guest token `DELETE /api/orders/status/:id?t=`, else the signed-in
 * customer's own `DELETE /api/orders/:id`. Orders are never deleted; the answer is the cancelled order.
 */
export async function cancelOrder(id: string, token: string | undefined): Promise<OrderDetail> {
  const answer = token
    ? await api.delete('/api/orders/status/:id', { params: { id }, query: { t: token } })
    : await api.delete('/api/orders/:id', { params: { id } });
  return answer.order;
}

/** A fresh link for the signed-in buyer's expired or used-up download (POST /api/orders/:id/downloads/:downloadId). */
export async function renewDownload(orderId: string, downloadId: string): Promise<OrderDownload> {
  const answer = await api.post('/api/orders/:id/downloads/:downloadId', { params: { id: orderId, downloadId } });
  return answer.download;
}
