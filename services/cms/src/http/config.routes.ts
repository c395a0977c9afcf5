import type { ShopConfig } from '@shop/contracts';
import { createRouter } from '@shop/service-kit';
import type { CmsContext } from '../context';
import type { CmsSettings } from '../settings';

const freeDelivery = { amount: 20_000, currency: 'PLN' } as const;
const minInstallmentBasket = { amount: 10_000, currency: 'PLN' } as const;

/** What the storefront needs to know about the shop before it draws (SPEC §1, §6, §9). */
export function shopConfigOf(settings: CmsSettings): ShopConfig {
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
          maxInstallments: 20,
          interestRate: 0,
          minBasket: minInstallmentBasket,
          shopId: '28019',
          verificationTransfer: { amount: 100, currency: 'PLN' },
          currency: 'PLN',
        },
        {
          provider: 'ca',
          method: 'installment_ca',
          maxInstallments: 10,
          interestRate: 0,
          minBasket: minInstallmentBasket,
          shopId: 'ZEFIR-CA-0421',
          currency: 'PLN',
        },
      ],
      transferDueWorkingDays: 7,
    },
    delivery: { countries: ['PL'], freeAbove: freeDelivery },
    mapTilesUrl: settings.MAP_TILES_URL ?? null,
    insuranceOfferUrl: settings.INSURANCE_OFFER_URL,
  };
}

/** GET /api/config */
export function configRoutes(context: CmsContext) {
  const answer = shopConfigOf(context.settings);
  const router = createRouter();
  router.get('/api/config', (ctx) => {
    ctx.set('cache-control', 'public, max-age=60');
    ctx.body = answer;
  });
  return router;
}
