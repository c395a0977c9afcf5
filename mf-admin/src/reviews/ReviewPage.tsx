import { type AdminReview, ReviewRejection } from '@shop/contracts';
import { describeError, formatDate } from '@shop/platform';
import { Button, Card, TextArea } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { getReview, publishReview, rejectReview, reviewHistory } from '../api/reviews';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { ReviewPhoto } from './ReviewPhoto';
import { ReviewStateBadges } from './ReviewsListPage';
import styles from './reviews.module.css';

/**
 * One review as its author wrote it (as text), with its product, author and state. Staff with
 * `reviews.update` publish a pending one, or reject it with a reason that is e-mailed to the author.
 */
export function ReviewPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => getReview(id, signal), [id]);
  const list = adminPath(lang, 'reviews');
  const trail = [{ label: t('sections.reviews'), href: list }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('reviews.title')}
        failedTitle={t('reviews.loadFailed')}
        trail={trail}
      />
    );
  }
  const review = loaded.data;
  const decidable = review.state === 'pending' && staff.may('reviews.update');
  return (
    <AdminPage title={t('reviews.titleOf', { title: review.title })} trail={trail}>
      <Card as="section" aria-labelledby="review-text" className={styles.review}>
        <h2 id="review-text">{t('reviews.text')}</h2>
        <dl className={styles.review__facts}>
          <dt>{t('reviews.fields.state')}</dt>
          <dd>
            <ReviewStateBadges review={review} />
          </dd>
          <dt>{t('reviews.fields.product')}</dt>
          <dd>{review.productName}</dd>
          <dt>{t('reviews.fields.rating')}</dt>
          <dd>{t('reviews.stars', { count: review.rating })}</dd>
          <dt>{t('reviews.fields.author')}</dt>
          <dd>
            {review.author} ({review.email})
          </dd>
          <dt>{t('reviews.fields.createdAt')}</dt>
          <dd>{formatDate(review.updatedAt, lang)}</dd>
          {review.rejectionReason && (
            <>
              <dt>{t('reviews.fields.reason')}</dt>
              <dd>{review.rejectionReason}</dd>
            </>
          )}
          {review.decidedBy && (
            <>
              <dt>{t('reviews.fields.decidedBy')}</dt>
              <dd>{review.decidedBy}</dd>
            </>
          )}
        </dl>
        <p className={styles.review__text}>{review.text}</p>
        <ReviewPhoto review={review} />
      </Card>
      {decidable && <Decision review={review} onDecided={reload} />}
      <HistoryPanel
        version={review.state}
        load={(query, signal) => reviewHistory(String(review.id), query, signal)}
        fieldLabel={(field) =>
          t(`reviews.fields.${field === 'rejectionReason' ? 'reason' : field}`, { defaultValue: field })
        }
        formatValue={(field, value) =>
          field === 'state' && typeof value === 'string'
            ? t(`reviews.state.${value}`, { defaultValue: value })
            : typeof value === 'string'
              ? value
              : JSON.stringify(value)
        }
      />
    </AdminPage>
  );
}

function Decision({ review, onDecided }: { review: AdminReview; onDecided: () => void }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    try {
      await publishReview(review.id);
      toast(t('reviews.published', { title: review.title }));
      goTo(adminPath(lang, 'reviews'));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
      onDecided();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.decision}>
      <section aria-labelledby="review-publish">
        <h2 id="review-publish">{t('reviews.publishTitle')}</h2>
        <p>{t('reviews.publishLead')}</p>
        <Button onClick={publish} disabled={busy}>
          {t('reviews.publish')}
        </Button>
      </section>
      <section aria-labelledby="review-reject">
        <h2 id="review-reject">{t('reviews.rejectTitle')}</h2>
        <FormPage
          name="reject-review"
          schema={ReviewRejection}
          initial={{ reason: '' }}
          submitLabel={t('reviews.reject')}
          onSubmit={async (body) => {
            await rejectReview(review.id, body);
            toast(t('reviews.rejected', { title: review.title }));
            goTo(adminPath(lang, 'reviews'));
          }}
        >
          {(form) => (
            <TextArea
              label={t('reviews.fields.reason')}
              hint={t('reviews.reasonHint')}
              required
              rows={4}
              {...form.text('reason')}
            />
          )}
        </FormPage>
      </section>
    </div>
  );
}
