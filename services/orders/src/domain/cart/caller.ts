import type { CustomerType, StorefrontCurrency, StorefrontLanguage } from '@shop/contracts';
import { AppError, type ShopContext } from '@shop/service-kit';

/** Whose cart, and in which prices and language it is shown. */
export interface CartCaller {
  sessionId?: string;
  customerId?: string;
  customerType: CustomerType;
  currency: StorefrontCurrency;
  lang: StorefrontLanguage;
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
    lang: ctx.state.lang,
  };
}
