import type { ServiceName } from '../services';
import { NoQuery, UuidParam } from './common';
import {
  ProposalAccept,
  ProposalAccepted,
  ProposalAnswer,
  ProposalTokenQuery,
  QuoteRequestSubmit,
  QuoteRequestSubmitted,
  RequestCart,
  RequestCartAdd,
  RequestCartQuantity,
  RequestLineParam,
} from './quotes';
import type { RouteSpec } from './route';

// The public rows of quote requests and proposals (issue 23), spread into `shopApi`. A proposal opens for its
// signed-in customer, or with the e-mailed link's secret (query t); anything else answers 404.

const r = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary'>> = {}>(summary: string, extra?: X) =>
  ({ service: 'orders' as ServiceName, summary, access: 'app', ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

export const quotesApi = {
  'GET /api/cart/request': r('The request cart (asking for an offer)', { query: NoQuery, answer: RequestCart }),
  'POST /api/cart/request': r('Ask for an offer: add a product to the request cart', {
    body: RequestCartAdd,
    answer: RequestCart,
  }),
  'POST /api/cart/request/from-cart': r('Move every line of the standard cart into the request cart', {
    answer: RequestCart,
  }),
  'POST /api/cart/request/submit': r('Submit the request cart: one REQUEST order, no payment, no stock', {
    body: QuoteRequestSubmit,
    answer: QuoteRequestSubmitted,
  }),
  'PUT /api/cart/request/:id': r('Change the quantity of a request line', {
    params: RequestLineParam,
    body: RequestCartQuantity,
    answer: RequestCart,
  }),
  'DELETE /api/cart/request/:id': r('Remove a request line', { params: RequestLineParam, answer: RequestCart }),
  'GET /api/proposals/:id': r('A proposal, for its customer or the link holder (query t)', {
    params: UuidParam,
    query: ProposalTokenQuery,
    answer: ProposalAnswer,
  }),
  'POST /api/proposals/:id/accept': r('Accept a proposal: an order to pay, stock reserved (query t)', {
    params: UuidParam,
    query: ProposalTokenQuery,
    body: ProposalAccept,
    answer: ProposalAccepted,
  }),
  'POST /api/proposals/:id/reject': r('Reject a proposal (query t)', {
    params: UuidParam,
    query: ProposalTokenQuery,
    answer: ProposalAnswer,
  }),
};
