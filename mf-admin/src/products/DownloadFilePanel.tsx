import { DOWNLOAD_FILE_MAX_BYTES, type ProductDownloadFile } from '@shop/contracts';
import { describeError, formatDate } from '@shop/platform';
import { Alert, LoadFailed, ProgressBar, Skeleton } from '@shop/ui';
import { useId, useState } from 'react';
import styles from '../admins/admins.module.css';
import { attachDownloadFile, getDownloadFile } from '../api/download-files';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';

// The file a download product delivers (issue 24, docs/decisions/downloads.md): what buyers get through their
// links once their order is paid. One file per product; a new one replaces it for every link, also those sent.
// The size is checked here first, the content (a PDF or a ZIP) by the server as it arrives.

const MB = 1024 * 1024;

interface Sending {
  name: string;
  percent: number;
}

export function DownloadFilePanel({ productId }: { productId: number }) {
  const t = useText();
  const lang = useAdminLanguage();
  const inputId = useId();
  const { loaded, reload, replace } = useLoad((signal) => getDownloadFile(productId, signal), [productId]);
  const [sending, setSending] = useState<Sending | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(file: File | undefined) {
    setRefusal(null);
    if (!file) return;
    if (file.size > DOWNLOAD_FILE_MAX_BYTES) {
      setRefusal(t('products.downloadFile.tooLarge', { name: file.name, max: DOWNLOAD_FILE_MAX_BYTES / MB }));
      return;
    }
    setSending({ name: file.name, percent: 0 });
    try {
      const attached = await attachDownloadFile(productId, file, (progress) =>
        setSending({ name: file.name, percent: progress.percent }),
      );
      replace(attached);
      toast(t('products.downloadFile.attached', { name: file.name }));
    } catch (error) {
      setRefusal(describeError(error, lang));
    } finally {
      setSending(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`} data-download-file="">
      <h2 id={`${inputId}-title`} className={styles.panel__title}>
        {t('products.downloadFile.title')}
      </h2>
      {loaded.state === 'loading' && <Skeleton lines={2} label={t('products.downloadFile.loading')} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('products.downloadFile.loadFailed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' && <CurrentFile file={loaded.data} />}
      <p id={`${inputId}-hint`}>{t('products.downloadFile.hint', { megabytes: DOWNLOAD_FILE_MAX_BYTES / MB })}</p>
      <label htmlFor={inputId}>
        {loaded.state === 'ready' && loaded.data
          ? t('products.downloadFile.replace')
          : t('products.downloadFile.choose')}
      </label>
      <input
        id={inputId}
        type="file"
        disabled={sending !== null}
        aria-describedby={`${inputId}-hint`}
        accept="application/pdf,application/zip"
        onChange={(event) => {
          const [file] = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(file);
        }}
      />
      {sending && <ProgressBar label={sending.name} value={sending.percent} showValue />}
      {refusal && (
        <Alert tone="danger" announce="assertive">
          {refusal}
        </Alert>
      )}
    </section>
  );
}

function CurrentFile({ file }: { file: ProductDownloadFile | null }) {
  const t = useText();
  const lang = useAdminLanguage();
  if (!file) return <Alert tone="warning">{t('products.downloadFile.none')}</Alert>;
  return (
    <p data-current-file={file.name}>
      {t('products.downloadFile.current', {
        name: file.name,
        size: (file.size / MB).toLocaleString(lang, { maximumFractionDigits: 1 }),
        date: formatDate(file.uploadedAt, lang),
      })}
    </p>
  );
}
