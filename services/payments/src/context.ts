import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { createProviders, type ProviderRegistry } from './providers';
import { type NbpClient, nbpClient } from './rates/nbp';
import { describeProviders, type PaymentSettings, paymentSettings } from './settings';

/**
 * What the payments service works with, built once at start and shared by its routes and its poller: the
 * kit's context, the service's settings, one adapter per configured provider (with what they keep, Tpay's
 * OAuth token and certificates) and the rate tables' adapter.
 */
export interface PaymentsContext extends ServiceContext<typeof schema> {
  settings: PaymentSettings;
  providers: ProviderRegistry;
  /** The National Bank of Poland's rate tables; undefined when NBP_API_URL is not set. */
  nbp: NbpClient | undefined;
}

export function paymentsContext(kit: ServiceContext<typeof schema>): PaymentsContext {
  const settings = paymentSettings(kit.env);
  const providers = createProviders({ settings, log: kit.log.child({ part: 'providers' }), clock: kit.clock });
  kit.log.info({ providers: describeProviders(settings) }, 'payment providers');
  const nbp = settings.NBP_API_URL
    ? nbpClient({ url: settings.NBP_API_URL, timeoutMs: settings.PAYMENT_PROVIDER_TIMEOUT_MS })
    : undefined;
  return { ...kit, settings, providers, nbp };
}
