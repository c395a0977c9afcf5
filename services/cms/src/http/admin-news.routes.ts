import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { CmsContext } from '../context';
import {
  changeNewsPost,
  createNewsPost,
  deleteNewsPost,
  listAdminNews,
  previewNews,
  readAdminNews,
} from '../domain/admin/news-posts';

/** The blog section of the back office (SPEC §6 news.*): posts, their preview and history. */
export function adminNewsRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/news', ({ query }) => listAdminNews(context, query));
  route('POST /api/admin/news', async ({ body }, ctx) => {
    const post = await createNewsPost(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return post;
  });
  route('GET /api/admin/news/:id', ({ params }) => readAdminNews(context, params.id));
  route('PATCH /api/admin/news/:id', ({ params, body }, ctx) =>
    changeNewsPost(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/news/:id', async ({ params }, ctx) => {
    await deleteNewsPost(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/news/:id/preview', ({ params, query }) => previewNews(context, params.id, query.lang));
  route('GET /api/admin/news/:id/history', ({ params, query }) => auditHistory(context.db, 'news', params.id, query));
  return router;
}
