import type { PublishedReview } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, formatDate, pathFor } from '@shop/platform';
import { Button, Card, VisuallyHidden } from '@shop/ui';
import { useState } from 'react';
import { useCatalogText } from '../../catalog/catalog-text';
import { markHelpful } from './review';
import styles from './reviews.module.css';
import { Stars } from './Stars';

interface ReviewCardProps {
  review: PublishedReview;
  lang: StorefrontLanguage;
  /** On the reviews page each review names and links its product; on the product page it does not. */
  showProduct?: boolean;
}

/**
 * One published review: stars, title, the customer's text as plain text (React escapes it, no HTML is ever
 * made of it), its photo if it has one (lazy, sized, described by the review's title), the author and date,
 * and the "helpful" vote.
 */
export function ReviewCard({ review, lang, showProduct = false }: ReviewCardProps) {
  const t = useCatalogText(lang);
  const [helpful, setHelpful] = useState(review.helpful);
  const [note, setNote] = useState<'thanks' | 'signIn' | null>(null);
  const [sending, setSending] = useState(false);

  async function vote() {
    setSending(true);
    try {
      setHelpful((await markHelpful(review.id)).helpful);
      setNote('thanks');
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setNote('signIn');
      else setNote(null);
    } finally {
      setSending(false);
    }
  }

  const titleId = `review-${review.id}-title`;
  return (
    <Card as="li" className={styles.review}>
      <article className={styles.review__figure}>
        <p className={styles.review__rating}>
          <Stars rating={review.rating} />
          <VisuallyHidden>{t('reviews.rating', { rating: review.rating })}</VisuallyHidden>
        </p>
        <h3 id={titleId} className={styles.review__title}>
          {review.title}
        </h3>
        {showProduct && (
          <p className={styles.review__product}>
            <a href={pathFor('product', lang, { id: review.productId, slug: review.productSlug })}>
              {t('reviews.about', { product: review.productName })}
            </a>
          </p>
        )}
        <p className={styles.review__text}>{review.text}</p>
        {review.photo && (
          <img
            className={styles.review__photo}
            src={review.photo.src}
            srcSet={review.photo.srcSet}
            sizes="(min-width: 48rem) 20rem, 90vw"
            width={review.photo.width}
            height={review.photo.height}
            alt={review.title}
            loading="lazy"
            decoding="async"
          />
        )}
        <p className={styles.review__author}>
          {t('reviews.author', { author: review.author, date: formatDate(review.publishedAt, lang) })}
        </p>
        <div className={styles.review__helpful}>
          <Button
            variant="secondary"
            size="sm"
            onClick={vote}
            disabled={sending || note === 'thanks'}
            aria-describedby={titleId}
          >
            {t('reviews.helpful', { count: helpful })}
          </Button>
          <span role="status" className={styles.review__note}>
            {note === 'thanks' && t('reviews.helpfulThanks')}
            {note === 'signIn' && t('reviews.helpfulSignIn')}
          </span>
        </div>
      </article>
    </Card>
  );
}
