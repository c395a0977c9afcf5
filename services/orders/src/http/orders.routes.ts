import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn, type ShopContext } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { cartCallerOf } from '../domain/cart/caller';
import { withDownloads } from '../domain/downloads/order-downloads';
import { giftCardPaidOf, withGiftCard } from '../domain/gift-cards/checkout-gift-cards';
import { copyOrderToCart } from '../domain/orders/copy-order';
import { cancelOwnOrder, changeOwnOrder } from '../domain/orders/customer-cancel';
import { listOrders } from '../domain/orders/list-orders';
import { itemsOf, orderByToken, orderForCaller, ownOrder } from '../domain/orders/order-access';
import { type OrderRow, toOrderDetail } from '../domain/orders/order-view';
import { preorderProgress } from '../domain/orders/preorder-progress';
import { startOrderPayment } from '../domain/orders/start-payment';
import { withTransferDetails } from '../domain/preorders/preorder-payment';
import { orderWithdrawalOf } from '../domain/withdrawals/withdrawal-facts';

// Orders as their owners see them. Orders are placed through the checkout (POST answers 405); their owner may
// change a new order's comment and delivery address (PUT) and cancel an unpaid one (DELETE, also through the
// guest link): an order is never deleted. Another customer's order, or a wrong guest token, answers 404
// exactly like an order that does not exist.

const privateAnswer = (ctx: ShopContext) => ctx.set('cache-control', 'private, no-store');

export function orderRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  /** One order as its page shows it; `signedIn`: its owner, not the guest link (a fresh download link). */
  const orderPage = async (order: OrderRow, signedIn: boolean) => {
    const detail = withGiftCard(
      toOrderDetail(order, await itemsOf(context.db, order.id)),
      await giftCardPaidOf(context.db, order.id),
    );
    const page = await withDownloads(
      context.db,
      await withTransferDetails(context, detail),
      order,
      context.clock.now(),
      signedIn,
    );
    return { ...page, withdrawal: await orderWithdrawalOf(context.db, order, context.clock.now()) };
  };

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
    return { order: await orderPage(order, false) };
  });

  route('DELETE /api/orders/status/:id', async ({ params, query }, ctx) => {
    const order = await orderByToken(context.db, params.id, query.t);
    privateAnswer(ctx);
    return { order: await cancelOwnOrder(context, { customerId: null }, order.id) };
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
    return { order: await orderPage(order, true) };
  });

  route('PUT /api/orders/:id', async ({ params, body }, ctx) => {
    const customerId = requireCustomer(ctx);
    privateAnswer(ctx);
    return { order: await changeOwnOrder(context, customerId, params.id, body, ctx.state.lang) };
  });

  route('DELETE /api/orders/:id', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    const order = await ownOrder(context.db, customerId, params.id);
    privateAnswer(ctx);
    return { order: await cancelOwnOrder(context, { customerId }, order.id) };
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
