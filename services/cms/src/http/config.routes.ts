import { type Money, type ShopConfig, shopApi } from '@shop/contracts';
import {
  CA_INSTALLMENTS,
  ERATY_MAX_INSTALLMENTS,
  ERATY_VERIFICATION_TRANSFER,
  INSTALLMENT_INTEREST_PERCENT,
  INSTALLMENT_MIN_BASKET,
  type ShopSettings,
} from '@shop/contracts/limits';
import { AppError, createRouter, routesOn } from '@shop/service-kit';
import type { CmsContext } from '../context';
import type { CmsSettings } from '../settings';

/** Free courier delivery is a Polish offer: its threshold is in złoty. */
function inZloty(money: Money): { amount: number; currency: 'PLN' } {
  if (money.currency !== 'PLN') throw new AppError('internal', { detail: 'the free-courier threshold is not in PLN' });
  return { amount: money.amount, currency: money.currency };
}

/**
 * What the storefront needs to know about the shop before it draws (SPEC §1, §6, §9): the service's own
 * settings, the SPEC's fixed offers, and the values staff may change (`shop`), which reach the browser only here.
 */
export function shopConfigOf(settings: CmsSettings, shop: ShopSettings): ShopConfig {
  const freeDelivery = inZloty(shop.freeCourierThreshold);
  return {
    testMode: settings.SHOP_TEST_MODE,
    brandSlug: settings.BRAND_SLUG,
    languages: ['pl', 'en'],
    currencies: ['PLN', 'EUR'],
    freeDeliveryThreshold: freeDelivery,
    social: {
      facebook: 'https://www.facebook.com/zefirbikes',
      instagram: 'https://www.instagram.com/zefirbikes',
      youtube: 'https://www.youtube.com/@zefirbikes',
      tiktok: 'https://www.tiktok.com/@zefirbikes',
    },
    payment: {
      onlineCurrency: 'PLN',
      installments: [
        {
          provider: 'eraty',
          method: 'installment_eraty',
          maxInstallments: ERATY_MAX_INSTALLMENTS,
          interestRate: INSTALLMENT_INTEREST_PERCENT,
          minBasket: INSTALLMENT_MIN_BASKET,
          shopId: '28019',
          verificationTransfer: ERATY_VERIFICATION_TRANSFER,
          currency: 'PLN',
        },
        {
          provider: 'ca',
          method: 'installment_ca',
          maxInstallments: CA_INSTALLMENTS,
          interestRate: INSTALLMENT_INTEREST_PERCENT,
          minBasket: INSTALLMENT_MIN_BASKET,
          shopId: 'ZEFIR-CA-0421',
          currency: 'PLN',
        },
      ],
      transferDueWorkingDays: shop.transferDueWorkingDays,
    },
    delivery: { countries: ['PL'], freeAbove: freeDelivery },
    mapTilesUrl: settings.MAP_TILES_URL ?? null,
    insuranceOfferUrl: settings.INSURANCE_OFFER_URL,
    openingHours: shop.openingHours,
  };
}

/** GET /api/config: built on every call, so a setting staff change reaches the next page. */
export function configRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/config', (_request, ctx) => {
    ctx.set('cache-control', 'public, max-age=60');
    return shopConfigOf(context.settings, context.shopSettings());
  });
  return router;
}
