import {
  type CartLinesAnswer,
  CartLinesRequest,
  type HeldReservations,
  HeldReservationsQuery,
  ReservationIdParam,
  type StockReleaseAnswer,
  StockReservationRequest,
} from '@shop/contracts';
import {
  parseBody,
  parseParams,
  parseQuery,
  type Router,
  requireInternal,
  type ServiceContext,
  type ShopState,
} from '@shop/service-kit';
import type * as schema from '../db/schema';
import { cartLines } from '../domain/cart-lines';
import { heldReservations, releaseStock, reserveStock } from '../domain/stock-reservations';
import { stockChanged } from './catalogue-cache';

/** What orders asks the catalogue: cart lines priced for a caller, and stock held for an order. */
export function stockRoutes(router: Router<ShopState>, deps: ServiceContext<typeof schema>): void {
  router.post('/internal/catalog/cart-lines', async (ctx) => {
    requireInternal(ctx);
    const answer: CartLinesAnswer = await cartLines(deps.db, parseBody(ctx, CartLinesRequest));
    ctx.set('cache-control', 'no-store');
    ctx.body = answer;
  });

  router.post('/internal/catalog/stock/reservations', async (ctx) => {
    requireInternal(ctx);
    const { answer, changedProductIds } = await reserveStock(deps.db, parseBody(ctx, StockReservationRequest));
    stockChanged(deps, changedProductIds);
    ctx.body = answer;
  });

  router.get('/internal/catalog/stock/reservations', async (ctx) => {
    requireInternal(ctx);
    const { before, limit } = parseQuery(ctx, HeldReservationsQuery);
    const answer: HeldReservations = { items: await heldReservations(deps.db, new Date(before), limit) };
    ctx.set('cache-control', 'no-store');
    ctx.body = answer;
  });

  router.delete('/internal/catalog/stock/reservations/:reservationId', async (ctx) => {
    requireInternal(ctx);
    const { reservationId } = parseParams(ctx, ReservationIdParam);
    const { answer, changedProductIds } = await releaseStock(deps.db, reservationId);
    stockChanged(deps, changedProductIds);
    const body: StockReleaseAnswer = { status: answer };
    ctx.body = body;
  });
}
