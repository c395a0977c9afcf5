import {
  type CartType,
  type CustomerType,
  type DeliveryMethod,
  INSTALLMENT_MIN_BASKET,
  type Money,
  type PaymentMethod,
  type StorefrontCurrency,
} from '@shop/contracts';

// Which delivery and payment methods a cart offers (SPEC §5, §6, §9). `basket` is the gross of the items
// after the promo code, before delivery, in minor units of the cart's currency.

/** Courier price by currency. */
export const COURIER_PRICE: Record<StorefrontCurrency, number> = { PLN: 4_900, EUR: 1_200 };

export interface OfferContext {
  type: CartType;
  customerType: CustomerType;
  currency: StorefrontCurrency;
  basket: number;
  /**
   * Retail baskets over this get the courier free (SPEC §9; a shop setting: `shopSettings()`). Only retail
   * carts in Poland's currency: orders of retail shoppers ship within Poland only.
   */
  freeCourierThreshold: Money;
  /** The methods the payments service can take now (enabled-payments.ts); undefined: not known, all. */
  enabled?: ReadonlySet<PaymentMethod>;
}

export function deliveryOffers(context: OfferContext): { method: DeliveryMethod; price: number }[] {
  if (context.type === 'preorder') return [];
  const threshold = context.freeCourierThreshold;
  const free =
    context.customerType === 'retail' && context.currency === threshold.currency && context.basket > threshold.amount;
  return [
    { method: 'COURIER', price: free ? 0 : COURIER_PRICE[context.currency] },
    { method: 'PICKUP', price: 0 },
  ];
}

export function paymentOffers(context: OfferContext): PaymentMethod[] {
  if (context.type === 'preorder') return [];
  if (context.customerType === 'b2b') return ['transfer'];
  const methods: PaymentMethod[] = ['online_tpay', 'card_polcard', 'cash', 'transfer'];
  // Bank installments: in the bank's currency, from its smallest basket (SPEC §5, §9).
  if (context.currency === INSTALLMENT_MIN_BASKET.currency && context.basket >= INSTALLMENT_MIN_BASKET.amount)
    methods.push('installment_eraty', 'installment_ca');
  const { enabled } = context;
  return enabled ? methods.filter((method) => enabled.has(method)) : methods;
}
