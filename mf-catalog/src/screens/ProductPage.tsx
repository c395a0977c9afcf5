import { pathFor } from '@shop/platform';
import { Button, Skeleton } from '@shop/ui';
import { ebikesCollection } from './HomePage';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';
import styles from './ProductPage.module.css';

/** A product page while its data is on the way: photo and price placeholders, a dealer link, installments. */
export function ProductPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  const ebikes = pathFor('collection', lang, { id: ebikesCollection.id, slug: ebikesCollection.slug[lang] });
  return (
    <PageFrame
      screen="product"
      lang={lang}
      title={t('product.title')}
      trail={[{ label: t('common:nav.ebikes'), href: ebikes }]}
    >
      <div className={styles.product}>
        <Skeleton shape="rect" height="18rem" label={t('product.loading')} />
        <div className={styles.product__buy}>
          <Skeleton lines={3} />
          <p className={styles.product__installments}>{t('product.installments')}</p>
          <div>
            <Button href={pathFor('storeLocator', lang)} variant="secondary">
              {t('product.findDealer')}
            </Button>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
