import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession, useTranslation } from '@shop/platform';
import styles from './header.module.css';
import { PersonIcon } from './icons';

/** "Sign in" for a guest, "My account" once signed in. */
export function AccountEntry({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const href = pathFor(user ? 'account' : 'login', lang);
  return (
    <a className={styles.tool} href={href} data-account={user ? 'signed-in' : 'guest'}>
      <PersonIcon />
      <span>{user ? t('account.myAccount') : t('account.signIn')}</span>
    </a>
  );
}
