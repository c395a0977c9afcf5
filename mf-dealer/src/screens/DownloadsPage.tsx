import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { Button, Card, EmptyState, Skeleton } from '@shop/ui';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useDealerText } from './text';

type DownloadGroup = 'marketing' | 'insurance' | 'product' | 'service';

/** SPEC §2: the insurance documents exist in Polish only. */
function groupsOf(lang: StorefrontLanguage): DownloadGroup[] {
  return lang === 'pl' ? ['marketing', 'insurance', 'product', 'service'] : ['marketing', 'product', 'service'];
}

/** Dealer downloads, under the account: a guest is asked to sign in first (SPEC §2). */
export function DownloadsPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  const { loaded, user } = useSession();
  return (
    <PageFrame
      screen="downloads"
      lang={lang}
      title={t('downloads.title')}
      trail={[{ label: t('frame.account'), href: pathFor('account', lang) }]}
    >
      {!loaded ? (
        <Skeleton lines={4} label={t('common:status.loading')} />
      ) : !user ? (
        <EmptyState
          title={t('common:auth.required')}
          text={t('common:auth.requiredHint')}
          action={<Button href={pathFor('login', lang)}>{t('common:auth.signIn')}</Button>}
        />
      ) : (
        <>
          <p className={styles.lead}>{t('downloads.intro')}</p>
          <div className={styles.groups}>
            {groupsOf(lang).map((group) => (
              <DownloadSection key={group} lang={lang} group={group} />
            ))}
          </div>
        </>
      )}
    </PageFrame>
  );
}

/** One group of materials; the files arrive with the documents issue. */
function DownloadSection({ lang, group }: { lang: StorefrontLanguage; group: DownloadGroup }) {
  const t = useDealerText(lang);
  return (
    <Card as="section" className={styles.section} data-download-group={group}>
      <h2 className={styles.section__title}>{t(`downloads.groups.${group}.title`)}</h2>
      <p className={styles.section__text}>{t(`downloads.groups.${group}.items`)}</p>
      <p className={styles.section__pending}>{t('downloads.pending')}</p>
    </Card>
  );
}
