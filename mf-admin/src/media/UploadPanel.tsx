import { MEDIA_MAX_FILE_BYTES, MEDIA_MAX_FILES } from '@shop/contracts/limits';
import { describeError } from '@shop/platform';
import { Alert, ProgressBar } from '@shop/ui';
import { useId, useState } from 'react';
import { uploadFile } from '../api/media';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './media.module.css';

// Many files at once into the chosen folder: each file goes up on its own request with its own progress bar,
// so one refused file (its content is not what its name says, too large, empty) says why at its name and
// the others still arrive. The count and the size are checked here first, the content by the server.

const MB = 1024 * 1024;

interface Sending {
  key: number;
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message?: string;
}

let nextKey = 0;

export function UploadPanel({ folderId, onUploaded }: { folderId: number | null; onUploaded: () => void }) {
  const t = useText();
  const lang = useAdminLanguage();
  const inputId = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = sending.some((item) => item.state === 'waiting' || item.state === 'sending');

  const update = (key: number, change: Partial<Sending>) =>
    setSending((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(files: File[]) {
    setRefusal(null);
    if (files.length === 0) return;
    if (files.length > MEDIA_MAX_FILES) {
      setRefusal(t('media.upload.tooMany', { max: MEDIA_MAX_FILES }));
      return;
    }
    const queue = files.map((file) => ({ key: nextKey++, file }));
    setSending(queue.map(({ key, file }) => ({ key, name: file.name, percent: 0, state: 'waiting' })));
    let arrived = 0;
    for (const { key, file } of queue) {
      if (file.size > MEDIA_MAX_FILE_BYTES) {
        update(key, {
          state: 'failed',
          message: t('media.upload.tooLarge', { name: file.name, max: MEDIA_MAX_FILE_BYTES / MB }),
        });
        continue;
      }
      update(key, { state: 'sending' });
      try {
        await uploadFile(file, folderId, (progress) => update(key, { percent: progress.percent }));
        update(key, { state: 'done', percent: 100 });
        arrived++;
      } catch (error) {
        update(key, { state: 'failed', message: describeError(error, lang) });
      }
    }
    if (arrived > 0) onUploaded();
  }

  return (
    <section className={styles.uploads} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('media.upload.title')}</h2>
      <p id={`${inputId}-hint`}>
        {t('media.upload.hint', { max: MEDIA_MAX_FILES, megabytes: MEDIA_MAX_FILE_BYTES / MB })}
      </p>
      <label htmlFor={inputId}>{t('media.upload.choose')}</label>
      <input
        id={inputId}
        type="file"
        multiple
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        accept="image/jpeg,image/png,image/webp,application/pdf,application/zip"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(files);
        }}
      />
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      {sending.length > 0 && (
        <ul className={styles.uploadList} aria-label={t('media.upload.progress')}>
          {sending.map((item) => (
            <li key={item.key} data-upload={item.name}>
              <ProgressBar
                label={item.name}
                value={item.percent}
                showValue
                tone={item.state === 'failed' ? 'danger' : item.state === 'done' ? 'success' : 'primary'}
                valueText={
                  item.state === 'done'
                    ? t('media.upload.done')
                    : item.state === 'failed'
                      ? t('media.upload.failed')
                      : undefined
                }
              />
              {item.message && <Alert tone="danger">{item.message}</Alert>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
