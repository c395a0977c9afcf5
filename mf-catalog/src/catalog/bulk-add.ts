import { ApiError, api, emitShopEvent, NetworkError } from '@shop/platform';

// The detailed list's "add the chosen lines" (SPEC §7: POST cart/items/bulk, owned by the orders service).
// Like mf-checkout's own button it announces `checkout:cart-changed`, so the mini-cart fetches the cart
// again; the cart itself stays the checkout team's.

export interface BulkLine {
  productId: number;
  variantId: number;
  quantity: number;
}

export async function addLinesToCart(lines: BulkLine[]): Promise<void> {
  await api.post('/api/cart/items/bulk', { body: { items: lines } });
  emitShopEvent('checkout:cart-changed');
}

/**
 * The server's words when they help (too many pieces, not enough stock, 'Network error'); undefined when
 * only the general add-to-cart error makes sense (the cart is not reachable, a server failure).
 */
export function cartErrorText(error: unknown): string | undefined {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  if (error.status === 404 && error.code !== 'product_not_found') return undefined;
  if (error.status === 405) return undefined;
  return error.message;
}
