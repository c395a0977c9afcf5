import type { DealerDownload } from '@shop/contracts';
import { DEALER_DOWNLOAD_ITEMS, type DealerDownloadGroup } from '@shop/contracts/dealer-items';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, pathFor, useSession } from '@shop/platform';
import { Alert, Button, Card, EmptyState, LoadFailed, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { type DownloadTarget, download, useDownloads } from '../api/downloads';
import styles from './downloads.module.css';
import { AccountPageFrame } from './PageFrame';
import pages from './pages.module.css';
import { type ScreenProps, useDealerText } from './text';

/** SPEC §2: the insurance documents exist in Polish only. */
function groupsOf(lang: StorefrontLanguage): DealerDownloadGroup[] {
  return lang === 'pl' ? ['marketing', 'insurance', 'product', 'service'] : ['marketing', 'product', 'service'];
}

/** A file's type as dealers know it, from its checked media type. */
export function fileTypeOf(mime: string): string {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/zip': 'ZIP',
    'image/jpeg': 'JPG',
    'image/png': 'PNG',
    'image/webp': 'WEBP',
  };
  return known[mime] ?? (mime.split('/')[1] ?? mime).toUpperCase();
}

/** A file's size as people read it (KB under a megabyte, else MB). */
export function formatSize(bytes: number, lang: StorefrontLanguage): string {
  const format = (value: number) =>
    value.toLocaleString(lang === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} KB` : `${format(bytes / (1024 * 1024))} MB`;
}

/** One line of the page: a file from the library or a document printed when asked. */
interface Entry {
  key: string;
  title: string;
  /** 'PDF · 1,2 MB', or the type and 'made when downloaded' for a printed document. */
  meta: string;
  target: DownloadTarget;
}

/**
 * Dealer downloads, under the account beside the account menu: a guest is asked to sign in, anyone but a
 * dealer is told it is theirs.
 */
export function DownloadsPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  const { loaded, user } = useSession();
  const isDealer = user?.customerType === 'b2b';
  const { resource, reload } = useDownloads(lang, loaded && isDealer);
  return (
    <AccountPageFrame screen="downloads" lang={lang} title={t('downloads.title')} signedIn={loaded && !!user}>
      {!loaded ? (
        <Skeleton lines={4} label={t('common:status.loading')} />
      ) : !user ? (
        <EmptyState
          title={t('common:auth.required')}
          text={t('common:auth.requiredHint')}
          action={<Button href={pathFor('login', lang)}>{t('common:auth.signIn')}</Button>}
        />
      ) : !isDealer ? (
        <EmptyState title={t('dealerOnly.title')} text={t('dealerOnly.text')} />
      ) : resource.state === 'loading' ? (
        <Skeleton lines={4} label={t('common:status.loading')} />
      ) : resource.state === 'failed' ? (
        <LoadFailed
          title={t('downloads.loadFailed')}
          message={resource.message}
          retry={reload}
          retryLabel={t('common:actions.retry')}
        />
      ) : (
        <>
          <p className={pages.lead}>{t('downloads.intro')}</p>
          <div className={pages.groups}>
            {groupsOf(lang).map((group) => (
              <DownloadSection
                key={group}
                lang={lang}
                group={group}
                files={resource.data.files}
                trainingBookFor={resource.data.trainingBook.offered ? resource.data.trainingBook.taxId : null}
              />
            ))}
          </div>
        </>
      )}
    </AccountPageFrame>
  );
}

/** One group: its items in the page's order, each with its files, and the printed documents it holds. */
function DownloadSection({
  lang,
  group,
  files,
  trainingBookFor,
}: {
  lang: StorefrontLanguage;
  group: DealerDownloadGroup;
  files: DealerDownload[];
  trainingBookFor: string | null;
}) {
  const t = useDealerText(lang);
  const made = `PDF · ${t('downloads.madeOnRequest')}`;
  const lists: { heading: string; entries: Entry[] }[] = DEALER_DOWNLOAD_ITEMS.filter((item) =>
    item.startsWith(`${group}.`),
  ).map((item) => ({
    heading: t(`downloads.items.${item}`),
    entries: files
      .filter((file) => file.item === item)
      .map((file) => ({
        key: file.id,
        title: file.title,
        meta: `${fileTypeOf(file.mime)} · ${formatSize(file.size, lang)}`,
        target: { kind: 'file', id: file.id, fileName: file.fileName },
      })),
  }));
  if (group === 'product') {
    lists.push({
      heading: t('downloads.priceLists'),
      entries: [
        {
          key: 'retail-price-list',
          title: t('downloads.retailPriceList'),
          meta: made,
          target: { kind: 'retail-price-list', lang, fileName: t('downloads.retailPriceListFile') },
        },
        {
          key: 'dealer-price-list',
          title: t('downloads.dealerPriceList'),
          meta: made,
          target: { kind: 'dealer-price-list', lang, fileName: t('downloads.dealerPriceListFile') },
        },
      ],
    });
  }
  if (group === 'service' && trainingBookFor) {
    lists.push({
      heading: t('downloads.trainingBook'),
      entries: [
        {
          key: 'training-book',
          title: t('downloads.trainingBook'),
          meta: made,
          target: { kind: 'training-book', taxId: trainingBookFor, fileName: t('downloads.trainingBookFile') },
        },
      ],
    });
  }
  const shown = lists.filter((list) => list.entries.length > 0);
  return (
    <Card as="section" className={pages.section} data-download-group={group} aria-labelledby={`downloads-${group}`}>
      <h2 className={pages.section__title} id={`downloads-${group}`}>
        {t(`downloads.groups.${group}.title`)}
      </h2>
      <p className={pages.section__text}>{t(`downloads.groups.${group}.items`)}</p>
      {shown.length === 0 ? (
        <p className={pages.section__pending}>{t('downloads.pending')}</p>
      ) : (
        shown.map((list) => (
          <div key={list.heading} className={styles.item}>
            <h3 className={styles.item__title}>{list.heading}</h3>
            <ul className={styles.files}>
              {list.entries.map((entry) => (
                <DownloadLine key={entry.key} lang={lang} entry={entry} />
              ))}
            </ul>
          </div>
        ))
      )}
    </Card>
  );
}

/** A file with its type and size and a button that saves it; a refusal shows under it. */
function DownloadLine({ lang, entry }: { lang: StorefrontLanguage; entry: Entry }) {
  const t = useDealerText(lang);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await download(entry.target);
    } catch (error) {
      setFailure(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={styles.file}>
      <span className={styles.file__name}>{entry.title}</span>
      <span className={styles.file__meta}>{entry.meta}</span>
      <Button
        variant="secondary"
        size="sm"
        onClick={save}
        loading={busy}
        loadingLabel={t('downloads.downloading')}
        aria-label={`${t('common:actions.download')}: ${entry.title}`}
      >
        {t('common:actions.download')}
      </Button>
      {failure && (
        <div className={styles.file__error}>
          <Alert tone="danger">{t('downloads.failed', { reason: failure })}</Alert>
        </div>
      )}
    </li>
  );
}
