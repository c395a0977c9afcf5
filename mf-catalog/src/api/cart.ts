import type { CartBulkAdd } from '@shop/contracts';
import { api, emitShopEvent } from '@shop/platform';

// The one cart call the catalogue makes itself (the cart is the orders service's and mf-checkout's).

export type BulkLine = CartBulkAdd['items'][number];

/**
 * The detailed list's "add the chosen lines" (POST cart/items/bulk). Like mf-checkout's own button it
 * announces `checkout:cart-changed`, so the mini-cart fetches the cart again.
 */
export async function addLinesToCart(lines: BulkLine[]): Promise<void> {
  await api.post('/api/cart/items/bulk', { body: { items: lines } });
  emitShopEvent('checkout:cart-changed');
}

/** "Ask for an offer" (issue 23): the product into the request cart, apart from the standard cart. */
export async function askForOffer(line: { productId: number; variantId: number; quantity: number }): Promise<void> {
  await api.post('/api/cart/request', { body: line });
  emitShopEvent('checkout:cart-changed');
}
