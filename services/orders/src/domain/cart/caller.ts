import type { CustomerType, ExchangeRate, StorefrontCurrency, StorefrontLanguage } from '@shop/contracts';
import { AppError, type ShopContext } from '@shop/service-kit';

/** Whose cart, and in which prices and language it is shown. */
export interface CartCaller {
  sessionId?: string;
  customerId?: string;
  customerType: CustomerType;
  currency: StorefrontCurrency;
  /** In USD, CHF or GBP: the rate PLN prices are converted at in this request (null in PLN and EUR). */
  conversion?: ExchangeRate | null;
  lang: StorefrontLanguage;
}

/**
 * The caller priced in the shop's own currencies: quote requests, proposals and season preorders are agreed in
 * PLN or EUR, so a shopper browsing in USD, CHF or GBP gets them in złoty (docs/decisions/currencies.md).
 */
export function inOwnCurrency<C extends { currency: StorefrontCurrency; conversion?: ExchangeRate | null }>(
  caller: C,
): C {
  return caller.conversion ? { ...caller, currency: 'PLN', conversion: null } : caller;
}

/**
 * The caller of a cart route, as the gateway signed it. B2B prices only for a signed-in dealer; a call
 * with neither a session nor a customer has no cart to keep (the gateway gives every shopper a session).
 */
export function cartCallerOf(ctx: ShopContext): CartCaller {
  const { sessionId, customerId, customerType } = ctx.state.identity;
  if (!sessionId && !customerId) throw new AppError('unauthorized', { detail: 'a cart needs a session' });
  return {
    sessionId,
    customerId,
    customerType: customerId && customerType === 'b2b' ? 'b2b' : 'retail',
    currency: ctx.state.currency,
    conversion: ctx.state.conversion,
    lang: ctx.state.lang,
  };
}
