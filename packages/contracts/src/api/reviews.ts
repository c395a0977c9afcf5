import { z } from 'zod';
import { listAnswer, listQuery } from '../list-query';
import type { MessageKey } from '../messages';
import type { ServiceName } from '../services';
import { adminRow, historyRow } from './admin/row';
import { IdParam, NoQuery } from './common';
import type { RouteSpec } from './route';

// Customer reviews (issue 25), kept by cms: a customer who received a product in a completed order writes one
// review of it (stars, title, text), editable until staff publish it; marketing staff publish or reject it
// with a reason; the product page shows the published ones with their average, the reviews page the latest.
// Decisions: docs/decisions/reviews.md.

const row = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary' | 'access'>> = {}>(
  service: ServiceName,
  access: 'app' | 'internal',
  summary: string,
  extra?: X,
) => ({ service, summary, access, ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_REASON_MAX = 1000;
/** How many reviews a product page shows at once (and the most a page asks for). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_MAX = 50;

export const ReviewState = z.enum(['pending', 'published', 'rejected']);
export type ReviewState = z.infer<typeof ReviewState>;

const rating = z.number().int().min(1).max(5);
const key = (k: MessageKey) => k;

/**
 * The photo a review carries (optional): the id of a photo the customer uploaded with
 * `POST /api/cms/reviews/photos`; on a change, null removes the photo and leaving it out keeps it.
 */
const photoId = z
  .uuid({ error: key('field.review_photo_gone') })
  .nullable()
  .optional();

/** The widths a published review's photo is served in (WebP, 4:3, the whole photo fitted in). */
export const REVIEW_PHOTO_WIDTHS = [320, 640] as const;

/** A review's photo as its author and staff know it (the picture itself is public only once published). */
export const ReviewPhoto = z.object({
  id: z.uuid(),
  /** The file's name as uploaded, made safe. */
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof ReviewPhoto>;

/** The answer of `POST /api/cms/reviews/photos`: the stored photo, to name in the review. */
export const ReviewPhotoUpload = ReviewPhoto.extend({ size: z.number().int().min(1) });
export type ReviewPhotoUpload = z.infer<typeof ReviewPhotoUpload>;

/** A published review's photo as the product page shows it: addresses and the size of the largest. */
export const PublishedReviewPhoto = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PublishedReviewPhoto = z.infer<typeof PublishedReviewPhoto>;
const title = z.string().trim().min(1).max(REVIEW_TITLE_MAX);
const text = z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX);

/** POST /api/cms/reviews: the signed-in customer's review of a product they received. */
export const ReviewInput = z.strictObject({
  productId: z.number().int().min(1).max(2_147_483_647),
  rating,
  title,
  text,
  photoId,
});
export type ReviewInput = z.input<typeof ReviewInput>;

/** PUT /api/cms/reviews/:id: the whole review again, while it is not published. */
export const ReviewChange = z.strictObject({ rating, title, text, photoId });
export type ReviewChange = z.input<typeof ReviewChange>;

/** One published review as shoppers read it: the author by first name and initial, never an e-mail. */
export const PublishedReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  rating,
  title: z.string(),
  text: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  helpful: z.number().int().min(0),
  photo: PublishedReviewPhoto.nullable(),
});
export type PublishedReview = z.infer<typeof PublishedReview>;

/** GET /api/cms/products/:id/reviews: newest first or the most helpful first. */
export const ProductReviewsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_SIZE),
  sort: z.enum(['newest', 'helpful']).default('newest'),
});
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>;

/** The summary of a product's published reviews: average stars (one decimal; null when none) and count. */
export const ReviewSummary = z.object({ average: z.number().nullable(), count: z.number().int().min(0) });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ProductReviews = listAnswer(PublishedReview).extend({ summary: ReviewSummary });
export type ProductReviews = z.infer<typeof ProductReviews>;

/** GET /api/cms/reviews: the latest published reviews across products. */
export const LatestReviewsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_SIZE),
});
export const LatestReviews = listAnswer(PublishedReview).extend({ summary: ReviewSummary });
export type LatestReviews = z.infer<typeof LatestReviews>;

/** The caller's own review, in whatever state: a rejected one carries staff's reason. */
export const OwnReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating,
  title: z.string(),
  text: z.string(),
  state: ReviewState,
  /** The text carries a link: staff look at it with particular care (every review waits for staff anyway). */
  hasLinks: z.boolean(),
  rejectionReason: z.string().nullable(),
  photo: ReviewPhoto.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof OwnReview>;

/** GET /api/cms/reviews/mine: the products the customer received in completed orders, each with their review. */
export const ReviewableProducts = z.object({
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      review: OwnReview.nullable(),
    }),
  ),
});
export type ReviewableProducts = z.infer<typeof ReviewableProducts>;

export const HelpfulVote = z.object({ helpful: z.number().int().min(0) });
export type HelpfulVote = z.infer<typeof HelpfulVote>;

/** A review as staff moderate it. */
export const AdminReview = OwnReview.extend({
  productName: z.string(),
  author: z.string(),
  customerId: z.uuid(),
  email: z.string(),
  publishedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  helpful: z.number().int().min(0),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewListQuery = listQuery({
  sort: ['createdAt', 'rating'],
  filters: { state: ReviewState.optional(), productId: z.coerce.number().int().min(1).optional() },
});
export type AdminReviewListQuery = z.output<typeof AdminReviewListQuery>;
export const AdminReviewList = listAnswer(AdminReview);
export type AdminReviewList = z.infer<typeof AdminReviewList>;

/** POST /api/admin/reviews/:id/reject: why, in words the customer reads in the e-mail. */
export const ReviewRejection = z.strictObject({ reason: z.string().trim().min(1).max(REVIEW_REASON_MAX) });
export type ReviewRejection = z.input<typeof ReviewRejection>;

/** GET /internal/orders/customers/:customerId/received-products: products of the customer's completed orders. */
export const ReceivedProducts = z.object({
  items: z.array(
    z.object({ productId: z.number().int(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
  ),
});
export type ReceivedProducts = z.infer<typeof ReceivedProducts>;

export const reviewsApi = {
  'GET /api/cms/products/:id/reviews': row('cms', 'app', "A product's published reviews with their average", {
    params: IdParam,
    query: ProductReviewsQuery,
    answer: ProductReviews,
  }),
  'GET /api/cms/reviews': row('cms', 'app', 'The latest published reviews across products', {
    query: LatestReviewsQuery,
    answer: LatestReviews,
  }),
  'GET /api/cms/reviews/mine': row('cms', 'app', 'Products the customer received, each with their review', {
    query: NoQuery,
    answer: ReviewableProducts,
  }),
  'POST /api/cms/reviews': row('cms', 'app', 'Review a product received in a completed order', {
    body: ReviewInput,
    answer: OwnReview,
  }),
  // One photo a request, from a signed-in retail customer; kept for a day until a review names it.
  'POST /api/cms/reviews/photos': row('cms', 'app', 'Upload a photo for a review (multipart, JPG, PNG or WEBP)', {
    upload: true,
    answer: ReviewPhotoUpload,
  }),
  'PUT /api/cms/reviews/:id': row('cms', 'app', 'Change the caller’s review while it is not published', {
    params: IdParam,
    body: ReviewChange,
    answer: OwnReview,
  }),
  'POST /api/cms/reviews/:id/helpful': row('cms', 'app', 'Mark a published review helpful (once a customer)', {
    params: IdParam,
    answer: HelpfulVote,
  }),
  'GET /api/admin/reviews': adminRow('cms', 'Customer reviews to moderate', 'reviews.list', {
    query: AdminReviewListQuery,
    answer: AdminReviewList,
  }),
  'GET /api/admin/reviews/:id': adminRow('cms', 'One review to moderate', 'reviews.list', {
    params: IdParam,
    answer: AdminReview,
  }),
  'GET /api/admin/reviews/:id/photo': adminRow('cms', "A review's photo as uploaded (any state)", 'reviews.list', {
    params: IdParam,
  }),
  'GET /api/admin/reviews/:id/history': historyRow('cms', 'a review', 'reviews.list'),
  'POST /api/admin/reviews/:id/publish': adminRow('cms', 'Publish a review', 'reviews.update', {
    params: IdParam,
    answer: AdminReview,
  }),
  'POST /api/admin/reviews/:id/reject': adminRow('cms', 'Reject a review (the reason is e-mailed)', 'reviews.update', {
    params: IdParam,
    body: ReviewRejection,
    answer: AdminReview,
  }),
} as const;

export const reviewsInternalApi = {
  'GET /internal/orders/customers/:customerId/received-products': row(
    'orders',
    'internal',
    'Products in the customer’s completed orders (who may review what)',
    { params: z.strictObject({ customerId: z.uuid() }), answer: ReceivedProducts },
  ),
  'GET /internal/cms/products/:id/reviews': row('cms', 'internal', "A product's review summary and latest reviews", {
    params: IdParam,
    answer: ProductReviews,
  }),
} as const;
