import type { CartType, CustomerType, DeliveryMethod, PaymentMethod, StorefrontCurrency } from '@shop/contracts';

// Which delivery and payment methods a cart offers (SPEC §5, §6, §9). `basket` is the gross of the items
// after the promo code, before delivery, in minor units of the cart's currency.

/** Courier price by currency. */
export const COURIER_PRICE: Record<StorefrontCurrency, number> = { PLN: 4_900, EUR: 1_200 };
/** Retail baskets in PLN over this get the courier free (SPEC §9: over 200 PLN, Poland only). */
export const FREE_COURIER_OVER_PLN = 20_000;
/** Bank installments need a basket of at least 100 PLN (SPEC §5). */
export const INSTALLMENT_MINIMUM_PLN = 10_000;

export interface OfferContext {
  type: CartType;
  customerType: CustomerType;
  currency: StorefrontCurrency;
  basket: number;
  /** The methods the payments service can take now (enabled-payments.ts); undefined: not known, all. */
  enabled?: ReadonlySet<PaymentMethod>;
}

export function deliveryOffers(context: OfferContext): { method: DeliveryMethod; price: number }[] {
  if (context.type === 'preorder') return [];
  const free =
    context.customerType === 'retail' && context.currency === 'PLN' && context.basket > FREE_COURIER_OVER_PLN;
  return [
    { method: 'COURIER', price: free ? 0 : COURIER_PRICE[context.currency] },
    { method: 'PICKUP', price: 0 },
  ];
}

export function paymentOffers(context: OfferContext): PaymentMethod[] {
  if (context.type === 'preorder') return [];
  if (context.customerType === 'b2b') return ['transfer'];
  const methods: PaymentMethod[] = ['online_tpay', 'card_polcard', 'cash', 'transfer'];
  if (context.currency === 'PLN' && context.basket >= INSTALLMENT_MINIMUM_PLN)
    methods.push('installment_eraty', 'installment_ca');
  const { enabled } = context;
  return enabled ? methods.filter((method) => enabled.has(method)) : methods;
}
