import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext, type StaffMember } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { cartCallerOf, inOwnCurrency } from '../domain/cart/caller';
import { acceptProposal, rejectProposal } from '../domain/quotes/decide-proposal';
import { customersOffer, proposalOf } from '../domain/quotes/proposal-view';
import { addRequestLine, changeRequestLine, moveCartToRequest, readRequestCart } from '../domain/quotes/request-cart';
import { submitQuoteRequest } from '../domain/quotes/submit-request';
import { answer, createProposal, sendProposal, updateProposal } from '../domain/quotes/write-proposal';

// Quote requests and proposals (issue 23): the shopper's request cart and submit, the customer's answer to a
// proposal (signed in, or through the link with ?t=), and the staff's proposal editor (routesOn checks each
// admin row's permission first). Thin handlers over the use cases in domain/quotes.

const privateAnswer = (ctx: ShopContext) => ctx.set('cache-control', 'private, no-store');
const proposalCaller = (ctx: ShopContext) => ({ customerId: ctx.state.identity.customerId, lang: ctx.state.lang });

/** A quote request is priced in PLN or EUR, whatever currency the shopper browses in. */
const requestCaller = (ctx: ShopContext) => inOwnCurrency(cartCallerOf(ctx));

export function quotesRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/cart/request', async (_request, ctx) => {
    privateAnswer(ctx);
    return readRequestCart(context, requestCaller(ctx));
  });
  route('POST /api/cart/request', async ({ body }, ctx) => {
    privateAnswer(ctx);
    return addRequestLine(context, requestCaller(ctx), body);
  });
  route('POST /api/cart/request/from-cart', async (_request, ctx) => {
    privateAnswer(ctx);
    return moveCartToRequest(context, requestCaller(ctx));
  });
  route('POST /api/cart/request/submit', async ({ body }, ctx) => {
    const submitted = await submitQuoteRequest(context, requestCaller(ctx), body);
    privateAnswer(ctx);
    ctx.status = 201;
    return submitted;
  });
  route('PUT /api/cart/request/:id', async ({ params, body }, ctx) => {
    privateAnswer(ctx);
    return changeRequestLine(context, requestCaller(ctx), params.id, body.quantity);
  });
  route('DELETE /api/cart/request/:id', async ({ params }, ctx) => {
    privateAnswer(ctx);
    return changeRequestLine(context, requestCaller(ctx), params.id, null);
  });

  route('GET /api/proposals/:id', async ({ params, query }, ctx) => {
    const { order, offer } = await customersOffer(context.db, proposalCaller(ctx), params.id, query.t);
    privateAnswer(ctx);
    return { proposal: await proposalOf(context, order, offer, context.clock.now()) };
  });
  route('POST /api/proposals/:id/accept', async ({ params, query, body }, ctx) => {
    privateAnswer(ctx);
    return acceptProposal(context, proposalCaller(ctx), params.id, query.t, body);
  });
  route('POST /api/proposals/:id/reject', async ({ params, query }, ctx) => {
    privateAnswer(ctx);
    return rejectProposal(context, proposalCaller(ctx), params.id, query.t);
  });

  const staff = (ctx: ShopContext) => ctx.state.staff as StaffMember;
  route('POST /api/admin/proposals', async ({ body }, ctx) => {
    ctx.status = 201;
    return createProposal(context, staff(ctx), body, ctx.state.lang);
  });
  route('GET /api/admin/proposals/:id', ({ params }) => answer(context, params.id));
  route('PUT /api/admin/proposals/:id', ({ params, body }, ctx) =>
    updateProposal(context, staff(ctx), params.id, body, ctx.state.lang),
  );
  route('POST /api/admin/proposals/:id/send', ({ params }, ctx) =>
    sendProposal(context, staff(ctx), params.id, ctx.state.lang),
  );
  return router;
}
