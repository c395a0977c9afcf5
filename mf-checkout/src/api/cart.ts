import type { Cart, CartItemAdd, CartUpdate } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError, emitShopEvent, isAbortError, onShopEvent, useCurrency } from '@shop/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOf } from '../cart/errors';

// The cart calls of the orders service (SPEC §7: GET/POST /api/cart, /api/cart/items…) and the hook the cart
// and checkout screens read the cart through. Each write answers the whole cart.

/** The cart as the page knows it: loading, the server's answer, or why it could not be read. */
export type CartState =
  | { state: 'loading' }
  | { state: 'ready'; cart: Cart | null }
  | { state: 'failed'; message: string };

/** A cart answer, or null for an answer that is not one (no cart yet, a proxy's page). */
export function cartOf(answer: unknown): Cart | null {
  const cart = answer as Cart | null;
  return cart && Array.isArray(cart.items) && typeof cart.totals === 'object' ? cart : null;
}

export const cartApi = {
  get: (signal?: AbortSignal) => api.get('/api/cart', {}, { signal }).then(cartOf),
  update: (body: CartUpdate) => api.post('/api/cart', { body }).then(cartOf),
  setQuantity: (itemId: string, quantity: number) =>
    api.put('/api/cart/items/:id', { params: { id: itemId }, body: { quantity } }).then(cartOf),
  remove: (itemId: string) => api.delete('/api/cart/items/:id', { params: { id: itemId } }).then(cartOf),
};

/**
 * Puts a product into the cart (to the line of the same variant when there is one) and announces
 * `checkout:cart-changed`, so the mini-cart and an open cart page read the cart again.
 */
export async function addToCart(item: CartItemAdd): Promise<void> {
  await api.post('/api/cart/items', { body: item });
  emitShopEvent('checkout:cart-changed');
}

/** A cart write, as `change` takes it. */
export type CartWrite = () => Promise<Cart | null>;
/** Sends a write and shows its cart; resolves with the message to show when it is refused. */
export type CartChange = (write: CartWrite, field?: string) => Promise<string | undefined>;

/**
 * Reads GET /api/cart when the page shows and after every `checkout:cart-changed` announced elsewhere.
 * `change` sends a cart write, shows the cart it answers and announces the change; it resolves with the
 * error message when the write is refused (the cart shown stays as it was).
 */
export function useCart(lang: StorefrontLanguage) {
  const [state, setState] = useState<CartState>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // Our own writes announce `checkout:cart-changed` too; they need no second read.
  const announcing = useRef(false);
  // The cart is priced in the page's currency (X-Currency), and offers its payments by it: a change asks again.
  const currency = useCurrency();

  useEffect(() => {
    void round;
    void currency;
    const controller = new AbortController();
    cartApi.get(controller.signal).then(
      (cart) => setState({ state: 'ready', cart }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        // A missing cart (404) is an empty one.
        if (error instanceof ApiError && error.status === 404) setState({ state: 'ready', cart: null });
        else
          setState((current) =>
            current.state === 'ready' ? current : { state: 'failed', message: describeError(error, lang) },
          );
      },
    );
    return () => controller.abort();
  }, [lang, currency, round]);

  useEffect(
    () =>
      onShopEvent('checkout:cart-changed', () => {
        if (!announcing.current) setRound((count) => count + 1);
      }),
    [],
  );

  const reload = useCallback(() => {
    setState((current) => (current.state === 'failed' ? { state: 'loading' } : current));
    setRound((count) => count + 1);
  }, []);

  const change: CartChange = useCallback(
    async (write, field) => {
      try {
        const cart = await write();
        setState({ state: 'ready', cart });
        announcing.current = true;
        try {
          emitShopEvent('checkout:cart-changed');
        } finally {
          announcing.current = false;
        }
        return undefined;
      } catch (error) {
        return refusalOf(error, lang, field);
      }
    },
    [lang],
  );

  return { state, reload, change };
}
