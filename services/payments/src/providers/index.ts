import type { Clock, Logger } from '@shop/service-kit';
import type { PaymentSettings } from '../settings';
import { createCaProvider } from './ca';
import { createEratyProvider } from './eraty';
import { createPolcardProvider } from './polcard';
import type { PaymentProvider, ProviderMethod, ProviderName } from './provider';
import { createTpayProvider } from './tpay';

export type { PaymentProvider, ProviderMethod, ProviderName } from './provider';

/** What an adapter is built from. */
export interface ProviderContext {
  settings: PaymentSettings;
  log: Logger;
  /** The service's clock: what a provider dates (a card payment's time) or lets expire (Tpay's token). */
  clock: Clock;
  /** Replaceable in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface ProviderRegistry {
  byName(name: string): PaymentProvider | undefined;
  byMethod(method: string): PaymentProvider | undefined;
  all(): PaymentProvider[];
}

/** The providers whose URL is configured (settings.ts checked their credentials at start). */
export function createProviders(context: ProviderContext): ProviderRegistry {
  const { settings } = context;
  const providers: PaymentProvider[] = [];
  const add = (provider: PaymentProvider) => providers.push(provider);

  if (settings.TPAY_API_URL) add(createTpayProvider(context));
  if (settings.POLCARD_URL) add(createPolcardProvider(context));
  if (settings.ERATY_URL) add(createEratyProvider(context));
  if (settings.CA_URL) add(createCaProvider(context));

  const byName = new Map<string, PaymentProvider>(providers.map((provider) => [provider.name, provider]));
  const byMethod = new Map<string, PaymentProvider>(providers.map((provider) => [provider.method, provider]));
  return {
    byName: (name) => byName.get(name),
    byMethod: (method) => byMethod.get(method),
    all: () => [...providers],
  };
}

/** The provider of each online method. */
export const providerOfMethod: Record<ProviderMethod, ProviderName> = {
  online_tpay: 'tpay',
  card_polcard: 'polcard',
  installment_eraty: 'eraty',
  installment_ca: 'ca',
};
