import { UuidParam } from '../common';
import { ProposalAnswer, ProposalInput } from '../quotes';
import { adminRow } from './row';

// Staff proposals (issue 23): prepared by `orders.create` from a request (same order number) or from scratch,
// read by `orders.list`. Requests themselves are orders of type REQUEST in the orders list.

export const proposalsApi = {
  'POST /api/admin/proposals': adminRow(
    'orders',
    'Prepare a proposal (a draft) from a request or from scratch',
    'orders.create',
    {
      body: ProposalInput,
      answer: ProposalAnswer,
    },
  ),
  'GET /api/admin/proposals/:id': adminRow(
    'orders',
    'A request or proposal with list and agreed prices',
    'orders.list',
    {
      params: UuidParam,
      answer: ProposalAnswer,
    },
  ),
  'PUT /api/admin/proposals/:id': adminRow('orders', 'Change a draft proposal', 'orders.create', {
    params: UuidParam,
    body: ProposalInput,
    answer: ProposalAnswer,
  }),
  'POST /api/admin/proposals/:id/send': adminRow(
    'orders',
    'Send the proposal: e-mails the customer its link',
    'orders.create',
    {
      params: UuidParam,
      answer: ProposalAnswer,
    },
  ),
};
