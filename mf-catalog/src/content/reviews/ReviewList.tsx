import type { StorefrontLanguage } from '@shop/i18n';
import { EmptyState, Pagination, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { ReviewCard } from './ReviewCard';
import { ReviewsSummary } from './ReviewsSummary';
import { fetchLatestReviews, pageCountOf } from './review';
import styles from './reviews.module.css';

/** The "customer reviews" page: the latest published reviews across products, paged, with their average. */
export function ReviewList({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const [page, setPage] = useState(1);
  const reviews = useLoad((signal) => fetchLatestReviews(page, signal), [lang, page]);
  if (reviews.state === 'loading') return <Skeleton lines={6} label={t('reviews.loading')} />;
  if (reviews.state === 'failed') return <LoadError lang={lang} error={reviews.error} onRetry={reviews.retry} />;
  const { items, total, summary } = reviews.data;
  return (
    <div className={styles.reviews}>
      <p className={styles.reviews__moderated}>{t('reviews.moderated')}</p>
      {items.length === 0 ? (
        <EmptyState title={t('reviews.noneAnywhere')} text={t('reviews.noneHint')} />
      ) : (
        <>
          <ReviewsSummary summary={summary} lang={lang} />
          <ul className={styles.reviews__list}>
            {items.map((review) => (
              <ReviewCard key={review.id} review={review} lang={lang} showProduct />
            ))}
          </ul>
          {total > items.length && (
            <Pagination
              page={page}
              pageCount={pageCountOf(total)}
              onPageChange={setPage}
              label={t('reviews.pages')}
              previousLabel={t('reviews.previous')}
              nextLabel={t('reviews.next')}
              pageLabel={(number) => t('reviews.page', { page: number })}
            />
          )}
        </>
      )}
    </div>
  );
}
