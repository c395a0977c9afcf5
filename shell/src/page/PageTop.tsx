import { useTranslation } from '@shop/platform';
import { Header } from './Header';
import { SignOutNotice } from './SignOutNotice';
import { TestModeBanner } from './TestModeBanner';
import { usePage } from './use-page';

/**
 * Above the main area: the skip link, the test-mode banner, the header (not in the admin panel) and the
 * sign-out message. `testMode`: the configuration's, when rendered on the server (server.tsx).
 */
export function PageTop({ testMode }: { testMode?: boolean }) {
  const { t } = useTranslation();
  const { lang, app } = usePage();
  return (
    <>
      <a className="shell-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <TestModeBanner initial={testMode} />
      {/* The admin panel has its own full-width layout, without the storefront's header (DESIGN §9). */}
      {app !== 'mf-admin' && <Header />}
      <SignOutNotice lang={lang} />
    </>
  );
}
