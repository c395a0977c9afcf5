import { internalApi, shopApi } from '@shop/contracts';
import { AppError, createRouter, requireCustomer, routesOn } from '@shop/service-kit';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import { invoices, orders } from '../db/schema';
import { ownOrder } from '../domain/orders/order-access';
import { sendInvoiceXml, toInvoiceForDocument, toInvoiceView, xmlFileName } from './invoice-views';
import { offlineCertificate } from './ksef/verification';
import { invoiceAskOf, requestInvoiceLater } from './later-request';

// An invoice for its buyer (issue 26): the invoices of the caller's own order and one as FA(3) XML, and the
// internal row documents prints the PDF from, and the XML notifications attaches to the buyer's e-mail. Another customer's invoice is not found, like an unknown one.

export function buyerInvoicesRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  // Read once (a key that cannot be read already stopped the start in the KSeF sender).
  const ksef = { settings: context.settings, certificate: offlineCertificate(context.settings) };

  route('GET /api/orders/:id/invoices', async ({ params }, ctx) => {
    const order = await ownOrder(context.db, requireCustomer(ctx), params.id);
    const rows = await context.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), ne(invoices.state, 'draft')))
      .orderBy(asc(invoices.createdAt));
    ctx.set('cache-control', 'private, no-store');
    return { items: rows.map(toInvoiceView) };
  });
  // Asked for later, from the account (later-request.ts): the invoice when the order is paid, else null.
  route('GET /api/orders/:id/invoice-request', async ({ params }, ctx) => {
    ctx.set('cache-control', 'private, no-store');
    return invoiceAskOf(context, requireCustomer(ctx), params.id);
  });
  route('POST /api/orders/:id/invoice-request', async ({ params, body }, ctx) => {
    const issued = await requestInvoiceLater(context, requireCustomer(ctx), params.id, body, ctx.state.lang);
    ctx.status = 201;
    return { invoice: issued ? toInvoiceView(issued) : null };
  });
  route('GET /api/orders/invoices/:id/xml', async ({ params }, ctx) => {
    const found = await invoiceOf(context, params.id, requireCustomer(ctx));
    sendInvoiceXml(ctx, found.invoice);
  });
  const internalRoute = routesOn(router, internalApi);
  internalRoute('GET /internal/orders/invoices/:id', async ({ params, query }) => {
    const found = await invoiceOf(context, params.id, query.customerId);
    return toInvoiceForDocument(found.invoice, found.orderNumber, ksef);
  });
  // The FA(3) file for the buyer's e-mail once KSeF accepted it (notifications asks; any invoice, as for staff).
  internalRoute('GET /internal/orders/invoices/:id/xml', async ({ params }) => {
    const { invoice } = await invoiceOf(context, params.id, undefined);
    return { filename: xmlFileName(invoice), xml: invoice.xml };
  });
  return router;
}

/** The invoice with its order's number; with a customer, only when it is of their own order (else 404). */
async function invoiceOf(context: OrdersContext, id: string, customerId: string | undefined) {
  const [found] = await context.db
    .select({ invoice: invoices, orderNumber: orders.number, customerId: orders.customerId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), ne(invoices.state, 'draft')));
  if (!found || (customerId !== undefined && found.customerId !== customerId)) throw new AppError('not_found');
  return found;
}
