import { useSession } from '@shop/platform';
import { AccountFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** The account's start page: a greeting and what the account is for. The profile form comes later. */
export function AccountPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="account" lang={lang} title={t('account.title')} menuItem="details">
      <Greeting lang={lang} />
      <p className={styles.lead}>{t('account.intro')}</p>
    </AccountFrame>
  );
}

function Greeting({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useAccountText(lang);
  const name = useSession().user?.firstName;
  return <p className={styles.greeting}>{name ? t('account.greeting', { name }) : t('account.greetingNoName')}</p>;
}
