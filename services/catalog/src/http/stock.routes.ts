import { internalApi } from '@shop/contracts';
import { type Router, routesOn, type ShopContext, type ShopState } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { shopToday } from '../domain/availability';
import { cartLines } from '../domain/cart-lines';
import { heldReservations, releaseStock, reserveStock } from '../domain/stock-reservations';
import { reconcileSellableStock } from '../domain/warehouse-stock';
import { stockChanged } from './catalogue-cache';

const notStored = (ctx: ShopContext) => ctx.set('cache-control', 'no-store');

/**
 * What orders asks the catalogue: cart lines priced for a caller, and stock held for an order; and what the
 * warehouse asks: sellable stock no warehouse holds lowered (issue 17).
 */
export function stockRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, internalApi);

  route('POST /internal/catalog/cart-lines', async ({ body }, ctx) => {
    notStored(ctx);
    // A dealer's lines carry their discount; a retail request's customer id is ignored.
    const discounts =
      body.customerType === 'b2b' && body.customerId ? await context.dealerDiscounts.of(body.customerId) : [];
    return cartLines(context.db, body, discounts);
  });

  route('POST /internal/catalog/stock/reservations', async ({ body }) => {
    const today = shopToday(context.clock.now());
    const { answer, changedProductIds } = await reserveStock(context.db, body, today);
    stockChanged(context, changedProductIds);
    return answer;
  });

  route('GET /internal/catalog/stock/reservations', async ({ query }, ctx) => {
    notStored(ctx);
    return { items: await heldReservations(context.db, new Date(query.before), query.limit) };
  });

  route('DELETE /internal/catalog/stock/reservations/:reservationId', async ({ params }) => {
    const { answer, changedProductIds } = await releaseStock(context.db, params.reservationId);
    stockChanged(context, changedProductIds);
    return { status: answer };
  });

  route('POST /internal/catalog/stock/reconcile', async ({ body }) => {
    const { answer, changedProductIds } = await reconcileSellableStock(context.db, body);
    stockChanged(context, changedProductIds);
    return answer;
  });
}
