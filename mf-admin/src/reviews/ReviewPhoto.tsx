import type { AdminReview } from '@shop/contracts';
import { Skeleton } from '@shop/ui';
import { useEffect, useState } from 'react';
import { fetchReviewPhoto } from '../api/reviews';
import { useText } from '../screens/text';
import styles from './reviews.module.css';

/**
 * The photo the customer added to the review, as uploaded, for staff deciding on it (issue 25). The shop's
 * address for shoppers answers only once the review is published, so the panel fetches it with its
 * application id and shows it from a blob.
 */
export function ReviewPhoto({ review }: { review: AdminReview }) {
  const t = useText();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const photo = review.photo;
  useEffect(() => {
    if (!photo) return;
    const abort = new AbortController();
    let made: string | undefined;
    setFailed(false);
    fetchReviewPhoto(review.id, abort.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [review.id, photo]);
  if (!photo) return null;
  return (
    <figure className={styles.review__photo} data-review-photo={photo.name}>
      {url ? (
        <img src={url} alt={t('reviews.photoAlt', { title: review.title })} width={photo.width} height={photo.height} />
      ) : failed ? (
        <p>{t('reviews.photoFailed')}</p>
      ) : (
        <Skeleton lines={3} label={t('reviews.photoLoading')} />
      )}
      <figcaption>{t('reviews.photoName', { name: photo.name })}</figcaption>
    </figure>
  );
}
