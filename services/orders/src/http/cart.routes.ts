import { CartBulkAdd, CartItemAdd, CartItemIdParam, CartItemUpdate, CartUpdate } from '@shop/contracts';
import { AppError, createRouter, parseBody, parseParams, type ServiceContext, type ShopContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { addLines } from '../domain/cart/add-lines';
import { cartCallerOf } from '../domain/cart/caller';
import { changeItemQuantity, removeItem } from '../domain/cart/change-items';
import { priceCart, readCart } from '../domain/cart/read-cart';
import { emptyCart, updateCart } from '../domain/cart/update-cart';

// The cart of SPEC §7: every write answers the whole cart, priced now. The cart is the caller's own (their
// customer id, else their session), so no route takes a cart id.

export function cartRoutes(deps: ServiceContext<typeof schema>) {
  const router = createRouter();

  const answerCart = async (ctx: ShopContext) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await readCart(deps, cartCallerOf(ctx));
  };

  router.get('/api/cart', answerCart);
  router.post('/api/cart', async (ctx) => {
    await updateCart(deps, cartCallerOf(ctx), parseBody(ctx, CartUpdate));
    await answerCart(ctx);
  });
  router.delete('/api/cart', async (ctx) => {
    await emptyCart(deps, cartCallerOf(ctx));
    await answerCart(ctx);
  });

  router.get('/api/cart/items', async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = { items: (await readCart(deps, cartCallerOf(ctx))).items };
  });
  router.post('/api/cart/items/bulk', async (ctx) => {
    const { items } = parseBody(ctx, CartBulkAdd);
    const caller = cartCallerOf(ctx);
    const state = await addLines(deps, caller, items, (i, field) => `items.${i}.${field}`);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await priceCart(deps, caller, state);
  });
  router.post('/api/cart/items', async (ctx) => {
    const item = parseBody(ctx, CartItemAdd);
    const caller = cartCallerOf(ctx);
    const state = await addLines(deps, caller, [item], (_, field) => field);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await priceCart(deps, caller, state);
  });
  router.get('/api/cart/items/:id', async (ctx) => {
    const { id } = parseParams(ctx, CartItemIdParam);
    const item = (await readCart(deps, cartCallerOf(ctx))).items.find((i) => i.id === id);
    if (!item) throw new AppError('not_found');
    ctx.set('cache-control', 'private, no-store');
    ctx.body = { item };
  });
  router.put('/api/cart/items/:id', async (ctx) => {
    const { id } = parseParams(ctx, CartItemIdParam);
    const { quantity } = parseBody(ctx, CartItemUpdate);
    await changeItemQuantity(deps, cartCallerOf(ctx), id, quantity);
    await answerCart(ctx);
  });
  router.delete('/api/cart/items/:id', async (ctx) => {
    const { id } = parseParams(ctx, CartItemIdParam);
    await removeItem(deps, cartCallerOf(ctx), id);
    await answerCart(ctx);
  });
  return router;
}
