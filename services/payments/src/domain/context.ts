import type { ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { createProviders, type ProviderRegistry } from '../providers';
import { describeProviders, type PaymentSettings, paymentSettings } from '../settings';

export type PaymentDeps = ServiceContext<typeof schema>;

export interface PaymentsContext {
  deps: PaymentDeps;
  settings: PaymentSettings;
  providers: ProviderRegistry;
}

const contexts = new WeakMap<PaymentDeps, PaymentsContext>();

/** Settings and provider adapters of one running service, built once (routes and poller share them). */
export function paymentsContext(deps: PaymentDeps): PaymentsContext {
  let context = contexts.get(deps);
  if (!context) {
    const settings = paymentSettings(deps.env);
    const providers = createProviders({ settings, log: deps.log.child({ part: 'providers' }) });
    deps.log.info({ providers: describeProviders(settings) }, 'payment providers');
    context = { deps, settings, providers };
    contexts.set(deps, context);
  }
  return context;
}
