import type { AdminReview, AdminReviewListQuery, ListAnswer, ReviewRejection } from '@shop/contracts';
import { ReviewRejected } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, integerIdOf, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { photosOf, type ReviewPhotoRow } from './review-photos';
import { ownReviewOf, type ReviewRow } from './reviews';
import { reviews } from './reviews.schema';

// Staff moderate customer reviews (issue 25, `reviews.list` / `reviews.update`): every review waits for them;
// they publish it (shoppers see it at once) or reject it with a reason, which is e-mailed to its author
// (the `review-rejected` event in the same transaction). Only a pending review is decided (409 otherwise,
// e.g. when the customer changed it or another member decided it meanwhile). Both audited.

type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock'>;
export const REVIEW_ENTITY = 'review';

const adminReviewOf = (row: ReviewRow, photo: ReviewPhotoRow | undefined): AdminReview => ({
  ...ownReviewOf(row, photo),
  rejectionReason: row.rejectionReason,
  productName: row.productName,
  author: row.author,
  customerId: row.customerId,
  email: row.email,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  decidedBy: row.decidedBy,
  helpful: row.helpful,
});

export async function listReviews(context: Context, query: AdminReviewListQuery): Promise<ListAnswer<AdminReview>> {
  const { state, productId } = query.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(reviews.state, state));
  if (productId) conditions.push(eq(reviews.productId, productId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...listOrder(query, { createdAt: reviews.createdAt, rating: reviews.rating }, reviews.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(reviews).where(where),
  ]);
  const photos = await photosOf(
    context.db,
    rows.map((row) => row.id),
  );
  return listAnswerOf(
    rows.map((row) => adminReviewOf(row, photos.get(row.id))),
    total?.value ?? 0,
    query,
  );
}

/** One review as staff moderate it (404 when there is none). */
export async function readReview(context: Context, rawId: string): Promise<AdminReview> {
  const [row] = await context.db
    .select()
    .from(reviews)
    .where(eq(reviews.id, integerIdOf(rawId)));
  if (!row) throw new AppError('not_found');
  return adminReviewOf(row, (await photosOf(context.db, [row.id])).get(row.id));
}

/** A review's photo as uploaded, for staff moderating it (404 when the review has none). */
export async function reviewPhotoForStaff(context: Context, rawId: string): Promise<ReviewPhotoRow> {
  const id = integerIdOf(rawId);
  const photo = (await photosOf(context.db, [id])).get(id);
  if (!photo) throw new AppError('not_found');
  return photo;
}

/** Publishes a pending review or rejects it with the reason e-mailed to its author. */
export async function decideReview(
  context: Context,
  staff: StaffMember,
  rawId: string,
  decision: { publish: true } | ({ publish: false } & ReviewRejection),
): Promise<AdminReview> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.state !== 'pending') throw changedMeanwhile();
    const after = decision.publish
      ? { state: 'published', publishedAt: now, rejectionReason: null }
      : { state: 'rejected', publishedAt: null, rejectionReason: decision.reason.trim() };
    await recordAudit(
      tx,
      staff,
      {
        action: decision.publish ? 'publish' : 'reject',
        entity: REVIEW_ENTITY,
        entityId: String(id),
        before: { state: row.state, rejectionReason: row.rejectionReason },
        after: { state: after.state, rejectionReason: after.rejectionReason },
      },
      now,
    );
    const [decided] = await tx
      .update(reviews)
      .set({ ...after, decidedBy: staff.name, updatedAt: now })
      .where(eq(reviews.id, id))
      .returning();
    if (!decision.publish) {
      const language = row.language === 'en' ? 'en' : 'pl';
      await recordEvent(tx, ReviewRejected, {
        reviewId: id,
        email: row.email,
        firstName: row.firstName,
        language,
        productName: row.productName,
        title: row.title,
        reason: after.rejectionReason ?? '',
      });
    }
    return adminReviewOf(decided!, (await photosOf(tx, [id])).get(id));
  });
}
