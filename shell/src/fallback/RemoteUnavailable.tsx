import { useTranslation } from '@shop/platform';
import styles from './fallback.module.css';

/** What the shopper sees where a remote should be when its files cannot be loaded. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.unavailable} role="alert" data-fallback={remote}>
      <h1 className={styles.title}>{t('remote.unavailableTitle')}</h1>
      <p>{t('remote.unavailableText')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/** A fragment of another team that did not arrive: a quiet note in its place. */
export function FragmentUnavailable() {
  const { t } = useTranslation('shell');
  return <span className={styles.fragment}>{t('remote.fragmentUnavailable')}</span>;
}
