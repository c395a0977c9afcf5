import { shopApi } from '@shop/contracts';
import { AppError, createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import { asc, eq } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import { invoices, orders } from '../db/schema';
import { correctByHand, fixAndResendInvoice, listAdminInvoices, resendInvoice } from './admin-invoices';
import { sendInvoiceXml, sendXml, toInvoiceDetail, toInvoiceView, xmlFileName } from './invoice-views';
import type { InvoiceRow } from './issue-invoice';

// The back office's invoices (permissions invoices.list / view / create / update, checked by the kit from the
// route table): the list with its filters, an order's invoices, one invoice, its FA(3) XML and UPO as
// downloads, a correction by hand (once per idempotency key: 201, a repeat 200) and a rejected invoice queued
// again, its buyer fixed first or not (audited).

export function adminInvoicesRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/invoices', ({ query }) => listAdminInvoices(context.db, query));
  route('GET /api/admin/orders/:id/invoices', async ({ params }) => {
    const [order] = await context.db.select({ id: orders.id }).from(orders).where(eq(orders.id, params.id));
    if (!order) throw new AppError('not_found');
    const rows = await context.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .orderBy(asc(invoices.createdAt));
    return { items: rows.map(toInvoiceView) };
  });
  route('GET /api/admin/invoices/:id', async ({ params }) => toInvoiceDetail(await invoiceById(context, params.id)));
  route('GET /api/admin/invoices/:id/xml', async ({ params }, ctx) => {
    sendInvoiceXml(ctx, await invoiceById(context, params.id));
  });
  route('GET /api/admin/invoices/:id/upo', async ({ params }, ctx) => {
    const invoice = await invoiceById(context, params.id);
    if (!invoice.upo) throw new AppError('not_found', { detail: 'KSeF has not given this invoice its UPO yet' });
    sendXml(ctx, `UPO-${xmlFileName(invoice)}`, invoice.upo);
  });
  route('POST /api/admin/invoices/:id/resend', async ({ params }, ctx) =>
    toInvoiceDetail(await resendInvoice(context, ctx.state.staff as StaffMember, params.id)),
  );
  route('PUT /api/admin/invoices/:id/buyer', async ({ params, body }, ctx) =>
    toInvoiceDetail(
      await fixAndResendInvoice(context, ctx.state.staff as StaffMember, params.id, body, ctx.state.lang),
    ),
  );
  route('POST /api/admin/orders/:id/invoice-corrections', async ({ params, body }, ctx) => {
    const { invoice, created } = await correctByHand(
      context,
      ctx.state.staff as StaffMember,
      params.id,
      body,
      ctx.state.lang,
    );
    ctx.status = created ? 201 : 200;
    return toInvoiceDetail(invoice);
  });
  return router;
}

async function invoiceById(context: OrdersContext, id: string): Promise<InvoiceRow> {
  const [row] = await context.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}
