import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './content.module.css';

export interface EmptyStateProps {
  /** A picture for the message, decoration only (an inline SVG). */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** What to do next: a button or link ("Browse e-bikes"). */
  action?: ReactNode;
  /** The level of the title in the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing: an empty cart, no orders yet, no stores found. */
export function EmptyState({ icon, title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames(styles['ui-empty-state'], className)}>
      {icon && (
        <span className={styles['ui-empty-state__icon']} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles['ui-empty-state__title']}>{title}</Heading>
      {text && <p className={styles['ui-empty-state__text']}>{text}</p>}
      {action && <div className={styles['ui-empty-state__action']}>{action}</div>}
    </div>
  );
}
