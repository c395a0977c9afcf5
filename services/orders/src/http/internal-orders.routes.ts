import { internalApi, type OrderFacts, type PaymentMethod } from '@shop/contracts';
import { AppError, createRouter, routesOn } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import { orders } from '../db/schema';
import type { OrderRow } from '../domain/orders/order-view';

// What other services ask orders about one order: payments before staff record money by hand, rma when
// staff link a return to its order.

const factsOf = (row: OrderRow): OrderFacts => ({
  id: row.id,
  number: row.number,
  customerId: row.customerId,
  email: row.email,
  total: { amount: row.totalAmount, currency: row.currency as OrderFacts['total']['currency'] },
  paymentMethod: row.paymentMethod as PaymentMethod,
  status: row.status as OrderFacts['status'],
  adminPaymentStatus: row.adminPaymentStatus,
});

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

  return router;
}
