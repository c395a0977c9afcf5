import { IdParam, NewsListQuery } from '@shop/contracts';
import { AppError, createRouter, parseParams, parseQuery, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { findNewsPost, listNews } from '../domain/news';

/** GET /api/cms/news and /api/cms/news/:id: the blog, in the page's language. */
export function newsRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  router.get('/api/cms/news', async (ctx) => {
    const query = parseQuery(ctx, NewsListQuery);
    ctx.set('cache-control', 'public, max-age=300');
    ctx.body = await listNews(context.db, query, ctx.state.lang);
  });
  router.get('/api/cms/news/:id', async (ctx) => {
    const { id } = parseParams(ctx, IdParam);
    const post = await findNewsPost(context.db, id, ctx.state.lang);
    if (!post) throw new AppError('not_found');
    ctx.set('cache-control', 'public, max-age=300');
    ctx.body = post;
  });
  return router;
}
