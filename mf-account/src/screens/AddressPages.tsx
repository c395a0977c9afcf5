import { pathFor } from '@shop/platform';
import { Button, EmptyState } from '@shop/ui';
import { BackLink } from './BackLink';
import { AccountFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** The address book; saved addresses arrive with the accounts issue. */
export function AddressesPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="addresses" lang={lang} title={t('addresses.title')} menuItem="addresses">
      <EmptyState
        title={t('addresses.empty')}
        text={t('addresses.emptyHint')}
        action={<Button href={pathFor('addressCreate', lang)}>{t('addresses.add')}</Button>}
      />
    </AccountFrame>
  );
}

export function AddressCreatePage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="addressCreate"
      lang={lang}
      title={t('addressCreate.title')}
      trail={[{ label: t('addresses.title'), href: pathFor('addresses', lang) }]}
      menuItem="addresses"
    >
      <p className={styles.lead}>{t('addressCreate.intro')}</p>
      <BackLink href={pathFor('addresses', lang)} label={t('addressCreate.backToAddresses')} />
    </AccountFrame>
  );
}

export function AddressEditPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="addressEdit"
      lang={lang}
      title={t('addressEdit.title')}
      trail={[{ label: t('addresses.title'), href: pathFor('addresses', lang) }]}
      menuItem="addresses"
    >
      <p className={styles.lead}>{t('addressEdit.intro')}</p>
      <BackLink href={pathFor('addresses', lang)} label={t('addressEdit.backToAddresses')} />
    </AccountFrame>
  );
}
