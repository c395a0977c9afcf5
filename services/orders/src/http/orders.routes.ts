import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn, type ShopContext } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { cartCallerOf } from '../domain/cart/caller';
import { copyOrderToCart } from '../domain/orders/copy-order';
import { listOrders } from '../domain/orders/list-orders';
import { itemsOf, orderByToken, orderForCaller, ownOrder } from '../domain/orders/order-access';
import { toOrderDetail } from '../domain/orders/order-view';
import { preorderProgress } from '../domain/orders/preorder-progress';
import { startOrderPayment } from '../domain/orders/start-payment';

// Orders as their owners see them. Customers cannot create, change or delete an order here (orders are
// placed through the checkout and changed by staff): POST, PUT and DELETE answer 405. Another customer's
// order, or a wrong guest token, answers 404 exactly like an order that does not exist.

const privateAnswer = (ctx: ShopContext) => ctx.set('cache-control', 'private, no-store');

export function orderRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/orders', async ({ query }, ctx) => {
    const customerId = requireCustomer(ctx);
    privateAnswer(ctx);
    return listOrders(context.db, customerId, query);
  });

  // Before /status/:id, which would otherwise take 'preorder' for an id.
  route('GET /api/orders/status/preorder', async (_request, ctx) => {
    const customerId = requireCustomer(ctx);
    privateAnswer(ctx);
    return preorderProgress(context.db, customerId);
  });

  route('GET /api/orders/status/:id', async ({ params, query }, ctx) => {
    const order = await orderByToken(context.db, params.id, query.t);
    privateAnswer(ctx);
    return { order: toOrderDetail(order, await itemsOf(context.db, order.id)) };
  });

  route('GET /api/orders/payment/:id', async ({ params, query }, ctx) => {
    const order = await orderForCaller(context.db, ctx.state.identity, params.id, query.t);
    privateAnswer(ctx);
    return startOrderPayment(context, order, await itemsOf(context.db, order.id));
  });

  route('GET /api/orders/:id', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    const order = await ownOrder(context.db, customerId, params.id);
    privateAnswer(ctx);
    return { order: toOrderDetail(order, await itemsOf(context.db, order.id)) };
  });

  // SPEC §7: duplicate uses the COPY method — a new cart from the items still available.
  route('COPY /api/orders/:id', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    const order = await ownOrder(context.db, customerId, params.id);
    privateAnswer(ctx);
    return copyOrderToCart(context, cartCallerOf(ctx), order, await itemsOf(context.db, order.id));
  });

  return router;
}
