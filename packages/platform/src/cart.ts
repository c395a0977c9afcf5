import type { Money } from '@shop/contracts';
import { api } from './api';
import { ApiError } from './errors';
import { onShopEvent } from './events';
import { onLocaleChange } from './locale';
import { createStore, newestWins, type Unsubscribe } from './store';

// The cart summary the header shows (item count, total). mf-checkout owns the cart; everyone else reads
// this summary and it is fetched again from GET /api/cart whenever `checkout:cart-changed` is announced.

export interface CartSummary {
  itemCount: number;
  /** Null while the cart is empty or unknown. */
  total: Money | null;
}

export const emptyCart: CartSummary = { itemCount: 0, total: null };

const summary = createStore<CartSummary>(emptyCart);
let loaded = false;

function isMoney(value: unknown): value is Money {
  const money = value as Money | null | undefined;
  return typeof money?.amount === 'number' && typeof money.currency === 'string';
}

/**
 * Reads a summary out of the cart answer, whose full shape mf-checkout owns: `itemCount` and `total` when
 * given, otherwise the sum of the items' quantities.
 */
export function summarizeCart(answer: unknown): CartSummary {
  if (typeof answer !== 'object' || answer === null) return emptyCart;
  const cart = answer as { itemCount?: unknown; total?: unknown; items?: { quantity?: unknown }[] };
  const itemCount =
    typeof cart.itemCount === 'number'
      ? cart.itemCount
      : Array.isArray(cart.items)
        ? cart.items.reduce((sum, item) => sum + (typeof item?.quantity === 'number' ? item.quantity : 1), 0)
        : 0;
  return { itemCount, total: itemCount > 0 && isMoney(cart.total) ? cart.total : null };
}

function accept(next: CartSummary): CartSummary {
  loaded = true;
  const current = summary.get();
  const same =
    current.itemCount === next.itemCount &&
    current.total?.amount === next.total?.amount &&
    current.total?.currency === next.total?.currency;
  if (!same) summary.set(next);
  return summary.get();
}

export function getCartSummary(): CartSummary {
  return summary.get();
}

const refresh = newestWins(async (signal): Promise<CartSummary> => {
  try {
    const answer = await api.get('/api/cart', {}, { signal });
    signal.throwIfAborted();
    return accept(summarizeCart(answer));
  } catch (error) {
    signal.throwIfAborted();
    // Until the cart endpoint exists it answers 404; any error answer means there is no cart to show.
    if (error instanceof ApiError) return accept(emptyCart);
    return summary.get();
  }
});

/**
 * Fetches the summary again. Never rejects: an error answer (404 while there is no cart yet, or any other)
 * means an empty cart; a network failure keeps what the header shows.
 */
export function refreshCartSummary(): Promise<CartSummary> {
  return refresh.run();
}

export function onCartSummaryChange(listener: (summary: CartSummary) => void): Unsubscribe {
  if (!loaded && !refresh.running) void refreshCartSummary();
  return summary.subscribe(listener);
}

onShopEvent('checkout:cart-changed', () => void refreshCartSummary());
// Signing in or out may swap the cart; the total is shown in the page's currency, asked again when it changes.
onShopEvent('account:signed-in', () => void refreshCartSummary());
onShopEvent('account:signed-out', () => void refreshCartSummary());
onLocaleChange(() => {
  if (loaded) void refreshCartSummary();
});
