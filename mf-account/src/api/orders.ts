import type { CopyOrderAnswer, OrderChangeRequest, OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, useResource } from '@shop/platform';

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

/** Downloads the order document (pro forma) of the signed-in dealer's order, in `lang`. */
export async function downloadOrderDocument(order: { id: string; number: string }, lang: StorefrontLanguage) {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const file = await fetchDocument('/api/documents/orders/:id/:lang', { params: { id: order.id, lang } });
  saveFile(file, `pro-forma-${order.number.replace(/[^\w-]+/g, '-')}-${lang}.pdf`);
}

/** Cancels the signed-in customer's unpaid order (DELETE /api/orders/:id: orders are never deleted). */
export async function cancelOrder(id: string): Promise<OrderDetail> {
  return (await api.delete('/api/orders/:id', { params: { id } })).order;
}

/** Changes a new order's comment and/or delivery address, from the version the page showed (409 when stale). */
export async function changeOrder(id: string, body: OrderChangeRequest): Promise<OrderDetail> {
  return (await api.put('/api/orders/:id', { params: { id }, body })).order;
}

/** How far the signed-in dealer's preorders have come (SPEC §4), for a preorder order's page. */
export function usePreorderProgress(enabled: boolean, lang: StorefrontLanguage) {
  return useResource((signal) => api.get('/api/orders/status/preorder', {}, { signal }), [], lang, enabled);
}

/** The invoices of the signed-in customer's order (another's answers 404), oldest first. */
export function useOrderInvoices(orderId: string, lang: StorefrontLanguage) {
  return useResource(
    async (signal) => {
      const answer = await api.get('/api/orders/:id/invoices', { params: { id: orderId } }, { signal });
      if (!Array.isArray(answer?.items)) throw new Error('The invoice list is not a list');
      return answer.items;
    },
    [orderId],
    lang,
  );
}

/** Saves one of the customer's invoices: its PDF in `lang`, or its FA(3) XML. */
export async function downloadInvoice(
  invoice: { id: string; number: string },
  file: 'pdf' | 'xml',
  lang: StorefrontLanguage,
) {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const name = invoice.number.replace(/[^\w-]+/g, '-');
  if (file === 'xml')
    saveFile(await fetchDocument('/api/orders/invoices/:id/xml', { params: { id: invoice.id } }), `${name}.xml`);
  else
    saveFile(
      await fetchDocument('/api/documents/invoices/:id/:lang', { params: { id: invoice.id, lang } }),
      `${name}-${lang}.pdf`,
    );
}
