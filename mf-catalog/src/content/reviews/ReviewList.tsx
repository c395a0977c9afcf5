import type { StorefrontLanguage } from '@shop/i18n';
import { Card, Skeleton, VisuallyHidden } from '@shop/ui';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { averageRating, type CustomerReview, loadReviews } from './review';
import styles from './reviews.module.css';

/** What riders say, with the average of their stars. */
export function ReviewList({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const reviews = useLoad(() => loadReviews(lang), [lang]);
  if (reviews.state === 'loading') return <Skeleton lines={6} label={t('content.loading')} />;
  if (reviews.state === 'failed') return <LoadError lang={lang} error={reviews.error} onRetry={reviews.retry} />;
  const average = averageRating(reviews.data);
  return (
    <div className={styles.reviews}>
      <p className={styles.reviews__summary}>
        <Stars rating={Math.round(average)} />
        {t('customerReviews.summary', {
          average: average.toLocaleString(lang, { minimumFractionDigits: 1 }),
          count: reviews.data.length,
        })}
      </p>
      <ul className={styles.reviews__list}>
        {reviews.data.map((review) => (
          <ReviewCard key={`${review.author}-${review.city}`} review={review} lang={lang} />
        ))}
      </ul>
    </div>
  );
}

function ReviewCard({ review, lang }: { review: CustomerReview; lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  return (
    <Card as="li" className={styles.review}>
      <figure className={styles.review__figure}>
        <p className={styles.review__rating}>
          <Stars rating={review.rating} />
          <VisuallyHidden>{t('customerReviews.rating', { rating: review.rating })}</VisuallyHidden>
        </p>
        <blockquote className={styles.review__text}>
          <p>{review.text}</p>
        </blockquote>
        <figcaption className={styles.review__author}>
          <strong>{review.author}</strong>, {review.city} · {review.model}
        </figcaption>
      </figure>
    </Card>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(rating)}
      <span className={styles.stars__empty}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
