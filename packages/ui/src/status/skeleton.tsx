import type { CSSProperties } from 'react';
import { classNames } from '../class-names';
import styles from './status.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SkeletonProps {
  /** `text` draws lines, `rect` a picture or a card, `circle` an avatar. @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of lines of a text skeleton. @default 1 */
  lines?: number;
  /** CSS length, e.g. '12rem' or '100%'. */
  width?: string;
  height?: string;
  /** Read by screen readers in place of the grey shapes ("Loading products…"); give it to one skeleton of a page. */
  label?: string;
  className?: string;
}

/** Grey shapes where content will appear, shimmering unless the shopper prefers reduced motion. */
export function Skeleton({ shape = 'text', lines = 1, width, height, label, className }: SkeletonProps) {
  const size: CSSProperties = { inlineSize: width, blockSize: height };
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span className={classNames(styles['ui-skeleton'], className)}>
      {label && <VisuallyHidden role="status">{label}</VisuallyHidden>}
      {Array.from({ length: count }, (_, line) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical and never reorder
          key={line}
          className={styles['ui-skeleton__shape']}
          data-shape={shape}
          style={size}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
