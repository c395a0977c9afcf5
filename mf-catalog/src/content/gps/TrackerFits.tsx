import type { StorefrontLanguage } from '@shop/i18n';
import { loadNamespaces, pathFor } from '@shop/platform';
import { Skeleton } from '@shop/ui';
import { useContentText } from '../../catalog/catalog-text';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import styles from './gps.module.css';
import { fetchTrackerBikes } from './tracker';

/**
 * Which bikes the Guard tracker fits, read from the catalogue when the page opens (SPEC §1). Its words are
 * the information pages' (`catalog-pages`), fetched with the list: the product page does not carry them.
 */
export function TrackerFits({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const bikes = useLoad(
    (signal) => Promise.all([fetchTrackerBikes(signal), loadNamespaces(['catalog-pages'])]).then(([list]) => list),
    [lang],
  );
  if (bikes.state === 'loading') return <Skeleton lines={4} label={t('common:status.loading')} />;
  return (
    <section className={styles.fits} aria-labelledby="tracker-fits" data-tracker-fits>
      <h2 id="tracker-fits" className={styles.fits__title}>
        {t('trackerFits.title')}
      </h2>
      <p className={styles.fits__intro}>{t('trackerFits.intro')}</p>
      {bikes.state === 'failed' && <LoadError lang={lang} error={bikes.error} onRetry={bikes.retry} />}
      {bikes.state === 'ready' &&
        (bikes.data.items.length === 0 ? (
          <p>{t('trackerFits.none')}</p>
        ) : (
          <ul className={styles.fits__list}>
            {bikes.data.items.map((bike) => (
              <li key={bike.id}>
                <a href={pathFor('product', lang, { id: bike.id, slug: bike.slug })}>{bike.name}</a>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
