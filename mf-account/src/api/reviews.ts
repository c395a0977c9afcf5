import type { OwnReview, ReviewChange, ReviewInput, ReviewPhotoUpload } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, type UploadProgress, useResource } from '@shop/platform';

// The customer's own reviews (issue 25), kept by cms: the products they received in completed orders, each
// with their review, and writing or changing one. Screens get data and actions from here.

/** The products the signed-in customer received, each with their review (or none). */
export function useReviewableProducts(lang: StorefrontLanguage, enabled: boolean) {
  return useResource((signal) => api.get('/api/cms/reviews/mine', {}, { signal }), [], lang, enabled);
}

export function writeReview(body: ReviewInput): Promise<OwnReview> {
  return api.post('/api/cms/reviews', { body });
}

/** 409 once the review is published: it can no longer change. */
export function changeReview(id: number, body: ReviewChange): Promise<OwnReview> {
  return api.put('/api/cms/reviews/:id', { params: { id }, body });
}

/** Uploads the photo chosen for a review (one file), reporting its progress; the review then names its id. */
export async function uploadReviewPhoto(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<ReviewPhotoUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/api/cms/reviews/photos', form, { onProgress, signal });
}
