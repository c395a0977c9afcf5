import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { type CartReads, prepareCartReads } from './domain/cart/cart-store';
import { type CatalogLines, createCatalogLines } from './domain/cart/catalog-lines';
import { createEnabledPayments, type EnabledPayments } from './domain/cart/enabled-payments';
import { createPromoLookup, type PromoLookup } from './domain/cart/promo-codes';
import { createPromotionLookup, type PromotionLookup } from './domain/promotions/active-promotions';
import { type OrdersSettings, ordersSettings } from './settings';

/**
 * What the orders service works with, built once at start and passed to every route, consumer and use
 * case: the kit's context, the service's settings and the short-lived knowledge a cart read needs.
 */
export interface OrdersContext extends ServiceContext<typeof schema> {
  settings: OrdersSettings;
  /** What the catalogue says about cart lines (prices, stock), each answer kept two seconds. */
  catalogLines: CatalogLines;
  /** Promo codes as stored, each kept two seconds. */
  promoCodes: PromoLookup;
  /** The active automatic promotions, kept two seconds. */
  promotions: PromotionLookup;
  /** The payment methods the payments service can take now, asked once a minute. */
  paymentMethods: EnabledPayments;
  /** The three shapes of the cart read, prepared once: every cart call runs one. */
  cartReads: CartReads;
}

export function ordersContext(kit: ServiceContext<typeof schema>): OrdersContext {
  const paymentMethods = createEnabledPayments(kit.services, kit.clock);
  // A question to payments still under way when the service stops is waited for, not cut off.
  kit.onStop(() => paymentMethods.settled());
  return {
    ...kit,
    settings: ordersSettings(kit.env),
    catalogLines: createCatalogLines(kit.services, kit.clock),
    promoCodes: createPromoLookup(kit.db, kit.clock),
    promotions: createPromotionLookup(kit.db, kit.clock),
    paymentMethods,
    cartReads: prepareCartReads(kit.db),
  };
}
