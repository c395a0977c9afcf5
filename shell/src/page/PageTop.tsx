import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { SignOutNotice } from './SignOutNotice';
import { TestModeBanner } from './TestModeBanner';
import { usePage } from './use-page';

/** Above the main area: the skip link, the test-mode banner, the header and the sign-out message. */
export function PageTop() {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <>
      <a className="shell-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <TestModeBanner />
      <Header />
      <SignOutNotice lang={lang} />
    </>
  );
}
