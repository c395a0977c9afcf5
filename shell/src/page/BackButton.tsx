import type { StorefrontLanguage } from '@shop/i18n';
import { navigate, pathFor, useTranslation } from '@shop/platform';
import styles from './header.module.css';

/** The header's back button: the previous page of this visit, or the home page when there is none. */
export function BackButton({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  const goBack = () => {
    const cameFromShop = document.referrer.startsWith(window.location.origin);
    if (window.history.length > 1 && (cameFromShop || window.history.state !== null)) window.history.back();
    else navigate(pathFor('home', lang));
  };
  return (
    <button type="button" className={styles.back} onClick={goBack} aria-label={t('header.backLabel')}>
      <span aria-hidden="true">←</span>
      <span className={styles.backText}>{t('header.back')}</span>
    </button>
  );
}
