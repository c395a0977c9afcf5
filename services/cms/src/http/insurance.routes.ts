import { shopApi, todayInWarsaw } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { checkInsurance } from '../insurance/check-insurance';
import { keptPolicy } from '../insurance/claims';

/** GET /api/insurance/check?frameNumber&purchaseDate */
export function insuranceRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/insurance/check', ({ query }, ctx) => {
    ctx.set('cache-control', 'no-store');
    return checkInsurance(context.insuranceVerifier, query, {
      lang: ctx.state.lang,
      offerUrl: context.settings.INSURANCE_OFFER_URL,
      log: ctx.state.log,
      today: todayInWarsaw(context.clock.now()),
      policy: (unit) => keptPolicy(context, unit),
    });
  });
  return router;
}
