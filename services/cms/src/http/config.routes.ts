import { ConvertedCurrency, type ExchangeRate, type InstallmentOffer, type ShopConfig, shopApi } from '@shop/contracts';
import {
  CA_INSTALLMENTS,
  ERATY_MAX_INSTALLMENTS,
  ERATY_VERIFICATION_TRANSFER,
  INSTALLMENT_INTEREST_PERCENT,
  SETTABLE_PAYMENT_METHODS,
  type ShopSettings,
} from '@shop/contracts/limits';
import { conversionRate, createRouter, routesOn } from '@shop/service-kit';
import type { CmsContext } from '../context';
import type { CmsSettings } from '../settings';

/**
 * What the storefront needs to know about the shop before it draws (SPEC §1, §6, §9): the service's own
 * settings, the SPEC's fixed offers, and the values staff set (`shop`, admin settings), which reach the browser
 * only here. Nothing staff-only travels: not the webmaster's or the service manager's mailbox.
 */
export function shopConfigOf(
  settings: CmsSettings,
  shop: ShopSettings,
  rates: readonly ExchangeRate[] = [],
): ShopConfig {
  const freeDelivery = shop.freeCourierThreshold;
  const minBasket = shop.installmentMinimum;
  const methods = SETTABLE_PAYMENT_METHODS.filter((method) => shop.paymentMethods[method]);
  const { admin: _staffOnly, serviceManager: _staffToo, ...contact } = shop.mailboxes;
  const installments: InstallmentOffer[] = [
    {
      provider: 'eraty',
      method: 'installment_eraty',
      maxInstallments: ERATY_MAX_INSTALLMENTS,
      interestRate: INSTALLMENT_INTEREST_PERCENT,
      minBasket,
      shopId: '28019',
      verificationTransfer: ERATY_VERIFICATION_TRANSFER,
      currency: 'PLN',
    },
    {
      provider: 'ca',
      method: 'installment_ca',
      maxInstallments: CA_INSTALLMENTS,
      interestRate: INSTALLMENT_INTEREST_PERCENT,
      minBasket,
      shopId: 'ZEFIR-CA-0421',
      currency: 'PLN',
    },
  ];
  return {
    testMode: shop.testMode,
    brandSlug: settings.BRAND_SLUG,
    languages: ['pl', 'en'],
    // USD, CHF and GBP as staff enabled them, while a rate of theirs is known (as every service answers them).
    currencies: [
      'PLN',
      'EUR',
      ...ConvertedCurrency.options.filter((currency) => conversionRate(currency, shop, rates)),
    ],
    freeDeliveryThreshold: freeDelivery,
    social: shop.social,
    company: shop.company,
    contact: { ...contact, general: settings.mailboxes.general },
    payment: {
      onlineCurrency: 'PLN',
      methods,
      installments: installments.filter((offer) => shop.paymentMethods[offer.method]),
      transferDueWorkingDays: shop.transferDueWorkingDays,
    },
    delivery: { countries: ['PL'], freeAbove: freeDelivery },
    mapTilesUrl: settings.MAP_TILES_URL ?? null,
    insuranceOfferUrl: settings.INSURANCE_OFFER_URL,
    openingHours: shop.openingHours,
  };
}

/**
 * GET /api/config: built on every call from the settings as this cms last took them, and revalidated by the
 * browser on every page (`no-cache`), so a setting staff change reaches the next page.
 */
export function configRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/config', (_request, ctx) => {
    ctx.set('cache-control', 'public, no-cache');
    return shopConfigOf(context.settings, context.shopSettings(), context.exchangeRates());
  });
  return router;
}
