import type { CopyOrderAnswer, OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api } from '@shop/platform';
import { useResource } from './use-resource';

// The customer's orders (SPEC §7 /api/orders): the history a page at a time, one order, and a new cart
// made of an old order. An answer that is not what the page reads (a proxy's page, a changed contract)
// is a failed load with the general message, not a crash.

/** One page of the history, newest first; the client leaves the default page out of the address. */
export function useOrderHistory(page: number, lang: StorefrontLanguage) {
  return useResource(
    async (signal) => {
      const answer = await api.get('/api/orders', { query: { page } }, { signal });
      if (!Array.isArray(answer?.items)) throw new Error('The order list is not a list');
      return answer;
    },
    [page],
    lang,
  );
}

/**
 * The order `id` of the signed-in customer. Another customer's order answers 404, like one that does not
 * exist, so the page cannot tell them apart either.
 */
export function useOrder(id: string, lang: StorefrontLanguage) {
  return useResource(
    async (signal) => {
      const answer = await api.get('/api/orders/:id', { params: { id } }, { signal });
      if (!isOrder(answer?.order)) throw new Error('The order is not an order');
      return answer.order;
    },
    [id],
    lang,
  );
}

const isOrder = (order: OrderDetail | undefined): order is OrderDetail =>
  typeof order?.id === 'string' && Array.isArray(order.items) && typeof order.totals === 'object';

/** Puts the products of an old order into the caller's cart (COPY /api/orders/:id). */
export function copyOrder(id: string): Promise<CopyOrderAnswer> {
  return api.copy('/api/orders/:id', { params: { id } });
}
