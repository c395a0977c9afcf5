import { LINE_FILE_MAX_BYTES } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, describeError, isAbortError, useTranslation } from '@shop/platform';
import { Button, ProgressBar } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import styles from './line-options.module.css';

interface FileOptionFieldProps {
  lang: StorefrontLanguage;
  id: string;
  label: string;
  required: boolean;
  error?: string;
  /** The uploaded file's id ('' when none). */
  value: string;
  /** The name of a file chosen earlier (a cart line's), shown until another is chosen. */
  initialName?: string;
  onChange: (fileId: string) => void;
}

type Upload =
  | { state: 'none' }
  | { state: 'uploading'; name: string; percent: number }
  | { state: 'done'; name: string; size: number; preview: string | null }
  | { state: 'failed'; message: string };

/**
 * A FILE option: the chosen file goes to the cart's file store at once (`POST /api/cart/files`) with a
 * progress bar; the server checks its content (an image or a PDF, 10 MB). A picture is previewed.
 */
export function FileOptionField({
  lang,
  id,
  label,
  required,
  error,
  value,
  initialName,
  onChange,
}: FileOptionFieldProps) {
  const { t } = useTranslation('checkout', { lng: lang });
  const [upload, setUpload] = useState<Upload>(
    value && initialName ? { state: 'done', name: initialName, size: 0, preview: null } : { state: 'none' },
  );
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = upload.state === 'done' ? upload.preview : null;
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > LINE_FILE_MAX_BYTES) {
      setUpload({ state: 'failed', message: t('lineOptions.file.tooLarge', { name: file.name }) });
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ state: 'uploading', name: file.name, percent: 0 });
    onChange('');
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const answer = await api.upload('/api/cart/files', form, {
        signal: abort.signal,
        onProgress: (progress) => setUpload({ state: 'uploading', name: file.name, percent: progress.percent }),
      });
      const stored = answer.file;
      setUpload({
        state: 'done',
        name: stored.name,
        size: stored.size,
        preview: stored.mime.startsWith('image/') ? URL.createObjectURL(file) : null,
      });
      onChange(stored.id);
    } catch (failure) {
      if (isAbortError(failure)) return;
      setUpload({ state: 'failed', message: describeError(failure, lang) || t('lineOptions.file.failed') });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  function remove() {
    controller.current?.abort();
    setUpload({ state: 'none' });
    onChange('');
    input.current?.focus();
  }

  const shownError = upload.state === 'failed' ? upload.message : error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.lineOptions__file} data-option-error={shownError ? '' : undefined}>
      <label htmlFor={id}>
        <strong>{label}</strong>
        {required ? ' *' : ` ${t('lineOptions.optional')}`}
      </label>
      <span id={hintId} className={styles.lineOptions__fileMeta}>
        {t('lineOptions.file.hint')}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={shownError ? true : undefined}
        required={required}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      {upload.state === 'uploading' && (
        <ProgressBar
          value={upload.percent}
          label={t('lineOptions.file.uploading', { name: upload.name })}
          valueText={`${upload.percent}%`}
          showValue
        />
      )}
      {upload.state === 'done' && value && (
        <div className={styles.lineOptions__preview}>
          {upload.preview && <img src={upload.preview} alt={t('lineOptions.file.preview', { name: upload.name })} />}
          <span role="status">{t('lineOptions.file.uploaded', { name: upload.name })}</span>
          <Button variant="secondary" size="sm" onClick={remove}>
            {t('lineOptions.file.remove')}
          </Button>
        </div>
      )}
      {shownError && (
        <span id={errorId} role="alert" className={styles.lineOptions__error}>
          {shownError}
        </span>
      )}
    </div>
  );
}
