import { z } from 'zod';
import { Money } from './api/common';
import { Language } from './enums';
import { defineEvent } from './events';

// Events of quote requests and proposals (issue 23). The request's confirmation is `order-created` of an
// order of type REQUEST; sending a proposal is its own event, since its e-mail carries the offer and its link.

/**
 * Staff sent a proposal. `path` is the proposal page with the link's token (`/pl/oferta/<id>/<token>`); it
 * can be accepted until `validUntil` (a day in Poland) inclusive.
 */
export const ProposalSent = defineEvent(
  'orders',
  'proposal-sent',
  z.object({
    orderId: z.uuid(),
    number: z.string(),
    email: z.email(),
    language: Language,
    firstName: z.string(),
    validUntil: z.iso.date(),
    note: z.string(),
    total: Money,
    items: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitPrice: Money })),
    path: z.string().startsWith('/'),
  }),
);
