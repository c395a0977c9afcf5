import type { ReviewSummary } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { VisuallyHidden } from '@shop/ui';
import { useCatalogText } from '../../catalog/catalog-text';
import styles from './reviews.module.css';
import { Stars } from './Stars';

/** The average of the published reviews in stars and words, with their count. */
export function ReviewsSummary({ summary, lang }: { summary: ReviewSummary; lang: StorefrontLanguage }) {
  const t = useCatalogText(lang);
  if (summary.average === null) return null;
  const average = summary.average.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className={styles.reviews__summary} data-testid="reviews-summary">
      <Stars rating={summary.average} />
      <VisuallyHidden>{t('reviews.rating', { rating: average })}</VisuallyHidden>
      <span>{t('reviews.summary', { average, count: summary.count })}</span>
    </p>
  );
}
