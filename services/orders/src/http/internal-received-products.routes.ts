import { internalApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import { and, desc, eq, max } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import { orderItems, orders } from '../db/schema';

// What cms asks before a customer reviews a product (issue 25): the products in the customer's completed
// orders — received, since an order is completed only after it was delivered or collected. One row per
// product, with the name, slug and picture of its latest order line.

/** More distinct products than any customer buys; a bound so the answer stays small. */
const RECEIVED_PRODUCTS_LIMIT = 500;

export function internalReceivedProductsRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);

  route('GET /internal/orders/customers/:customerId/received-products', async ({ params }) => {
    const lines = await context.db
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        slug: orderItems.slug,
        image: orderItems.image,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.customerId, params.customerId), eq(orders.status, 'completed')))
      .groupBy(orderItems.productId, orderItems.name, orderItems.slug, orderItems.image)
      .orderBy(desc(max(orders.createdAt)));
    // The newest line first: the first seen of each product names it.
    const byProduct = new Map<number, (typeof lines)[number]>();
    for (const line of lines) if (!byProduct.has(line.productId)) byProduct.set(line.productId, line);
    return { items: [...byProduct.values()].slice(0, RECEIVED_PRODUCTS_LIMIT) };
  });
  return router;
}
