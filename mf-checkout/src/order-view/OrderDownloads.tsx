import type { OrderDownload } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, formatDate } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useState } from 'react';
import { renewDownload } from '../api/orders';
import type { OrderDetail } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import styles from './order-view.module.css';

// A paid order's downloads (issue 24): each file's signed link while it works (7 days, 5 downloads), and
// why it no longer does. The signed-in buyer gets a fresh link here; a guest is told how. A link opened after
// its limit lands on this page with `?download=expired|used_up`, which is said first.

/** What the address says about a link the visitor just opened (the download route's redirect). */
function openedLink(): 'expired' | 'used_up' | null {
  if (typeof window === 'undefined') return null;
  const state = new URLSearchParams(window.location.search).get('download');
  return state === 'expired' || state === 'used_up' ? state : null;
}

export function OrderDownloads({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const [downloads, setDownloads] = useState<OrderDownload[]>(order.downloads ?? []);
  const [opened] = useState(openedLink);
  if (downloads.length === 0) return null;
  const replace = (fresh: OrderDownload) =>
    setDownloads((current) => current.map((download) => (download.id === fresh.id ? fresh : download)));
  return (
    <section className={styles.section} aria-labelledby="order-view-downloads" id="downloads" data-downloads="">
      <h2 id="order-view-downloads">{t('downloads.title')}</h2>
      {opened && (
        <Alert tone="warning">{t(opened === 'expired' ? 'downloads.openedExpired' : 'downloads.openedUsedUp')}</Alert>
      )}
      <ul className={styles.downloads}>
        {downloads.map((download) => (
          <DownloadLine key={download.id} orderId={order.id} download={download} lang={lang} onRenewed={replace} />
        ))}
      </ul>
    </section>
  );
}

function DownloadLine({
  orderId,
  download,
  lang,
  onRenewed,
}: {
  orderId: string;
  download: OrderDownload;
  lang: StorefrontLanguage;
  onRenewed: (fresh: OrderDownload) => void;
}) {
  const t = useCheckoutText(lang);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const size = (download.size / (1024 * 1024)).toLocaleString(lang, { maximumFractionDigits: 1 });

  async function renew() {
    setBusy(true);
    setMessage(undefined);
    try {
      onRenewed(await renewDownload(orderId, download.id));
      setMessage({ tone: 'success', text: t('downloads.renewed') });
    } catch (error) {
      setMessage({ tone: 'danger', text: t('downloads.failed', { message: describeError(error, lang) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.download} data-download={download.state}>
      <span className={styles.download__file}>{t('downloads.file', { file: download.fileName, size })}</span>
      {download.path ? (
        <>
          <Button href={download.path} variant="secondary" download={download.fileName}>
            {t('downloads.download', { name: download.name })}
          </Button>
          <span className={styles.note}>
            {t('downloads.valid', { date: formatDate(download.expiresAt, lang), left: download.downloadsLeft })}
          </span>
        </>
      ) : (
        <>
          <span className={styles.note}>{t(`downloads.${download.state}`)}</span>
          {download.renewable ? (
            <Button variant="secondary" onClick={renew} loading={busy} disabled={busy}>
              {t('downloads.renew', { name: download.name })}
            </Button>
          ) : (
            <span className={styles.note}>{t('downloads.signInHint')}</span>
          )}
        </>
      )}
      {message && (
        <Alert tone={message.tone} announce="polite">
          {message.text}
        </Alert>
      )}
    </li>
  );
}
