import { ApiError, NetworkError } from '@shop/platform';

/**
 * Why adding to the cart failed, in the server's words when they help (too many pieces, not enough stock,
 * 'Network error'); undefined when only the general add-to-cart error makes sense (the cart is not
 * reachable, a server failure).
 */
export function cartErrorText(error: unknown): string | undefined {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  if (error.status === 404 && error.code !== 'product_not_found') return undefined;
  if (error.status === 405) return undefined;
  return error.message;
}
