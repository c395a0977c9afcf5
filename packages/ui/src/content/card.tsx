import type { ComponentPropsWithoutRef, Ref } from 'react';
import { classNames } from '../class-names';
import styles from './content.module.css';

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  ref?: Ref<HTMLElement>;
  /** The element: `article` for a product tile, `li` inside a list, `section` for a page part. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** A shadow instead of a border. */
  elevated?: boolean;
  /** Lifts on hover and shows the focus ring when a link inside has focus (a product tile). */
  interactive?: boolean;
}

/** A framed block of content. */
export function Card({ as = 'div', ref, padding = 'md', elevated, interactive, className, ...rest }: CardProps) {
  // Every allowed element takes the same props as a div; only the ref's element type differs.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={classNames(styles['ui-card'], className)}
      data-padding={padding}
      data-elevated={elevated || undefined}
      data-interactive={interactive || undefined}
    />
  );
}
