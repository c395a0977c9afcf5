import { RMA_MAX_FILE_BYTES, RMA_MAX_FILES } from '@shop/contracts/limits';
import { pathFor } from '@shop/platform';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import { BackLink } from './BackLink';
import { AccountFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** Returns and claims (RMA); the tickets arrive with the RMA issue. */
export function RmaListPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="rmaList" lang={lang} title={t('rmaList.title')} menuItem="rma">
      <EmptyState
        title={t('rmaList.empty')}
        text={t('rmaList.emptyHint')}
        action={<Button href={pathFor('rmaCreate', lang)}>{t('rmaList.create')}</Button>}
      />
    </AccountFrame>
  );
}

export function RmaCreatePage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="rmaCreate"
      lang={lang}
      title={t('rmaCreate.title')}
      trail={[{ label: t('rmaList.title'), href: pathFor('rmaList', lang) }]}
      menuItem="rma"
    >
      <p className={styles.lead}>
        {t('rmaCreate.intro', { files: RMA_MAX_FILES, megabytes: RMA_MAX_FILE_BYTES / (1024 * 1024) })}
      </p>
      <BackLink href={pathFor('rmaList', lang)} label={t('rmaCreate.backToList')} />
    </AccountFrame>
  );
}

export function RmaDetailsPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="rmaDetails"
      lang={lang}
      title={t('rmaDetails.title')}
      trail={[{ label: t('rmaList.title'), href: pathFor('rmaList', lang) }]}
      menuItem="rma"
    >
      <Skeleton lines={5} label={t('rmaDetails.loading')} />
      <BackLink href={pathFor('rmaList', lang)} label={t('rmaDetails.backToList')} />
    </AccountFrame>
  );
}
