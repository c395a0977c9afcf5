import type { ProductCard } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { Skeleton } from '@shop/ui';
import { lazy, Suspense } from 'react';
import { useCatalogText } from './catalog-text';
import type { Layout } from './listing-params';
import styles from './ProductListing.module.css';
import { ProductTile } from './ProductTile';

interface ProductListingProps {
  lang: StorefrontLanguage;
  products: ProductCard[];
  layout: Layout;
  /** The products' heading level (ProductTile). */
  heading?: 'h2' | 'h3';
}

// The detailed list (table, quantities, bulk add to cart) comes in its own chunk, loaded by the listings that
// switch to it: the home page's featured products and most visits only ever show tiles.
const DetailedList = lazy(() => import('./DetailedList').then((module) => ({ default: module.DetailedList })));

/** Products in the chosen layout: a grid of small or large tiles, a list, or the detailed list. */
export function ProductListing({ lang, products, layout, heading }: ProductListingProps) {
  if (layout === 'detailed') {
    return (
      <Suspense
        fallback={<ProductListingSkeleton lang={lang} layout="detailed" count={Math.min(products.length, 8)} />}
      >
        <DetailedList lang={lang} products={products} />
      </Suspense>
    );
  }
  const look = layout === 'list' ? 'list' : layout;
  return (
    <ul className={`${styles.listing} ${styles[`listing--${layout}`]}`} data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.listing__item}>
          <ProductTile lang={lang} product={product} look={look} eager={index < 4} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles in the shape of the layout while the products are on their way. */
export function ProductListingSkeleton({
  lang,
  layout,
  count = 8,
}: {
  lang: StorefrontLanguage;
  layout: Layout;
  count?: number;
}) {
  const t = useCatalogText(lang);
  return (
    <ul
      className={`${styles.listing} ${styles[`listing--${layout === 'detailed' ? 'list' : layout}`]}`}
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index} className={styles.listing__item}>
          <Skeleton
            shape="rect"
            height={layout === 'large' ? '16rem' : '10rem'}
            label={index === 0 ? t('collection.loading') : undefined}
          />
          <Skeleton lines={2} />
        </li>
      ))}
    </ul>
  );
}
