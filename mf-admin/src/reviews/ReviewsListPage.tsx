import type { AdminReview } from '@shop/contracts';
import { formatDate } from '@shop/platform';
import { Badge } from '@shop/ui';
import { listReviews } from '../api/reviews';
import { AdminPage } from '../kit/AdminPage';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

const stateTone = { pending: 'warning', published: 'success', rejected: 'neutral' } as const;

/** A review's state as a badge, with a second one when its text carries a link. */
export function ReviewStateBadges({ review }: { review: AdminReview }) {
  const t = useText();
  return (
    <>
      <Badge tone={stateTone[review.state]}>{t(`reviews.state.${review.state}`)}</Badge>{' '}
      {review.hasLinks && <Badge tone="danger">{t('reviews.hasLinks')}</Badge>}
    </>
  );
}

/** Customer reviews, newest first, filtered by state: staff open one to publish or reject it. */
export function ReviewsListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('sections.reviews')}>
      <p>{t('reviews.lead')}</p>
      <ServerList<AdminReview>
        caption={t('reviews.caption')}
        load={listReviews}
        rowKey={(review) => String(review.id)}
        rowHref={(review) => adminPath(lang, 'reviews', String(review.id))}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        filters={[
          {
            name: 'state',
            label: t('reviews.fields.state'),
            options: (['pending', 'published', 'rejected'] as const).map((state) => ({
              value: state,
              label: t(`reviews.state.${state}`),
            })),
          },
        ]}
        columns={[
          {
            key: 'createdAt',
            label: t('reviews.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (review) => formatDate(review.createdAt, lang),
          },
          { key: 'product', label: t('reviews.fields.product'), cell: (review) => review.productName },
          { key: 'title', label: t('reviews.fields.title'), cell: (review) => review.title },
          {
            key: 'rating',
            label: t('reviews.fields.rating'),
            sortKey: 'rating',
            cell: (review) => t('reviews.stars', { count: review.rating }),
          },
          { key: 'author', label: t('reviews.fields.author'), cell: (review) => review.author },
          { key: 'state', label: t('reviews.fields.state'), cell: (review) => <ReviewStateBadges review={review} /> },
        ]}
        empty={{ title: t('reviews.empty'), text: t('reviews.emptyHint') }}
      />
    </AdminPage>
  );
}
