import { RevisedExchangeRates } from './api/payments';
import { defineEvent } from './events';

// The exchange rates payments owns, announced whole (docs/decisions/currencies.md).

/**
 * The exchange rates in force changed (payments: a table stored, a rate set by hand or removed): every service's
 * `exchangeRates()` takes them whole, the highest revision winning (prices in USD, CHF, GBP follow them).
 */
export const ExchangeRatesChanged = defineEvent('payments', 'exchange-rates-changed', RevisedExchangeRates);
