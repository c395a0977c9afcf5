import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { checkWithdrawal, confirmWithdrawal } from '../domain/withdrawals/withdrawals';

// The consumer's withdrawal function (issue 27): no sign-in, the order identified by its number and e-mail.
// The gateway rate-limits both steps per address (forms); the answers are never cached.

export function withdrawalRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('POST /api/withdrawals/check', async ({ body }, ctx) => {
    ctx.set('cache-control', 'private, no-store');
    return checkWithdrawal(context, body);
  });

  route('POST /api/withdrawals', async ({ body }, ctx) => {
    ctx.set('cache-control', 'private, no-store');
    const { receipt, created } = await confirmWithdrawal(context, body, ctx.state.lang);
    ctx.status = created ? 201 : 200;
    return receipt;
  });

  return router;
}
