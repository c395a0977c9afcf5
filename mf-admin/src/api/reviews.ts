import type { AdminReview, HistoryAnswer, ListAnswer, ReviewRejection } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The reviews section's calls (packages/contracts/src/api/reviews.ts): customer reviews kept by `cms`.

export function listReviews(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminReview>> {
  return adminApi.get('/api/admin/reviews', { query }, { signal });
}

export function getReview(id: string, signal?: AbortSignal): Promise<AdminReview> {
  return adminApi.get('/api/admin/reviews/:id', { params: { id } }, { signal });
}

/** 409 when the review is no longer pending (the customer changed it or someone decided it meanwhile). */
export function publishReview(id: number): Promise<AdminReview> {
  return adminApi.post('/api/admin/reviews/:id/publish', { params: { id } });
}

export function rejectReview(id: number, body: ReviewRejection): Promise<AdminReview> {
  return adminApi.post('/api/admin/reviews/:id/reject', { params: { id }, body });
}

/** Who published or rejected the review, when, and why. */
export function reviewHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/reviews/:id/history', { params: { id }, query }, { signal });
}

/** The review's photo as uploaded (any state): fetched with the panel's application id, shown from a blob. */
export async function fetchReviewPhoto(id: number, signal?: AbortSignal): Promise<Blob> {
  const { fetchDocument } = await import('@shop/platform/documents');
  return fetchDocument('/api/admin/reviews/:id/photo', { params: { id } }, { appId: 'shop-admin', signal });
}
