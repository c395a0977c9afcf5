import { RMA_MAX_FILE_BYTES, RMA_MAX_FILES } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError } from '@shop/platform';
import { Button, ProgressBar } from '@shop/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../api/rma';
import { useAccountText } from '../text';
import styles from './rma.module.css';

// Attachments of the return form and of the thread's message box (issue 14): each chosen file is uploaded
// at once, on its own, with its own progress bar named by the file. A file that failed shows why, with a
// button that tries just that file again and one that removes it; nothing else on the form is touched.
// The form sends the ids of the uploaded files once every file it keeps is uploaded.

interface Entry {
  key: number;
  file: File;
  state: 'uploading' | 'done' | 'failed';
  percent: number;
  id?: string;
  error?: string;
  /** False when trying again cannot help (the file is too large). */
  retryable?: boolean;
}

const MB = 1024 * 1024;
let nextKey = 1;

export type Uploads = ReturnType<typeof useUploads>;

export function useUploads(lang: StorefrontLanguage) {
  const t = useAccountText(lang);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const running = useRef(new Map<number, AbortController>());
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const update = useCallback((key: number, change: Partial<Entry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const start = useCallback(
    (key: number, file: File) => {
      const controller = new AbortController();
      running.current.set(key, controller);
      update(key, { state: 'uploading', percent: 0, error: undefined });
      uploadFile(file, (progress) => update(key, { percent: progress.percent }), controller.signal)
        .then(
          (uploaded) => update(key, { state: 'done', percent: 100, id: uploaded.id }),
          (error) => {
            if (!controller.signal.aborted)
              update(key, { state: 'failed', error: describeError(error, lang), retryable: true });
          },
        )
        .finally(() => {
          if (running.current.get(key) === controller) running.current.delete(key);
        });
    },
    [lang, update],
  );

  function add(list: FileList | null) {
    const chosen = [...(list ?? [])];
    const room = Math.max(0, RMA_MAX_FILES - entries.length);
    setLimitError(chosen.length > room ? t('rmaCreate.tooManyFiles', { max: RMA_MAX_FILES }) : null);
    const added: Entry[] = chosen.slice(0, room).map((file) =>
      file.size > RMA_MAX_FILE_BYTES
        ? {
            key: nextKey++,
            file,
            state: 'failed',
            percent: 0,
            error: t('rmaCreate.fileTooLarge', { name: file.name, max: RMA_MAX_FILE_BYTES / MB }),
            retryable: false,
          }
        : { key: nextKey++, file, state: 'uploading', percent: 0 },
    );
    setEntries((current) => [...current, ...added]);
    for (const entry of added) if (entry.state === 'uploading') start(entry.key, entry.file);
  }

  function remove(key: number) {
    running.current.get(key)?.abort();
    running.current.delete(key);
    setEntries((current) => current.filter((entry) => entry.key !== key));
    setLimitError(null);
  }

  function retry(key: number) {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry) start(key, entry.file);
  }

  return {
    entries,
    limitError,
    add,
    remove,
    retry,
    /** Forgets every file (after the message that carried them was sent). */
    clear: () => setEntries([]),
    /** The ids to send, in the order the files were chosen. */
    ids: entries.flatMap((entry) => (entry.state === 'done' && entry.id ? [entry.id] : [])),
    /** Every kept file is uploaded (true when there are none). */
    ready: entries.every((entry) => entry.state === 'done'),
  };
}

/** The file input and one row per chosen file: its progress, or its error with "try again" and "remove". */
export function UploadList({ uploads, lang, label }: { uploads: Uploads; lang: StorefrontLanguage; label: string }) {
  const t = useAccountText(lang);
  return (
    <>
      <label>
        {label}{' '}
        <input
          type="file"
          multiple
          accept="image/*,video/*,application/pdf"
          onChange={(event) => {
            uploads.add(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {uploads.limitError && <p role="alert">{uploads.limitError}</p>}
      {uploads.entries.length > 0 && (
        <ul className={styles.uploads}>
          {uploads.entries.map((entry) => (
            <li key={entry.key} className={styles.upload} data-upload={entry.state}>
              {entry.state === 'failed' ? (
                <span className={styles.upload__name}>{entry.file.name}</span>
              ) : (
                <ProgressBar
                  label={entry.file.name}
                  value={entry.percent}
                  showValue
                  tone={entry.state === 'done' ? 'success' : 'primary'}
                />
              )}
              {entry.state === 'failed' && (
                <p role="alert" className={styles.upload__error}>
                  {entry.error}
                </p>
              )}
              <div className={styles.upload__actions}>
                {entry.state === 'failed' && entry.retryable && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => uploads.retry(entry.key)}
                    aria-label={t('rmaCreate.retryFile', { name: entry.file.name })}
                  >
                    {t('rmaCreate.retry')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => uploads.remove(entry.key)}
                  aria-label={t('rmaCreate.removeFile', { name: entry.file.name })}
                >
                  {t('rmaCreate.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
