import { ApiError, pathFor } from '@shop/platform';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import { collectionPath } from '../catalog/collections';
import { productQuery } from '../catalog/load-product';
import { ProductView } from '../catalog/ProductView';
import { useQuery } from '../catalog/url-state';
import { useCatalogQuery } from '../catalog/use-catalog-query';
import { TrackerFits } from '../content/gps/TrackerFits';
import { TRACKER_PRODUCT_ID } from '../content/gps/tracker';
import { LoadError } from '../content/LoadError';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';
import styles from './ProductPage.module.css';

/** A product with the variant of `?c=`; choosing another option changes the address and loads that one. */
export function ProductPage({ lang, params }: ScreenProps) {
  const t = useCatalogText(lang);
  const [query] = useQuery();
  const c = query.get('c') || undefined;
  const id = params.id ?? '';
  const wanted = productQuery(id, c, lang);
  const result = useCatalogQuery(wanted.load, wanted.key);
  const product = result.state === 'ready' ? result.data.product : undefined;
  const home = product?.collections[0];
  const trail = home
    ? [{ label: home.name, href: pathFor('collection', lang, { id: home.id, slug: home.slugs[lang] }) }]
    : [{ label: t('common:nav.ebikes'), href: collectionPath('ebikes', lang) }];
  const notFound = result.state === 'failed' && result.error instanceof ApiError && result.error.status === 404;

  return (
    <PageFrame screen="product" lang={lang} title={product?.name ?? t('product.title')} trail={trail}>
      {result.state === 'loading' && (
        <div className={styles.product}>
          <Skeleton shape="rect" height="18rem" label={t('product.loading')} />
          <Skeleton lines={5} />
        </div>
      )}
      {result.state === 'failed' &&
        (notFound ? (
          <EmptyState
            title={t('product.notFound')}
            text={t('product.notFoundHint')}
            action={
              <Button href={collectionPath('ebikes', lang)} variant="secondary">
                {t('home.browseEbikes')}
              </Button>
            }
          />
        ) : (
          <LoadError lang={lang} error={result.error} onRetry={result.retry} />
        ))}
      {result.state === 'ready' && (
        <ProductView lang={lang} answer={result.data} refreshing={result.refreshing} requested={c} />
      )}
      {product?.id === TRACKER_PRODUCT_ID && <TrackerFits lang={lang} />}
    </PageFrame>
  );
}
