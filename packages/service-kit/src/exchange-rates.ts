import {
  type ConvertedCurrency,
  type ExchangeRate,
  ExchangeRatesChanged,
  type RevisedExchangeRates,
  type ShopSettings,
} from '@shop/contracts';
import { createFollower, type Follower } from './follower';
import type { ServiceCaller } from './http/service-caller';

// The exchange rates in force as every service sees them: payments stores them (the NBP table, staff's
// overrides) and announces each change whole (`exchange-rates-changed`); each service reads them once at start
// from payments' internal route and then takes every event (follower.ts). None until payments has answered.

const startReadTimeoutMs = 2_000;

export type ExchangeRatesFollower = Follower<RevisedExchangeRates>;

export function createExchangeRatesFollower(): ExchangeRatesFollower {
  return createFollower('exchange-rates', ExchangeRatesChanged, { revision: 0, items: [] });
}

/** The start read of a service that does not own the rates: payments' internal route, briefly waited for. */
export function readRatesFromOwner(services: ServiceCaller): () => Promise<RevisedExchangeRates> {
  return async () => {
    const answer = await services.get('/internal/payments/rates', {}, { timeoutMs: startReadTimeoutMs });
    if (!answer.ok) throw new Error(`payments answered ${answer.status}`);
    return answer.body;
  };
}

/**
 * The rate prices in `currency` are converted from PLN at, when they can be answered in it now: USD, CHF and
 * GBP once staff enabled them in the settings and while a rate of theirs is known (else undefined: the caller
 * gets the language's currency).
 */
export function conversionRate(
  currency: ConvertedCurrency,
  settings: ShopSettings,
  rates: readonly ExchangeRate[],
): ExchangeRate | undefined {
  return settings.currencies[currency] ? rates.find((rate) => rate.currency === currency) : undefined;
}
