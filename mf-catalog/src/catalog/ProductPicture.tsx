import type { ProductImage } from '@shop/contracts';
import { useState } from 'react';
import { classNames } from './class-names';
import styles from './ProductPicture.module.css';

interface ProductPictureProps {
  image: ProductImage | undefined;
  /** How wide the picture is drawn, for the browser to pick a width (`sizes`). */
  sizes: string;
  /** Pictures a shopper sees first load at once; the rest when scrolled near. @default false */
  eager?: boolean;
  /** The text of a picture that does not describe more than the name beside it: ''. */
  alt?: string;
  className?: string;
}

/**
 * A product photo in the width the layout needs, with its size reserved so nothing jumps when it arrives.
 * Without a picture, or when it fails to load, a drawn bicycle stands in: never a broken image.
 */
export function ProductPicture({ image, sizes, eager = false, alt, className }: ProductPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const width = image?.width ?? 4;
  const height = image?.height ?? 3;
  if (!image || failedSrc === image.src) {
    const look = {
      className: classNames(styles.picture, styles['picture--fallback'], className),
      style: { aspectRatio: `${width} / ${height}` },
      'data-fallback': '',
    };
    return alt ? (
      <span {...look} role="img" aria-label={alt}>
        <BicycleDrawing />
      </span>
    ) : (
      <span {...look} aria-hidden="true">
        <BicycleDrawing />
      </span>
    );
  }
  return (
    <img
      className={classNames(styles.picture, className)}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailedSrc(image.src)}
    />
  );
}

function BicycleDrawing() {
  return (
    <svg viewBox="0 0 120 72" aria-hidden="true" focusable="false" className={styles.picture__drawing}>
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="28" cy="48" r="18" />
        <circle cx="92" cy="48" r="18" />
        <path d="M28 48 46 22h30l16 26M46 22l14 26h-32M60 48 76 22M42 14h10M72 14l4 8" />
      </g>
    </svg>
  );
}
