import type { FieldErrors, OrderDetail, OwnReview, ReviewableProducts } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, useSession } from '@shop/platform';
import { Alert, Button, RadioGroup, TextArea, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { changeReview, useReviewableProducts, writeReview } from '../../api/reviews';
import { useAccountText } from '../text';
import own from './OrderReviews.module.css';
import styles from './orders.module.css';
import { type PhotoChoice, ReviewPhotoField } from './ReviewPhotoField';

// "Your reviews" on a completed order's page (issue 25): each product of the order the customer received,
// with their review's state — waiting for the shop, published, or rejected with staff's reason — and a form
// to write it or change it until it is published. Dealers do not review; the service decides anyway.

type Reviewable = ReviewableProducts['items'][number];

export function OrderReviews({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const retail = useSession().user?.customerType !== 'b2b';
  const shown = order.status === 'completed' && retail;
  const { resource, reload } = useReviewableProducts(lang, shown);
  if (!shown || resource.state !== 'ready') return null;
  const ordered = new Set(order.items.map((item) => item.productId));
  const products = resource.data.items.filter((product) => ordered.has(product.productId));
  if (products.length === 0) return null;
  return (
    <section className={styles.order__section} aria-labelledby="order-reviews-title" data-testid="order-reviews">
      <h2 id="order-reviews-title">{t('orderReviews.title')}</h2>
      <p>{t('orderReviews.hint')}</p>
      <ul className={own.reviews}>
        {products.map((product) => (
          <li key={product.productId}>
            <ProductReview product={product} lang={lang} onSaved={reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductReview({
  product,
  lang,
  onSaved,
}: {
  product: Reviewable;
  lang: StorefrontLanguage;
  onSaved: () => void;
}) {
  const t = useAccountText(lang);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { review } = product;
  const headingId = `review-product-${product.productId}`;
  return (
    <article className={own.review} aria-labelledby={headingId}>
      <h3 id={headingId}>{product.name}</h3>
      {saved && (
        <Alert tone="success" announce="polite">
          {t('orderReviews.saved')}
        </Alert>
      )}
      {review && <ReviewState review={review} lang={lang} />}
      {editing ? (
        <ReviewForm
          product={product}
          lang={lang}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
            onSaved();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        review?.state !== 'published' && (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t(review ? 'orderReviews.edit' : 'orderReviews.write', { product: product.name })}
          </Button>
        )
      )}
    </article>
  );
}

function ReviewState({ review, lang }: { review: OwnReview; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  return (
    <div className={own.review__state}>
      <p>
        <strong>{t(`orderReviews.state.${review.state}`)}</strong> · {t('orderReviews.stars', { count: review.rating })}{' '}
        · {review.title}
      </p>
      {review.state === 'rejected' && review.rejectionReason && (
        <p>{t('orderReviews.reason', { reason: review.rejectionReason })}</p>
      )}
    </div>
  );
}

function ReviewForm({
  product,
  lang,
  onSaved,
  onCancel,
}: {
  product: Reviewable;
  lang: StorefrontLanguage;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useAccountText(lang);
  const { review } = product;
  const [rating, setRating] = useState(review ? String(review.rating) : '');
  const [title, setTitle] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.text ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [photoId, setPhotoId] = useState<PhotoChoice>(undefined);
  const [uploading, setUploading] = useState(false);
  const id = `review-${product.productId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const values = { rating: rating ? Number(rating) : undefined, title, text, photoId };
    // The contract's schema checks the form as the service will (and loads with the first check).
    const { ReviewChange, validate } = await import('@shop/contracts');
    const checked = validate(ReviewChange, values, lang);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (review) await changeReview(review.id, checked.data);
      else await writeReview({ productId: product.productId, ...checked.data });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      setFailure(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.change}
      onSubmit={submit}
      noValidate
      aria-label={t('orderReviews.formLabel', { product: product.name })}
    >
      {failure && (
        <Alert tone="danger" announce="assertive">
          {failure}
        </Alert>
      )}
      <RadioGroup
        legend={t('orderReviews.rating')}
        name={`${id}-rating`}
        required
        orientation="horizontal"
        value={rating}
        onChange={setRating}
        error={errors.rating}
        options={[1, 2, 3, 4, 5].map((stars) => ({
          value: String(stars),
          label: t('orderReviews.starsOption', { count: stars }),
        }))}
      />
      <TextField
        label={t('orderReviews.reviewTitle')}
        name={`${id}-title`}
        required
        maxLength={120}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextArea
        label={t('orderReviews.text')}
        hint={t('orderReviews.textHint')}
        name={`${id}-text`}
        required
        rows={5}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
      />
      <ReviewPhotoField
        lang={lang}
        current={review?.photo ?? null}
        error={errors.photoId}
        onChange={setPhotoId}
        onBusy={setUploading}
      />
      <p className={own.review__note}>{t('orderReviews.moderated')}</p>
      <div className={own.review__actions}>
        <Button type="submit" loading={busy} disabled={uploading}>
          {t(review ? 'orderReviews.saveChange' : 'orderReviews.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('orderReviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
