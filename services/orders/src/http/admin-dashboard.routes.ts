import { addWorkingDays, type InvoicesDashboard, shopApi, warsawDay } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { salesFigures } from '../domain/dashboard/sales-figures';
import { type KsefQueue, ksefQueue } from '../invoices/ksef/queue';

/**
 * The deadline of the invoices issued offline (docs/decisions/invoices.md): KSeF must have them by the next
 * working day (Polish public holidays and weekends skipped) after the Warsaw day the oldest went offline.
 */
export function withOfflineDeadline(queue: KsefQueue, now: Date): InvoicesDashboard {
  if (!queue.offlineSince || queue.offline === 0)
    return { ...queue, offlineDeadline: null, offlineDeadlineState: null };
  const deadline = addWorkingDays(warsawDay(new Date(queue.offlineSince)), 1);
  const today = warsawDay(now);
  return {
    ...queue,
    offlineDeadline: deadline,
    offlineDeadlineState: today < deadline ? 'ahead' : today === deadline ? 'today' : 'missed',
  };
}

/** The dashboard's sales widgets (staff holding `orders.list`) and the KSeF queue's (`invoices.list`). */
export function adminDashboardRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/dashboard/sales', ({ query }) => salesFigures(context, query.period));
  route('GET /api/admin/dashboard/invoices', async () => {
    const now = context.clock.now();
    return withOfflineDeadline(await ksefQueue(context.db, now), now);
  });
  return router;
}
