import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type CmsContext, cmsContext } from './context';
import * as schema from './db/schema';
import { readShopSettings } from './domain/shop-settings';
import { adminNewsRoutes } from './http/admin-news.routes';
import { adminSettingsRoutes } from './http/admin-settings.routes';
import { adminShopsRoutes } from './http/admin-shops.routes';
import { b2bContactRoutes } from './http/b2b-contacts.routes';
import { configRoutes } from './http/config.routes';
import { contactRoutes } from './http/contact.routes';
import { dealerShopRoutes } from './http/dealer-shops.routes';
import { insuranceRoutes } from './http/insurance.routes';
import { internalRoutes } from './http/internal.routes';
import { newsRoutes } from './http/news.routes';
import { newsletterRoutes } from './http/newsletter.routes';
import { shopsRoutes } from './http/shops.routes';
import { insuranceClaimRoutes } from './insurance/claims.routes';
import { followInsuranceExtensions } from './insurance/extensions';
import { insurancePolicyRoutes } from './insurance/policies.routes';
import { startPendingReconciliation } from './insurance/reconcile-pending';
import { followShippedFrames, startShopSaleRegistrations } from './insurance/shop-sales';
import { contentPageRoutes } from './pages/content-pages.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { safetyReportRoutes } from './safety/safety-reports.routes';
import { seedCms } from './seed/seed';

/** Content, configuration, contact, newsletter, shops and the insurance check. */
export const cmsService: ServiceDefinition<typeof schema, CmsContext> = {
  name: 'cms',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: cmsContext,
  routes: (context) => [
    configRoutes(context),
    newsletterRoutes(context),
    newsRoutes(context),
    shopsRoutes(context),
    contactRoutes(context),
    insuranceRoutes(context),
    insurancePolicyRoutes(context),
    insuranceClaimRoutes(context),
    adminSettingsRoutes(context),
    adminNewsRoutes(context),
    adminShopsRoutes(context),
    b2bContactRoutes(context),
    dealerShopRoutes(context),
    reviewsRoutes(context),
    contentPageRoutes(context),
    safetyReportRoutes(context),
    internalRoutes(context),
  ],
  // Insurance extensions bought in the shop lengthen their frames' policies once paid; the bikes the shop
  // ships with their frame numbers are registered with the insurer (issue 25); claims and payouts the insurer
  // did not answer are sent to it again.
  consumers: (context) => [
    ...followInsuranceExtensions(context),
    followShippedFrames(context),
    Promise.resolve(startShopSaleRegistrations(context)),
    Promise.resolve(startPendingReconciliation(context)),
  ],
  // cms owns the shop settings: it reads its own store at start instead of asking itself.
  readShopSettings: (context) => () => readShopSettings(context),
  seed: seedCms,
};
