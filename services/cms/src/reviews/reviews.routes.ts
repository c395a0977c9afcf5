import { internalApi, shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import { sendStoredFile } from '@shop/service-kit/files';
import type { CmsContext } from '../context';
import { decideReview, listReviews, REVIEW_ENTITY, readReview, reviewPhotoForStaff } from './admin-reviews';
import { reviewPhotoMedia } from './review-photo-media';
import { uploadReviewPhoto } from './review-photos';
import {
  changeReview,
  latestReviews,
  productReviews,
  reviewableProducts,
  reviewerOf,
  voteHelpful,
  writeReview,
} from './reviews';

/**
 * Customer reviews (issue 25): shoppers read the published ones (a product's, the latest across products);
 * a signed-in customer writes and changes their own and votes "helpful"; staff publish or reject them
 * (`reviews.*`, checked by the row); the gateway asks a product's summary for the page's JSON-LD.
 */
export function reviewsRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const internal = routesOn(router, internalApi);

  route('GET /api/cms/products/:id/reviews', ({ params, query }) => productReviews(context.db, params.id, query));
  route('GET /api/cms/reviews', ({ query }) => latestReviews(context.db, query));
  route('GET /api/cms/reviews/mine', (_request, ctx) => {
    ctx.set('cache-control', 'private, no-store');
    return reviewableProducts(context, ctx.state.identity);
  });
  route('POST /api/cms/reviews', async ({ body }, ctx) => {
    const review = await writeReview(context, ctx.state.identity, body);
    ctx.status = 201;
    return review;
  });
  route('POST /api/cms/reviews/photos', async (_request, ctx) => {
    const customerId = reviewerOf(ctx.state.identity);
    const photo = await uploadReviewPhoto(context, { customerId, lang: ctx.state.lang }, ctx.req);
    ctx.status = 201;
    return photo;
  });
  route('PUT /api/cms/reviews/:id', ({ params, body }, ctx) =>
    changeReview(context, ctx.state.identity, String(params.id), body),
  );
  route('POST /api/cms/reviews/:id/helpful', ({ params }, ctx) =>
    voteHelpful(context, ctx.state.identity, String(params.id)),
  );

  route('GET /api/admin/reviews', ({ query }) => listReviews(context, query));
  route('GET /api/admin/reviews/:id', ({ params }) => readReview(context, String(params.id)));
  route('GET /api/admin/reviews/:id/photo', async ({ params }, ctx) => {
    const photo = await reviewPhotoForStaff(context, String(params.id));
    sendStoredFile(ctx, context.files, photo);
    // A customer's picture opened on its own must not run anything.
    ctx.set('content-security-policy', "default-src 'none'; sandbox");
  });
  route('GET /api/admin/reviews/:id/history', ({ params, query }) =>
    auditHistory(context.db, REVIEW_ENTITY, params.id, query),
  );
  route('POST /api/admin/reviews/:id/publish', ({ params }, ctx) =>
    decideReview(context, staffOf(ctx), String(params.id), { publish: true }),
  );
  route('POST /api/admin/reviews/:id/reject', ({ params, body }, ctx) =>
    decideReview(context, staffOf(ctx), String(params.id), { publish: false, ...body }),
  );

  internal('GET /internal/cms/products/:id/reviews', ({ params }) =>
    productReviews(context.db, params.id, { page: 1, limit: 5, sort: 'newest' }),
  );
  // The photos of published reviews, for shoppers' <img> (no application id): proxied by the gateway.
  reviewPhotoMedia(router, context);
  return router;
}
