import { shopApi } from '@shop/contracts';
import { AppError, answerRevalidated, createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { findNewsPost, listNews } from '../domain/news';

/** GET /api/cms/news and /api/cms/news/:id: the blog, in the page's language; a post staff publish is seen on the next read. */
export function newsRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/cms/news', async ({ query }, ctx) => {
    answerRevalidated(ctx, await listNews(context.db, query, ctx.state.lang, context.clock.now()));
  });
  route('GET /api/cms/news/:id', async ({ params }, ctx) => {
    const post = await findNewsPost(context.db, params.id, ctx.state.lang, context.clock.now());
    if (!post) throw new AppError('not_found');
    answerRevalidated(ctx, post);
  });
  return router;
}
