import { shopApi } from '@shop/contracts';
import { AppError, createRouter, routesOn, type ShopContext } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { addLines } from '../domain/cart/add-lines';
import { cartCallerOf } from '../domain/cart/caller';
import { changeItem, removeItem } from '../domain/cart/change-items';
import { uploadLineFile } from '../domain/cart/line-files';
import { priceCart, readCart } from '../domain/cart/read-cart';
import { emptyCart, updateCart } from '../domain/cart/update-cart';

// The cart of SPEC §7: every write answers the whole cart, priced now. The cart is the caller's own (their
// customer id, else their session), so no route takes a cart id.

const privateAnswer = (ctx: ShopContext) => ctx.set('cache-control', 'private, no-store');

export function cartRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  /** The caller's cart as it is now: the answer of every cart route. */
  const cartOf = (ctx: ShopContext) => {
    privateAnswer(ctx);
    return readCart(context, cartCallerOf(ctx));
  };

  route('GET /api/cart', (_request, ctx) => cartOf(ctx));
  route('POST /api/cart', async ({ body }, ctx) => {
    await updateCart(context, cartCallerOf(ctx), body);
    return cartOf(ctx);
  });
  route('DELETE /api/cart', async (_request, ctx) => {
    await emptyCart(context, cartCallerOf(ctx));
    return cartOf(ctx);
  });

  route('GET /api/cart/items', async (_request, ctx) => ({ items: (await cartOf(ctx)).items }));
  route('POST /api/cart/items/bulk', async ({ body }, ctx) => {
    const caller = cartCallerOf(ctx);
    const state = await addLines(context, caller, body.items, (i, field) => `items.${i}.${field}`);
    privateAnswer(ctx);
    return priceCart(context, caller, state);
  });
  route('POST /api/cart/items', async ({ body }, ctx) => {
    const caller = cartCallerOf(ctx);
    const state = await addLines(context, caller, [body], (_, field) => field);
    privateAnswer(ctx);
    return priceCart(context, caller, state);
  });
  route('GET /api/cart/items/:id', async ({ params }, ctx) => {
    const item = (await cartOf(ctx)).items.find((i) => i.id === params.id);
    if (!item) throw new AppError('not_found');
    return { item };
  });
  route('PUT /api/cart/items/:id', async ({ params, body }, ctx) => {
    await changeItem(context, cartCallerOf(ctx), params.id, body);
    return cartOf(ctx);
  });
  route('DELETE /api/cart/items/:id', async ({ params }, ctx) => {
    await removeItem(context, cartCallerOf(ctx), params.id);
    return cartOf(ctx);
  });
  route('POST /api/cart/files', async (_request, ctx) => {
    const answer = await uploadLineFile(context, cartCallerOf(ctx), ctx.req);
    privateAnswer(ctx);
    ctx.status = 201;
    return answer;
  });
  return router;
}
