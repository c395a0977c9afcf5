import { REVIEW_PHOTO_WIDTHS } from '@shop/contracts';
import { AppError, type Router, type ShopState } from '@shop/service-kit';
import { bytesOf, createRenditionCache, resizePicture } from '@shop/service-kit/pictures';
import { and, eq } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { REVIEW_PHOTO_CANVAS, REVIEW_PHOTO_PREFIX } from './review-photos';
import { reviewPhotos, reviews } from './reviews.schema';

// A published review's photo for shoppers: `/media/cms/review-<photo id>/{320,640}.webp`, proxied by the
// gateway like the catalogue's pictures (an <img> sends no application id). Only while its review is
// published: a pending or rejected review's photo, an unattached upload and an unknown id all answer 404.
// WebP on the 4:3 canvas, made once per width (the kit's rendition cache). A published review no longer
// changes, but the answer is kept for an hour only, so that a photo taken down stops being served soon.

const KEY = /^review-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function reviewPhotoMedia(router: Router<ShopState>, context: Pick<CmsContext, 'db' | 'files'>): void {
  const renditions = createRenditionCache(16 * 1024 * 1024);
  router.get(`${REVIEW_PHOTO_PREFIX}/:key/:file`, async (ctx) => {
    const { key, file } = ctx.params as { key: string; file: string };
    const id = KEY.exec(key)?.[1];
    const width = Number(/^(\d{3})\.webp$/.exec(file)?.[1]);
    if (!id || !(REVIEW_PHOTO_WIDTHS as readonly number[]).includes(width)) throw new AppError('not_found');
    const [shown] = await context.db
      .select({ id: reviewPhotos.id })
      .from(reviewPhotos)
      .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
      .where(and(eq(reviewPhotos.id, id), eq(reviews.state, 'published')));
    if (!shown) throw new AppError('not_found');
    ctx.type = 'image/webp';
    ctx.set('cache-control', 'public, max-age=3600');
    ctx.set('x-content-type-options', 'nosniff');
    ctx.etag = `"${key}-${width}"`;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const made = await renditions.made(key, width, async () =>
      resizePicture(await bytesOf(context.files.open(id)), width, REVIEW_PHOTO_CANVAS),
    );
    ctx.body = made.body;
  });
}
