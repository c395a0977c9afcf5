import type { ProductImage } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useCatalogText } from '../screens/PageFrame';
import styles from './ProductGallery.module.css';
import { ProductPicture } from './ProductPicture';

interface ProductGalleryProps {
  lang: StorefrontLanguage;
  images: ProductImage[];
  productName: string;
}

/**
 * The product's photos: one large, the others as thumbnails. The thumbnails are one tab stop; arrow keys,
 * Home and End move between them and show the picture at once.
 */
export function ProductGallery({ lang, images, productName }: ProductGalleryProps) {
  const t = useCatalogText(lang);
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // A new variant brings new photos: start again at its first one.
  const first = images[0]?.src;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the first photo changes
  useEffect(() => setShown(0), [first]);
  const current = images[Math.min(shown, images.length - 1)];

  const move = (event: KeyboardEvent, index: number) => {
    const last = images.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setShown(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className={styles.gallery} aria-label={t('product.gallery.label')}>
      <ProductPicture
        image={current}
        alt={current?.alt || productName}
        sizes="(max-width: 960px) 100vw, 60vw"
        eager
        className={styles.gallery__main}
      />
      {images.length > 1 && (
        <fieldset className={styles.gallery__thumbs}>
          <legend className={styles.visuallyHidden}>{t('product.gallery.thumbnails')}</legend>
          {images.map((image, index) => (
            <button
              key={image.src}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={styles.gallery__thumb}
              aria-pressed={index === shown}
              aria-label={t('product.gallery.show', { n: index + 1, total: images.length })}
              tabIndex={index === shown ? 0 : -1}
              onClick={() => setShown(index)}
              onKeyDown={(event) => move(event, index)}
            >
              <ProductPicture image={image} sizes="5rem" alt="" />
            </button>
          ))}
        </fieldset>
      )}
    </section>
  );
}
