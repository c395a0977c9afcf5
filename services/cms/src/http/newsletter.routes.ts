import { NewsletterSignup } from '@shop/contracts';
import { createRouter, parseBody, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { subscribeToNewsletter } from '../domain/subscribe-to-newsletter';

export function newsletterRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  router.post('/api/contact/newsletter', async (ctx) => {
    const { email } = parseBody(ctx, NewsletterSignup);
    await subscribeToNewsletter(context, { email, language: ctx.state.lang });
    ctx.body = { subscribed: true };
  });
  return router;
}
