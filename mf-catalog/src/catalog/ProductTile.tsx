import type { ProductCard } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Card } from '@shop/ui';
import { AvailabilityNote } from './AvailabilityNote';
import { classNames } from './class-names';
import { ProductPicture } from './ProductPicture';
import { ProductPrice } from './ProductPrice';
import styles from './ProductTile.module.css';

export function productPath(product: Pick<ProductCard, 'id' | 'slugs'>, lang: StorefrontLanguage): string {
  return pathFor('product', lang, { id: product.id, slug: product.slugs[lang] });
}

interface ProductTileProps {
  lang: StorefrontLanguage;
  product: ProductCard;
  /** small and large: a tile in a grid; list: a row with the short description. @default 'small' */
  look?: 'small' | 'large' | 'list';
  /** The first row of a page: its pictures load at once. */
  eager?: boolean;
  /** The name's heading level: h2 straight under the page's title, h3 under a section's. @default 'h3' */
  heading?: 'h2' | 'h3';
}

/** A product in a collection, a search result or a relation: picture, name, price, availability. */
export function ProductTile({
  lang,
  product,
  look = 'small',
  eager = false,
  heading: Heading = 'h3',
}: ProductTileProps) {
  const sizes =
    look === 'list'
      ? '(max-width: 480px) 40vw, 12rem'
      : look === 'large'
        ? '(max-width: 480px) 100vw, (max-width: 960px) 50vw, 33vw'
        : '(max-width: 480px) 50vw, (max-width: 960px) 33vw, 20vw';
  return (
    <Card
      as="article"
      padding="sm"
      interactive
      className={classNames(styles.tile, styles[`tile--${look}`])}
      data-product-id={product.id}
    >
      <ProductPicture image={product.image} sizes={sizes} eager={eager} alt="" className={styles.tile__picture} />
      <div className={styles.tile__body}>
        <Heading className={styles.tile__name}>
          <a className={styles.tile__link} href={productPath(product, lang)}>
            {product.name}
          </a>
        </Heading>
        {look !== 'small' && product.shortDescription && (
          <p className={styles.tile__description}>{product.shortDescription}</p>
        )}
        <ProductPrice price={product.price} from={product.priceFrom} lang={lang} />
        <div>
          <AvailabilityNote lang={lang} availability={product.availability} availableFrom={product.availableFrom} />
        </div>
      </div>
    </Card>
  );
}
