import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { subscribeToNewsletter } from '../domain/subscribe-to-newsletter';

/** POST /api/contact/newsletter: the same answer whether or not the address was already signed up. */
export function newsletterRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('POST /api/contact/newsletter', async ({ body }, ctx) => {
    await subscribeToNewsletter(context, { email: body.email, language: ctx.state.lang });
    return { subscribed: true } as const;
  });
  return router;
}
