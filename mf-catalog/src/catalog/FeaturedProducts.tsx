import type { StorefrontLanguage } from '@shop/i18n';
import { LoadError } from '../content/LoadError';
import { useCatalogText } from '../screens/PageFrame';
import { collectionPath, FEATURED_COUNT, featuredQuery } from './collections';
import styles from './FeaturedProducts.module.css';
import { ProductListing, ProductListingSkeleton } from './ProductListing';
import { useCatalogQuery } from './use-catalog-query';

/** The newest e-bikes on the home page, straight from the catalogue. */
export function FeaturedProducts({ lang }: { lang: StorefrontLanguage }) {
  const t = useCatalogText(lang);
  const featured = featuredQuery(lang);
  const result = useCatalogQuery(featured.load, featured.key);
  return (
    <section className={styles.featured} aria-labelledby="home-featured">
      <div className={styles.featured__head}>
        <h2 id="home-featured" className={styles.featured__title}>
          {t('home.featured.title')}
        </h2>
        <a href={collectionPath('ebikes', lang)} className={styles.featured__all}>
          {t('home.featured.all')}
        </a>
      </div>
      {result.state === 'loading' && <ProductListingSkeleton lang={lang} layout="small" count={FEATURED_COUNT} />}
      {result.state === 'failed' && <LoadError lang={lang} error={result.error} onRetry={result.retry} />}
      {result.state === 'ready' && result.data.items.length > 0 && (
        <ProductListing lang={lang} products={result.data.items} layout="small" />
      )}
    </section>
  );
}
