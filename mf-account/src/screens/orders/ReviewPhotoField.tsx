import type { ReviewPhoto } from '@shop/contracts';
import { REVIEW_PHOTO_MAX_BYTES } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError } from '@shop/platform';
import { Alert, Button, ProgressBar } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadReviewPhoto } from '../../api/reviews';
import { useAccountText } from '../text';
import own from './OrderReviews.module.css';

// The optional photo of a review (issue 25): uploaded as soon as it is chosen, with its progress bar; the
// review then names it. The server checks the type by content (JPG, PNG, WEBP) and the size; the size is
// checked here first so a too large file is not sent at all. Shown to shoppers once the review is published.

const MB = 1024 * 1024;

/** What the form sends: a new photo's id, null to remove the one there, undefined to keep it. */
export type PhotoChoice = string | null | undefined;

export function ReviewPhotoField({
  lang,
  current,
  error,
  onChange,
  onBusy,
}: {
  lang: StorefrontLanguage;
  current: ReviewPhoto | null;
  error?: string;
  onChange: (choice: PhotoChoice) => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useAccountText(lang);
  const id = useId();
  const [shown, setShown] = useState<{ name: string } | null>(current);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function send(file: File | undefined) {
    setRefusal(null);
    if (!file) return;
    if (file.size > REVIEW_PHOTO_MAX_BYTES) {
      setRefusal(t('orderReviews.photoTooLarge', { name: file.name, max: REVIEW_PHOTO_MAX_BYTES / MB }));
      return;
    }
    abort.current = new AbortController();
    setSending({ name: file.name, percent: 0 });
    onBusy(true);
    try {
      const uploaded = await uploadReviewPhoto(
        file,
        (progress) => setSending({ name: file.name, percent: progress.percent }),
        abort.current.signal,
      );
      setShown({ name: uploaded.name });
      onChange(uploaded.id);
    } catch (failure) {
      setRefusal(describeError(failure, lang));
    } finally {
      setSending(null);
      onBusy(false);
    }
  }

  return (
    <div className={own.review__photo} data-review-photo="">
      <label htmlFor={id}>{t('orderReviews.photo')}</label>
      <p id={`${id}-hint`} className={own.review__note}>
        {t('orderReviews.photoHint', { max: REVIEW_PHOTO_MAX_BYTES / MB })}
      </p>
      {shown && (
        <p data-photo-name={shown.name}>
          {t('orderReviews.photoAttached', { name: shown.name })}{' '}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setShown(null);
              onChange(null);
            }}
          >
            {t('orderReviews.photoRemove')}
          </Button>
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={sending !== null}
        aria-describedby={`${id}-hint`}
        aria-invalid={error || refusal ? true : undefined}
        onChange={(event) => {
          const [file] = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(file);
        }}
      />
      {sending && <ProgressBar label={sending.name} value={sending.percent} showValue />}
      {(refusal || error) && (
        <Alert tone="danger" announce="assertive">
          {refusal ?? error}
        </Alert>
      )}
    </div>
  );
}
