import { internalApi, type OrderFacts, PAID_UNSENT_LIMIT, type PaymentMethod } from '@shop/contracts';
import { AppError, createRouter, routesOn } from '@shop/service-kit';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import { orderItems, orders } from '../db/schema';
import { orderForDocument } from '../domain/orders/order-document';
import type { OrderRow } from '../domain/orders/order-view';

// What other services ask orders about one order: payments before staff record money by hand, rma when
// staff link a return to its order; documents, for a dealer's order document; warehouse, the paid orders
// still to ship when it starts.

const factsOf = (row: OrderRow): OrderFacts => ({
  id: row.id,
  number: row.number,
  customerId: row.customerId,
  email: row.email,
  total: { amount: row.totalAmount, currency: row.currency as OrderFacts['total']['currency'] },
  paymentMethod: row.paymentMethod as PaymentMethod,
  status: row.status as OrderFacts['status'],
  adminPaymentStatus: row.adminPaymentStatus,
  customerType: row.customerType as OrderFacts['customerType'],
  buyerName: buyerNameOf(row),
  language: row.language === 'en' ? 'en' : 'pl',
});

/** The billing name: the person's, else the company's; the e-mail when the order has no billing address. */
function buyerNameOf(row: OrderRow): string {
  const billing = row.billing;
  const person = [billing?.firstName, billing?.lastName].filter(Boolean).join(' ').trim();
  return person || billing?.companyName || row.email;
}

/** Statuses after which a paid order needs no fulfilment: it left (sent, completed) or ended. */
const SHIPPED_OR_ENDED = ['sent', 'completed', 'cancelled', 'rejected', 'returned'] as const;

export function internalOrderRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);

  route('GET /internal/orders/:orderId', async ({ params }) => {
    const [row] = await context.db.select().from(orders).where(eq(orders.id, params.orderId));
    if (!row) throw new AppError('not_found');
    return factsOf(row);
  });

  route('GET /internal/orders', async ({ query }) => {
    // Numbers are stored as ZF/2026/000123; staff may type them in any case.
    const [row] = await context.db.select().from(orders).where(eq(orders.number, query.number.toUpperCase()));
    if (!row) throw new AppError('not_found');
    return factsOf(row);
  });

  route('GET /internal/orders/paid/unsent', async () => {
    const paid = await context.db
      .select({ orderId: orders.id, number: orders.number })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), notInArray(orders.status, [...SHIPPED_OR_ENDED])))
      .orderBy(asc(orders.createdAt))
      .limit(PAID_UNSENT_LIMIT);
    const lines = paid.length
      ? await context.db
          .select({
            orderId: orderItems.orderId,
            sku: orderItems.sku,
            name: orderItems.name,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              paid.map((order) => order.orderId),
            ),
          )
          .orderBy(asc(orderItems.position))
      : [];
    return {
      orders: paid.map((order) => ({
        ...order,
        lines: lines.filter((line) => line.orderId === order.orderId).map(({ orderId: _, ...line }) => line),
      })),
    };
  });

  route('GET /internal/orders/:orderId/document', ({ params, query }) =>
    orderForDocument(context.db, query.customerId, params.orderId),
  );

  return router;
}
