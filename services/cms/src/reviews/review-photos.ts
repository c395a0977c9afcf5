import type { IncomingMessage } from 'node:http';
import {
  type PublishedReviewPhoto,
  REVIEW_MAX_PENDING_PHOTOS,
  REVIEW_PHOTO_KEPT_HOURS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_WIDTHS,
  type ReviewPhoto,
  type ReviewPhotoUpload,
  translate,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { readUpload } from '@shop/service-kit/files';
import { bytesOf, PICTURE_MIMES, pictureSize } from '@shop/service-kit/pictures';
import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { CmsContext } from '../context';
import type * as schema from '../db/schema';
import { reviewPhotos } from './reviews.schema';

// A review's optional photo (issue 25; docs/decisions/reviews.md). The customer uploads it as soon as it is
// chosen (one file a request, with its own progress bar), into cms's file store like every service's uploads
// (service-kit's readUpload: type told by content, size from limits.ts) and decoded whole like the media
// library's pictures; the review then names it by id and takes it in its own transaction. Unattached photos
// belong to their uploader and are swept after a day. Shoppers get the photo only once its review is
// published (`/media/cms/review-<id>/<width>.webp`), staff see the original while they moderate.

type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'files'>;
type Db = Executor<typeof schema>;
export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;

/** The formats a review photo may be, as people know them (the 'wrong type' message). */
export const REVIEW_PHOTO_FORMATS = 'JPG, PNG, WEBP';
/** The canvas a published photo is served on (4:3, like the product's pictures). */
export const REVIEW_PHOTO_CANVAS = { width: 1280, height: 960 } as const;
export const REVIEW_PHOTO_PREFIX = '/media/cms';

const hour = 60 * 60 * 1000;

const wrongType = (name: string) =>
  new AppError('unsupported_media_type', {
    messageKey: 'error.upload_wrong_type',
    params: { name, accepted: REVIEW_PHOTO_FORMATS },
  });

export const photoOf = (row: ReviewPhotoRow): ReviewPhoto => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
});

export const photoKey = (id: string) => `review-${id}`;

/** The addresses of a published review's photo and the size of its largest width. */
export function publishedPhotoOf(id: string): PublishedReviewPhoto {
  const url = (width: number) => `${REVIEW_PHOTO_PREFIX}/${photoKey(id)}/${width}.webp`;
  const largest = REVIEW_PHOTO_WIDTHS[REVIEW_PHOTO_WIDTHS.length - 1]!;
  return {
    src: url(largest),
    srcSet: REVIEW_PHOTO_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    width: largest,
    height: Math.round((largest * REVIEW_PHOTO_CANVAS.height) / REVIEW_PHOTO_CANVAS.width),
  };
}

/** Stores the request's one photo for the caller (a signed-in retail customer, checked by the caller). */
export async function uploadReviewPhoto(
  context: Context,
  caller: { customerId: string; lang: string },
  req: IncomingMessage,
): Promise<ReviewPhotoUpload> {
  let upload: Awaited<ReturnType<typeof readUpload>>;
  try {
    upload = await readUpload(req, context.files, { accept: ['image'], maxBytes: REVIEW_PHOTO_MAX_BYTES, maxFiles: 1 });
  } catch (error) {
    // The store names every picture kind it knows; a review photo is one of three.
    if (error instanceof AppError && error.messageKey === 'error.upload_wrong_type') {
      throw wrongType(String(error.params?.name ?? ''));
    }
    throw error;
  }
  try {
    const file = upload.files[0];
    if (!file) throw new AppError('validation_failed', { fields: { file: translate('field.required', caller.lang) } });
    // GIF, AVIF, HEIC are pictures the store knows but browsers and the renditions do not all read; a header
    // followed by anything else does not decode.
    const size = PICTURE_MIMES.includes(file.mime)
      ? await pictureSize(await bytesOf(context.files.open(file.id)))
      : undefined;
    if (!size) throw wrongType(file.name);
    await sweepReviewPhotos(context);
    await context.transaction(async (tx) => {
      await tx.insert(reviewPhotos).values({
        id: file.id,
        customerId: caller.customerId,
        name: file.name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        width: size.width,
        height: size.height,
        createdAt: context.clock.now(),
      });
      const [pending] = await tx
        .select({ n: count() })
        .from(reviewPhotos)
        .where(and(eq(reviewPhotos.customerId, caller.customerId), isNull(reviewPhotos.reviewId)));
      if ((pending?.n ?? 0) > REVIEW_MAX_PENDING_PHOTOS) {
        throw new AppError('upload_failed', { messageKey: 'error.review_photo_pending_limit' });
      }
    });
    return { id: file.id, name: file.name, size: file.size, width: size.width, height: size.height };
  } catch (error) {
    await Promise.all(upload.files.map((file) => context.files.remove(file.id)));
    throw error;
  }
}

/**
 * Gives the review the caller's unattached photo, inside the transaction that writes the review. Another
 * customer's id, one already attached, swept or unknown: the same field error, and nothing is taken.
 */
export async function attachPhoto(
  tx: Db,
  caller: { customerId: string; lang: string },
  reviewId: number,
  photoId: string,
): Promise<ReviewPhotoRow> {
  const [taken] = await tx
    .update(reviewPhotos)
    .set({ reviewId })
    .where(
      and(eq(reviewPhotos.id, photoId), eq(reviewPhotos.customerId, caller.customerId), isNull(reviewPhotos.reviewId)),
    )
    .returning();
  if (!taken) {
    throw new AppError('validation_failed', {
      fields: { photoId: translate('field.review_photo_gone', caller.lang) },
    });
  }
  return taken;
}

/** Takes the review's photo off it (the row goes now; the caller removes the bytes after the commit). */
export async function detachPhoto(tx: Db, reviewId: number): Promise<string | undefined> {
  const [gone] = await tx
    .delete(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId))
    .returning({ id: reviewPhotos.id });
  return gone?.id;
}

/** The photos of these reviews, by review id. */
export async function photosOf(db: Db, reviewIds: number[]): Promise<Map<number, ReviewPhotoRow>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db.select().from(reviewPhotos).where(inArray(reviewPhotos.reviewId, reviewIds));
  return new Map(rows.map((row) => [row.reviewId!, row]));
}

/** Removes photos nobody attached within REVIEW_PHOTO_KEPT_HOURS, rows first, then their bytes. */
export async function sweepReviewPhotos(context: Pick<Context, 'db' | 'clock' | 'files'>): Promise<number> {
  const before = new Date(context.clock.now().getTime() - REVIEW_PHOTO_KEPT_HOURS * hour);
  const swept = await context.db
    .delete(reviewPhotos)
    .where(and(isNull(reviewPhotos.reviewId), lt(reviewPhotos.createdAt, before)))
    .returning({ id: reviewPhotos.id });
  await Promise.all(swept.map((row) => context.files.remove(row.id)));
  return swept.length;
}
