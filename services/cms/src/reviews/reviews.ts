import type {
  HelpfulVote,
  Identity,
  LatestReviews,
  OwnReview,
  ProductReviews,
  ProductReviewsQuery,
  PublishedReview,
  ReceivedProducts,
  ReviewableProducts,
  ReviewChange,
  ReviewInput,
  ReviewSummary,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { type Executor, integerIdOf, isUniqueViolation, listAnswerOf, listOffset } from '@shop/service-kit/db';
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { CmsContext } from '../context';
import type * as schema from '../db/schema';
import { attachPhoto, detachPhoto, photoOf, photosOf, publishedPhotoOf, type ReviewPhotoRow } from './review-photos';
import { reviews, reviewVotes } from './reviews.schema';

// A customer's review of a product (issue 25; docs/decisions/reviews.md): only a signed-in retail customer
// who received the product in a completed order (orders answers which), dealers and staff never; one per product and customer (the unique index decides between two requests at once);
// editable until published, when it goes back to staff. Every review waits for staff: the ones whose text
// carries a link are marked for them. Shoppers read the published ones with their average.

type Db = Executor<typeof schema>;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'services' | 'files'>;
export type ReviewRow = typeof reviews.$inferSelect;

/** Anything that reads as an address: a scheme, www., or a name with a common top-level domain. */
const LINK = /(https?:\/\/|www\.|\b[\w-]+\.(pl|com|eu|net|org|info|io|shop|biz|de|uk|co)\b)/i;
export const carriesLink = (...texts: string[]) => texts.some((text) => LINK.test(text));

/** Who may write: a signed-in retail customer; a guest must sign in, a dealer and staff are refused. */
export function reviewerOf(identity: Identity): string {
  if (identity.role === 'ADMIN' || identity.app === 'admin')
    throw new AppError('forbidden', { messageKey: 'error.review_customers_only' });
  if (!identity.customerId || identity.role !== 'CUSTOMER') throw new AppError('authentication_required');
  if (identity.customerType === 'b2b') throw new AppError('forbidden', { messageKey: 'error.review_customers_only' });
  return identity.customerId;
}

export const ownReviewOf = (row: ReviewRow, photo: ReviewPhotoRow | undefined): OwnReview => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  title: row.title,
  text: row.text,
  state: row.state as OwnReview['state'],
  hasLinks: row.hasLinks,
  rejectionReason: row.state === 'rejected' ? row.rejectionReason : null,
  photo: photo ? photoOf(photo) : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const publishedOf = (row: ReviewRow, photo: ReviewPhotoRow | undefined): PublishedReview => ({
  id: row.id,
  productId: row.productId,
  productName: row.productName,
  productSlug: row.productSlug,
  rating: row.rating,
  title: row.title,
  text: row.text,
  author: row.author,
  publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  helpful: row.helpful,
  photo: photo ? publishedPhotoOf(photo.id) : null,
});

/** Published reviews with their photos, in the order given. */
async function publishedWithPhotos(db: Db, rows: ReviewRow[]): Promise<PublishedReview[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => publishedOf(row, photos.get(row.id)));
}

/** The products of the customer's completed orders, as orders knows them. */
async function receivedProducts(context: Context, customerId: string): Promise<ReceivedProducts['items']> {
  const answer = await context.services.get('/internal/orders/customers/:customerId/received-products', {
    params: { customerId },
  });
  if (!answer.ok) throw new AppError('service_unavailable', { detail: `orders answered ${answer.status}` });
  return answer.body.items;
}

/** Whom accounts knows the customer as: the e-mail and language a rejection goes to, the name shown. */
async function contactOf(context: Context, customerId: string) {
  const answer = await context.services.get('/internal/customers/:customerId', { params: { customerId } });
  if (!answer.ok) throw new AppError('service_unavailable', { detail: `accounts answered ${answer.status}` });
  return answer.body;
}

/** "Anna K." from the account's name, "Anna" from a first name alone; never an e-mail address. */
export function authorName(contact: { name: string; firstName: string | null; email: string }, lang: string): string {
  const first = contact.firstName?.trim();
  if (first) {
    const rest = contact.name.trim().startsWith(first) ? contact.name.trim().slice(first.length).trim() : '';
    const initial = rest ? ` ${rest[0]?.toUpperCase()}.` : '';
    return `${first}${initial}`;
  }
  return lang === 'pl' ? 'Klient' : 'Customer';
}

/** Writes the caller's review of a product received in a completed order (pending until staff publish it). */
export async function writeReview(context: Context, identity: Identity, input: ReviewInput): Promise<OwnReview> {
  const customerId = reviewerOf(identity);
  const product = (await receivedProducts(context, customerId)).find((item) => item.productId === input.productId);
  if (!product) throw new AppError('business_rule', { messageKey: 'error.review_not_received' });
  const [existing] = await context.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, input.productId), eq(reviews.customerId, customerId)));
  if (existing) throw new AppError('duplicate', { messageKey: 'error.review_exists' });
  const contact = await contactOf(context, customerId);
  if (contact.type !== 'retail') throw new AppError('forbidden', { messageKey: 'error.review_customers_only' });
  const now = context.clock.now();
  const caller = { customerId, lang: contact.language };
  try {
    return await context.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          productName: product.name,
          productSlug: product.slug,
          customerId,
          email: contact.email,
          language: contact.language,
          firstName: contact.firstName,
          author: authorName(contact, contact.language),
          rating: input.rating,
          title: input.title,
          text: input.text,
          hasLinks: carriesLink(input.title, input.text),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const photo = input.photoId ? await attachPhoto(tx, caller, row!.id, input.photoId) : undefined;
      return ownReviewOf(row!, photo);
    });
  } catch (error) {
    // Two requests at once: the unique index lets one in, the other gets the same answer as a second review.
    if (isUniqueViolation(error, 'reviews_product_customer')) {
      throw new AppError('duplicate', { messageKey: 'error.review_exists' });
    }
    throw error;
  }
}

/** Changes the caller's own review while it is not published; a rejected one goes back to staff. */
export async function changeReview(
  context: Context,
  identity: Identity,
  rawId: string,
  change: ReviewChange,
): Promise<OwnReview> {
  const customerId = reviewerOf(identity);
  const id = integerIdOf(rawId);
  let removed: string | undefined;
  const answer = await context.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    // Another customer's review is not found, as one that does not exist.
    if (!row || row.customerId !== customerId) throw new AppError('not_found');
    if (row.state === 'published') throw new AppError('conflict', { messageKey: 'error.review_published' });
    const [changed] = await tx
      .update(reviews)
      .set({
        rating: change.rating,
        title: change.title,
        text: change.text,
        hasLinks: carriesLink(change.title, change.text),
        state: 'pending',
        rejectionReason: null,
        updatedAt: context.clock.now(),
      })
      .where(eq(reviews.id, id))
      .returning();
    // Left out: the photo stays; null: it goes; another id: it replaces the one there.
    let photo = (await photosOf(tx, [id])).get(id);
    if (change.photoId !== undefined && change.photoId !== photo?.id) {
      removed = await detachPhoto(tx, id);
      photo = change.photoId
        ? await attachPhoto(tx, { customerId, lang: row.language }, id, change.photoId)
        : undefined;
    }
    return ownReviewOf(changed!, photo);
  });
  if (removed) await context.files.remove(removed);
  return answer;
}

/** The products the caller received in completed orders, each with the caller's review of it (or none). */
export async function reviewableProducts(context: Context, identity: Identity): Promise<ReviewableProducts> {
  const customerId = reviewerOf(identity);
  const products = await receivedProducts(context, customerId);
  const rows = await context.db.select().from(reviews).where(eq(reviews.customerId, customerId));
  const photos = await photosOf(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    items: products.map((product) => {
      const row = rows.find((candidate) => candidate.productId === product.productId);
      return { ...product, review: row ? ownReviewOf(row, photos.get(row.id)) : null };
    }),
  };
}

const published = eq(reviews.state, 'published');

async function summaryOf(db: Db, productId?: number): Promise<ReviewSummary> {
  const where = productId ? and(published, eq(reviews.productId, productId)) : published;
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(where);
  const total = row?.count ?? 0;
  return { count: total, average: total ? Math.round(Number(row?.average) * 10) / 10 : null };
}

/** A product's published reviews, newest or the most helpful first, with the average of all of them. */
export async function productReviews(
  db: Db,
  productId: number,
  query: { page: number; limit: number; sort: NonNullable<ProductReviewsQuery['sort']> },
): Promise<ProductReviews> {
  // A product id beyond PostgreSQL's integer is no product of the shop: it has no reviews (and the database
  // would refuse to compare with it).
  if (productId > 2_147_483_647) return { ...listAnswerOf([], 0, query), summary: { average: null, count: 0 } };
  const order =
    query.sort === 'helpful'
      ? [desc(reviews.helpful), desc(reviews.publishedAt), desc(reviews.id)]
      : [desc(reviews.publishedAt), desc(reviews.id)];
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(and(published, eq(reviews.productId, productId)))
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    summaryOf(db, productId),
  ]);
  return { ...listAnswerOf(await publishedWithPhotos(db, rows), summary.count, query), summary };
}

/** The latest published reviews across products, with the average of all published ones. */
export async function latestReviews(db: Db, query: { page: number; limit: number }): Promise<LatestReviews> {
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    summaryOf(db),
  ]);
  return { ...listAnswerOf(await publishedWithPhotos(db, rows), summary.count, query), summary };
}

/**
 * A signed-in customer finds a published review helpful: counted once per customer (a second vote changes
 * nothing), never for one's own review; staff do not vote.
 */
export async function voteHelpful(context: Context, identity: Identity, rawId: string): Promise<HelpfulVote> {
  if (identity.role === 'ADMIN' || identity.app === 'admin') throw new AppError('forbidden');
  const customerId = identity.customerId;
  if (!customerId || identity.role !== 'CUSTOMER') throw new AppError('authentication_required');
  const id = integerIdOf(rawId);
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (row?.state !== 'published') throw new AppError('not_found');
    if (row.customerId === customerId) throw new AppError('business_rule', { messageKey: 'error.review_own_vote' });
    const added = await tx
      .insert(reviewVotes)
      .values({ reviewId: id, customerId, createdAt: context.clock.now() })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (added.length === 0) return { helpful: row.helpful };
    const [counted] = await tx
      .update(reviews)
      .set({ helpful: sql`${reviews.helpful} + 1` })
      .where(eq(reviews.id, id))
      .returning({ helpful: reviews.helpful });
    return { helpful: counted!.helpful };
  });
}
