import type { StorefrontLanguage } from '@shop/i18n';
import { Pagination, Select, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { useCatalogText } from '../../catalog/catalog-text';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { ReviewCard } from './ReviewCard';
import { ReviewsSummary } from './ReviewsSummary';
import { fetchProductReviews, pageCountOf, type ReviewOrder } from './review';
import styles from './reviews.module.css';

/**
 * The product page's reviews: the average and count, then the published reviews, newest or the most helpful
 * first, ten a page. Shown below the product's data (the gateway puts the same figures in the JSON-LD).
 */
export function ProductReviews({ productId, lang }: { productId: number; lang: StorefrontLanguage }) {
  const t = useCatalogText(lang);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewOrder>('newest');
  const reviews = useLoad(
    (signal) => fetchProductReviews(productId, { page, sort }, signal),
    [productId, page, sort, lang],
  );

  return (
    <section className={styles.reviews} aria-labelledby="product-reviews">
      <h2 id="product-reviews" className={styles.reviews__heading}>
        {t('reviews.title')}
      </h2>
      {reviews.state === 'loading' && <Skeleton lines={4} label={t('reviews.loading')} />}
      {reviews.state === 'failed' && <LoadError lang={lang} error={reviews.error} onRetry={reviews.retry} />}
      {reviews.state === 'ready' &&
        (reviews.data.total === 0 ? (
          <div className={styles.reviews__empty}>
            <p>{t('reviews.none')}</p>
            <p>{t('reviews.noneHint')}</p>
          </div>
        ) : (
          <>
            <div className={styles.reviews__bar}>
              <ReviewsSummary summary={reviews.data.summary} lang={lang} />
              <Select
                label={t('reviews.sort')}
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as ReviewOrder);
                  setPage(1);
                }}
                options={[
                  { value: 'newest', label: t('reviews.sortNewest') },
                  { value: 'helpful', label: t('reviews.sortHelpful') },
                ]}
              />
            </div>
            <ul className={styles.reviews__list}>
              {reviews.data.items.map((review) => (
                <ReviewCard key={review.id} review={review} lang={lang} />
              ))}
            </ul>
            {reviews.data.total > reviews.data.limit && (
              <Pagination
                page={page}
                pageCount={pageCountOf(reviews.data.total)}
                onPageChange={setPage}
                label={t('reviews.pages')}
                previousLabel={t('reviews.previous')}
                nextLabel={t('reviews.next')}
                pageLabel={(number) => t('reviews.page', { page: number })}
              />
            )}
            <p className={styles.reviews__moderated}>{t('reviews.moderated')}</p>
          </>
        ))}
    </section>
  );
}
