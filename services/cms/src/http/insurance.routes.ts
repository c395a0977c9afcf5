import { InsuranceCheckQuery, todayInWarsaw } from '@shop/contracts';
import { createRouter, parseQuery } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { checkInsurance } from '../insurance/check-insurance';

/** GET /api/insurance/check?frameNumber&purchaseDate */
export function insuranceRoutes(context: CmsContext) {
  const router = createRouter();
  router.get('/api/insurance/check', async (ctx) => {
    const input = parseQuery(ctx, InsuranceCheckQuery);
    ctx.set('cache-control', 'no-store');
    ctx.body = await checkInsurance(context.insuranceVerifier, input, {
      lang: ctx.state.lang,
      offerUrl: context.settings.INSURANCE_OFFER_URL,
      log: ctx.state.log,
      today: todayInWarsaw(context.clock.now()),
    });
  });
  return router;
}
