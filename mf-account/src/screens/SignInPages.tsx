import { pathFor } from '@shop/platform';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

// Signing in, by password or by an e-mailed link, and resetting a password. The forms arrive with the
// accounts issue; these frames say what each page is for and link the three together.

export function LoginPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <PageFrame screen="login" lang={lang} title={t('login.title')}>
      <p className={styles.lead}>{t('login.intro')}</p>
      <ul className={styles.links}>
        <li>
          <a href={pathFor('resetPassword', lang)}>{t('login.forgotPassword')}</a>
        </li>
        <li>
          <a href={pathFor('authorize', lang)}>{t('login.byLink')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}

export function AuthorizePage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <PageFrame screen="authorize" lang={lang} title={t('authorize.title')}>
      <p className={styles.lead}>{t('authorize.intro')}</p>
      <ul className={styles.links}>
        <li>
          <a href={pathFor('login', lang)}>{t('authorize.withPassword')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}

export function ResetPasswordPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <PageFrame
      screen="resetPassword"
      lang={lang}
      title={t('resetPassword.title')}
      trail={[{ label: t('login.title'), href: pathFor('login', lang) }]}
    >
      <p className={styles.lead}>{t('resetPassword.intro')}</p>
      <p className={styles.note}>{t('resetPassword.rule')}</p>
      <ul className={styles.links}>
        <li>
          <a href={pathFor('login', lang)}>{t('resetPassword.backToLogin')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}
