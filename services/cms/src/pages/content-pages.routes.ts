import { shopApi } from '@shop/contracts';
import { answerRevalidated, createRouter, routesOn, staffOf } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { readAdminContentPage, readContentPage, saveContentPage } from './content-pages';

/** The content pages staff edit (issue 27): the storefront reads one per language; staff read and save both. */
export function contentPageRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/cms/pages/:slug', async ({ params }, ctx) => {
    answerRevalidated(ctx, await readContentPage(context, params.slug, ctx.state.lang));
  });
  route('GET /api/admin/content-pages/:slug', ({ params }) => readAdminContentPage(context, params.slug));
  route('PUT /api/admin/content-pages/:slug', ({ params, body }, ctx) =>
    saveContentPage(context, staffOf(ctx), params.slug, body),
  );
  return router;
}
