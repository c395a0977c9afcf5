import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { createProviders, type ProviderRegistry } from './providers';
import { describeProviders, type PaymentSettings, paymentSettings } from './settings';

/**
 * What the payments service works with, built once at start and shared by its routes and its poller: the
 * kit's context, the service's settings and one adapter per configured provider (with what they keep,
 * Tpay's OAuth token and certificates).
 */
export interface PaymentsContext extends ServiceContext<typeof schema> {
  settings: PaymentSettings;
  providers: ProviderRegistry;
}

export function paymentsContext(kit: ServiceContext<typeof schema>): PaymentsContext {
  const settings = paymentSettings(kit.env);
  const providers = createProviders({ settings, log: kit.log.child({ part: 'providers' }), clock: kit.clock });
  kit.log.info({ providers: describeProviders(settings) }, 'payment providers');
  return { ...kit, settings, providers };
}
