import { shopApi } from '@shop/contracts';
import { createRouter, requireDealer, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { CmsContext } from '../context';
import {
  acceptB2bNotice,
  adminB2bContacts,
  B2B_CONTACTS_AUDIT,
  dealerB2bContacts,
  saveB2bContacts,
} from '../domain/b2b-contacts';

/**
 * The B2B contacts: dealers read them once they accepted the notice (a guest 401, anyone else 403, answers
 * never shared); staff keep the list in settings (`settings.general`).
 */
export function b2bContactRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/cms/b2b-contacts', (_request, ctx) => {
    const customerId = requireDealer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return dealerB2bContacts(context.db, customerId, ctx.state.lang);
  });
  route('POST /api/cms/b2b-contacts/accept', (_request, ctx) => {
    const customerId = requireDealer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return acceptB2bNotice(context, customerId, ctx.state.lang);
  });

  route('GET /api/admin/settings/b2b-contacts', () => adminB2bContacts(context.db));
  route('PUT /api/admin/settings/b2b-contacts', ({ body }, ctx) => saveB2bContacts(context, staffOf(ctx), body));
  route('GET /api/admin/settings/b2b-contacts/history', ({ query }) =>
    auditHistory(context.db, B2B_CONTACTS_AUDIT.entity, B2B_CONTACTS_AUDIT.entityId, query),
  );
  return router;
}
