import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { CmsContext } from '../context';
import { readSettingsGroup, saveSettingsGroup } from '../domain/shop-settings';

/** The admin settings (issue 12): each group read and saved whole, with its history. */
export function adminSettingsRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/settings/general', () => readSettingsGroup(context, 'general'));
  route('PUT /api/admin/settings/general', ({ body }, ctx) =>
    saveSettingsGroup(context, staffOf(ctx), 'general', body),
  );
  route('GET /api/admin/settings/general/history', ({ query }) =>
    auditHistory(context.db, 'settings', 'general', query),
  );

  route('GET /api/admin/settings/payment-delivery', () => readSettingsGroup(context, 'payment-delivery'));
  route('PUT /api/admin/settings/payment-delivery', ({ body }, ctx) =>
    saveSettingsGroup(context, staffOf(ctx), 'payment-delivery', body),
  );
  route('GET /api/admin/settings/payment-delivery/history', ({ query }) =>
    auditHistory(context.db, 'settings', 'payment-delivery', query),
  );
  return router;
}
