import { NoQuery, OrderListQuery, OrderTokenQuery, UuidParam } from '@shop/contracts';
import {
  createRouter,
  parseParams,
  parseQuery,
  requireCustomer,
  type ServiceDeps,
  type ShopContext,
} from '@shop/service-kit';
import type * as schema from '../db/schema';
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

export function orderRoutes(deps: ServiceDeps<typeof schema>) {
  const router = createRouter();

  router.get('/api/orders', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const query = parseQuery(ctx, OrderListQuery);
    privateAnswer(ctx);
    ctx.body = await listOrders(deps.db, customerId, query);
  });

  // Before /status/:id, which would otherwise take 'preorder' for an id.
  router.get('/api/orders/status/preorder', async (ctx) => {
    const customerId = requireCustomer(ctx);
    parseQuery(ctx, NoQuery);
    privateAnswer(ctx);
    ctx.body = await preorderProgress(deps.db, customerId);
  });

  router.get('/api/orders/status/:id', async (ctx) => {
    const { id } = parseParams(ctx, UuidParam);
    const { t } = parseQuery(ctx, OrderTokenQuery);
    const order = await orderByToken(deps.db, id, t);
    privateAnswer(ctx);
    ctx.body = { order: toOrderDetail(order, await itemsOf(deps.db, order.id)) };
  });

  router.get('/api/orders/payment/:id', async (ctx) => {
    const { id } = parseParams(ctx, UuidParam);
    const { t } = parseQuery(ctx, OrderTokenQuery);
    const order = await orderForCaller(deps.db, ctx.state.identity, id, t);
    privateAnswer(ctx);
    ctx.body = await startOrderPayment(deps, order, await itemsOf(deps.db, order.id));
  });

  router.get('/api/orders/:id', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const { id } = parseParams(ctx, UuidParam);
    parseQuery(ctx, NoQuery);
    const order = await ownOrder(deps.db, customerId, id);
    privateAnswer(ctx);
    ctx.body = { order: toOrderDetail(order, await itemsOf(deps.db, order.id)) };
  });

  // SPEC §7: duplicate uses the COPY method — a new cart from the items still available.
  router.register('/api/orders/:id', ['COPY'], async (ctx: ShopContext) => {
    const customerId = requireCustomer(ctx);
    const { id } = parseParams(ctx, UuidParam);
    const order = await ownOrder(deps.db, customerId, id);
    privateAnswer(ctx);
    ctx.body = await copyOrderToCart(deps, cartCallerOf(ctx), order, await itemsOf(deps.db, order.id));
  });

  return router;
}
