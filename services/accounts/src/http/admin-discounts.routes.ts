import { internalApi, shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { AccountsContext } from '../context';
import {
  changeDiscount,
  createDiscount,
  DISCOUNT_ENTITY,
  deleteDiscount,
  discountsOfCustomer,
  findDiscount,
  listDiscounts,
} from '../domain/admin-discounts';
import {
  changePriceList,
  createPriceList,
  deletePriceList,
  findPriceList,
  listPriceLists,
  PRICE_LIST_ENTITY,
  priceListToPrint,
} from '../domain/admin-price-lists';

/**
 * Individual discounts of dealers and groups (`discounts.*`), saved price lists (`price_lists.*`), their
 * histories, what one customer gets, for the dealer area, and a saved list with its group's discounts, for
 * documents to print.
 */
export function adminDiscountsRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const internal = routesOn(router, internalApi);

  route('GET /api/admin/discounts', ({ query }) => listDiscounts(context.db, query));
  route('POST /api/admin/discounts', async ({ body }, ctx) => {
    const discount = await createDiscount(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return discount;
  });
  route('GET /api/admin/discounts/:id', ({ params }) => findDiscount(context.db, params.id));
  route('PATCH /api/admin/discounts/:id', ({ params, body }, ctx) =>
    changeDiscount(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/discounts/:id', async ({ params }, ctx) => {
    await deleteDiscount(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/discounts/:id/history', async ({ params, query }) => {
    await findDiscount(context.db, params.id);
    return auditHistory(context.db, DISCOUNT_ENTITY, params.id, query);
  });

  route('GET /api/admin/price-lists', ({ query }) => listPriceLists(context.db, query));
  route('POST /api/admin/price-lists', async ({ body }, ctx) => {
    const list = await createPriceList(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return list;
  });
  route('GET /api/admin/price-lists/:id', ({ params }) => findPriceList(context.db, params.id));
  route('PATCH /api/admin/price-lists/:id', ({ params, body }, ctx) =>
    changePriceList(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/price-lists/:id', async ({ params }, ctx) => {
    await deletePriceList(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/price-lists/:id/history', async ({ params, query }) => {
    await findPriceList(context.db, params.id);
    return auditHistory(context.db, PRICE_LIST_ENTITY, params.id, query);
  });

  internal('GET /internal/customers/:customerId/discounts', ({ params }) =>
    discountsOfCustomer(context.db, params.customerId),
  );
  internal('GET /internal/price-lists/:id', ({ params }) => priceListToPrint(context.db, params.id));
  return router;
}
