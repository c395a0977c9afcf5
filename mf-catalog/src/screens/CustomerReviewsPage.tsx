import { EmptyState } from '@shop/ui';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** What riders say about the bikes; the reviews come from the CMS in the content issue. */
export function CustomerReviewsPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="customerReviews" lang={lang} title={t('customerReviews.title')}>
      <EmptyState title={t('customerReviews.empty')} text={t('customerReviews.emptyHint')} />
    </PageFrame>
  );
}
