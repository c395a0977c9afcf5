import type { QuoteRequestSubmit, QuoteRequestSubmitted, RequestCart } from '@shop/contracts';
import { api, emitShopEvent } from '@shop/platform';

// The request cart of issue 23 ("Ask for an offer"): lines apart from the standard cart, submitted as a
// request for an offer (a REQUEST order: nothing to pay, nothing reserved).

export const requestCartApi = {
  get: (signal?: AbortSignal): Promise<RequestCart> => api.get('/api/cart/request', {}, { signal }),
  setQuantity: (id: string, quantity: number): Promise<RequestCart> =>
    api.put('/api/cart/request/:id', { params: { id }, body: { quantity } }),
  remove: (id: string): Promise<RequestCart> => api.delete('/api/cart/request/:id', { params: { id } }),
  /** Every line of the standard cart into the request; the standard cart is emptied. */
  async moveFromCart(): Promise<RequestCart> {
    const cart = await api.post('/api/cart/request/from-cart', {});
    emitShopEvent('checkout:cart-changed');
    return cart;
  },
  submit: (body: QuoteRequestSubmit): Promise<QuoteRequestSubmitted> => api.post('/api/cart/request/submit', { body }),
};
