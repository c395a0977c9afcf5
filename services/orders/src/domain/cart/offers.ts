import {
  amountIn,
  type CartType,
  type CustomerType,
  type DeliveryMethod,
  type ExchangeRate,
  isConvertedCurrency,
  type PaymentMethod,
  type SettablePaymentMethod,
  type ShopSettings,
  type StorefrontCurrency,
} from '@shop/contracts';

// Which delivery and payment methods a cart offers (SPEC §5, §6, §9), under the shop settings staff set
// (methods on and off, the courier's price, the free-courier threshold, the installment minimum). `basket` is
// the gross of the items after the promo code, before delivery, in minor units of the cart's currency.

/** The shop settings that decide a cart's offers (`shopSettings()`). */
export type OfferSettings = Pick<
  ShopSettings,
  'deliveryMethods' | 'courierPrice' | 'freeCourierThreshold' | 'paymentMethods' | 'installmentMinimum'
>;

export interface OfferContext {
  type: CartType;
  customerType: CustomerType;
  currency: StorefrontCurrency;
  basket: number;
  shop: OfferSettings;
  /** Whether the cart holds goods to ship (shipsGoods); undefined: it does. */
  ships?: boolean;
  /** The methods the payments service can take now (enabled-payments.ts); undefined: not known, all. */
  enabled?: ReadonlySet<PaymentMethod>;
  /** The request's rate of USD, CHF or GBP (`ctx.state.conversion`): the courier's PLN price is converted. */
  conversion?: ExchangeRate | null;
}

/** Product types nothing is shipped for (SPEC §3): a cart of only these needs no delivery. */
const UNSHIPPED_TYPES: readonly string[] = ['service', 'download', 'gift_card'];

/** Whether any of a cart's product types (of the lines it can buy) is goods to ship. */
export const shipsGoods = (types: readonly string[]): boolean =>
  types.length === 0 || types.some((type) => !UNSHIPPED_TYPES.includes(type));

export function deliveryOffers(context: OfferContext): { method: DeliveryMethod; price: number }[] {
  if (context.type === 'preorder') return [];
  // Only services, downloads and gift cards: no delivery to choose, none to pay (issue 24).
  if (context.ships === false) return [{ method: 'NONE', price: 0 }];
  const { shop } = context;
  // Retail baskets over the threshold get the courier free; only in Poland's currency, as retail orders
  // ship within Poland only (SPEC §9).
  const threshold = shop.freeCourierThreshold;
  const free =
    context.customerType === 'retail' && context.currency === threshold.currency && context.basket > threshold.amount;
  const offers: { method: DeliveryMethod; price: number }[] = [];
  if (shop.deliveryMethods.COURIER)
    offers.push({
      method: 'COURIER',
      price: free ? 0 : amountIn(context.currency, shop.courierPrice, context.conversion),
    });
  if (shop.deliveryMethods.PICKUP) offers.push({ method: 'PICKUP', price: 0 });
  return offers;
}

export function paymentOffers(context: OfferContext): PaymentMethod[] {
  if (context.type === 'preorder') return [];
  const { shop, enabled } = context;
  // A cart in USD, CHF or GBP is paid online, in PLN at the rate in force: the shop has no account in those
  // currencies for a transfer, and the courier collects złoty (docs/decisions/currencies.md).
  const methods: SettablePaymentMethod[] =
    context.customerType === 'b2b'
      ? ['transfer']
      : isConvertedCurrency(context.currency)
        ? ['online_tpay', 'card_polcard']
        : ['online_tpay', 'card_polcard', 'cash', 'transfer'];
  // Bank installments: retail, in the bank's currency, from the smallest basket staff set (SPEC §5, §9).
  const minimum = shop.installmentMinimum;
  if (context.customerType !== 'b2b' && context.currency === minimum.currency && context.basket >= minimum.amount)
    methods.push('installment_eraty', 'installment_ca');
  return methods.filter((method) => shop.paymentMethods[method] && (!enabled || enabled.has(method)));
}
