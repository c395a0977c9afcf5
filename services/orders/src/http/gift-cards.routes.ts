import { shopApi } from '@shop/contracts';
import { clientAddressOf, createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { OrdersContext } from '../context';
import { listGiftCards, readGiftCard, voidGiftCard } from '../domain/gift-cards/admin-gift-cards';
import { checkGiftCardBalance } from '../domain/gift-cards/balance-check';

// Gift cards (docs/decisions/gift-cards.md): the storefront's balance check, and the cards as staff see them.

export function giftCardRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('POST /api/gift-cards/balance', async ({ body }, ctx) => {
    ctx.set('cache-control', 'private, no-store');
    return checkGiftCardBalance(context, body.code, clientAddressOf(ctx));
  });

  route('GET /api/admin/gift-cards', ({ query }) => listGiftCards(context, query));
  route('GET /api/admin/gift-cards/:id', ({ params }) => readGiftCard(context, params.id));
  route('POST /api/admin/gift-cards/:id/void', ({ params, body }, ctx) =>
    voidGiftCard(context, staffOf(ctx), params.id, body),
  );
  route('GET /api/admin/gift-cards/:id/history', ({ params, query }) =>
    auditHistory(context.db, 'gift_card', params.id, query),
  );
  return router;
}
