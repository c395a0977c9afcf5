import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession, useTranslation } from '@shop/platform';
import { useEffect, useRef, useState } from 'react';
import { signOutForInactivity } from '../api/page';
import { idleSignOutAfterMs, watchIdle } from './idle';
import styles from './notices.module.css';

/** The message after an automatic sign-out, whether our idle timer or the server ended the session. */
export function SignOutNotice({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [dismissed, setDismissed] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const signedIn = session.user !== null;
  const show = session.signedOutAutomatically && !dismissed;

  useEffect(() => {
    if (!signedIn) return;
    setDismissed(false);
    return watchIdle(idleSignOutAfterMs(), () => void signOutForInactivity());
  }, [signedIn]);

  useEffect(() => {
    if (show) close.current?.focus();
  }, [show]);

  if (!show) return null;
  return (
    <div className={styles.signOut} role="alertdialog" aria-labelledby="shell-sign-out-title" data-notice="signed-out">
      <h2 id="shell-sign-out-title" className={styles.signOutTitle}>
        {t('signOut.title')}
      </h2>
      <p>{t('signOut.text')}</p>
      <div className={styles.actions}>
        <a href={pathFor('login', lang)} onClick={() => setDismissed(true)}>
          {t('signOut.signInAgain')}
        </a>
        <button type="button" ref={close} onClick={() => setDismissed(true)}>
          {t('signOut.close')}
        </button>
      </div>
    </div>
  );
}
