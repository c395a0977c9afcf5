import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useTranslation } from '@shop/platform';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { goHomeAfterDelay } from './go-home';
import styles from './not-found.module.css';

/** The 404 page: the shell draws it for any URL no screen owns. */
export function NotFoundPage({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation('common', { lng: lang });
  const [leaving, setLeaving] = useState(false);
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  function goHome(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, new window) goes its own way; a plain one waits, then reloads.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    cancel.current = goHomeAfterDelay(lang);
  }

  return (
    <section className={styles.page} data-page="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className={styles.home} href={pathFor('home', lang)} onClick={goHome} aria-disabled={leaving || undefined}>
        {t('notFound.home')}
      </a>
      <p className={styles.status} role="status">
        {leaving ? t('shell:notFound.redirecting') : ''}
      </p>
    </section>
  );
}
