import type { ShopConfig } from '@shop/contracts';
import { createRouter, env, loadConfig } from '@shop/service-kit';
import { z } from 'zod';

const configShape = {
  SHOP_TEST_MODE: env.bool(true),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]{3,}$/)
    .default('zefir'),
};

/** GET /api/config: what every screen needs to know about the shop before it draws. */
export function configRoutes(settings: Record<string, string | undefined>) {
  const config = loadConfig(configShape, settings);
  const answer: ShopConfig = {
    testMode: config.SHOP_TEST_MODE,
    brandSlug: config.BRAND_SLUG,
    languages: ['pl', 'en'],
    currencies: ['PLN', 'EUR'],
    freeDeliveryThreshold: { amount: 20_000, currency: 'PLN' },
  };
  const router = createRouter();
  router.get('/api/config', (ctx) => {
    ctx.set('cache-control', 'public, max-age=60');
    ctx.body = answer;
  });
  return router;
}
