import { AccountFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** Changing the password; the form comes with the accounts issue. */
export function ChangePasswordPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="changePassword" lang={lang} title={t('changePassword.title')} menuItem="changePassword">
      <p className={styles.lead}>{t('changePassword.intro')}</p>
    </AccountFrame>
  );
}
