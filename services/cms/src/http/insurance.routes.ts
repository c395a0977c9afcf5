import { InsuranceCheckQuery } from '@shop/contracts';
import { createRouter, parseQuery } from '@shop/service-kit';
import { checkInsurance } from '../insurance/check-insurance';
import type { InsuranceVerifier } from '../insurance/verifier';
import type { CmsSettings } from '../settings';

/** GET /api/insurance/check?frameNumber&purchaseDate */
export function insuranceRoutes(verifier: InsuranceVerifier, settings: CmsSettings) {
  const router = createRouter();
  router.get('/api/insurance/check', async (ctx) => {
    const input = parseQuery(ctx, InsuranceCheckQuery);
    ctx.set('cache-control', 'no-store');
    ctx.body = await checkInsurance(verifier, input, {
      lang: ctx.state.lang,
      offerUrl: settings.INSURANCE_OFFER_URL,
      log: ctx.state.log,
    });
  });
  return router;
}
