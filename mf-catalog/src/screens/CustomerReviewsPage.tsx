import { ReviewList } from '../content/reviews/ReviewList';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

/** What riders say about the bikes. */
export function CustomerReviewsPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  return (
    <PageFrame screen="customerReviews" lang={lang} title={t('customerReviews.title')}>
      <ReviewList lang={lang} />
    </PageFrame>
  );
}
