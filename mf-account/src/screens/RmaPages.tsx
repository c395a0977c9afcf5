import { RMA_MAX_FILE_BYTES, RMA_MAX_FILES } from '@shop/contracts/limits';
import { pathFor } from '@shop/platform';
import { BackLink } from './BackLink';
import { AccountFrame } from './PageFrame';
import styles from './pages.module.css';
import { RmaCreateForm } from './rma/RmaCreateForm';
import { type ScreenProps, useAccountText } from './text';

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
      <RmaCreateForm lang={lang} />
      <BackLink href={pathFor('rmaList', lang)} label={t('rmaCreate.backToList')} />
    </AccountFrame>
  );
}

export { RmaDetailsPage } from './rma/RmaDetailsPage';
export { RmaListPage } from './rma/RmaListPage';
