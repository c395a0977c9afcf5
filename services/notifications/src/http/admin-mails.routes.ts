import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { NotificationsContext } from '../context';
import { listAdminMails, mailHistory, retryMail } from '../domain/admin-mails';

/** The e-mail log of the back office (routesOn checks each row's permission first). */
export function adminMailsRoutes(context: NotificationsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/mails', ({ query }) => listAdminMails(context, query));
  route('POST /api/admin/mails/:id/retry', ({ params }, ctx) =>
    retryMail(context, ctx.state.staff as StaffMember, params.id),
  );
  route('GET /api/admin/mails/:id/history', ({ params, query }) => mailHistory(context, params.id, query));
  return router;
}
