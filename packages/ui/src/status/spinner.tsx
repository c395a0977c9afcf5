import { classNames } from '../class-names';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** Announced to screen readers ("Loading…"); without it the spinner is decoration only. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A turning circle for work in progress; it turns slowly when the shopper prefers reduced motion. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const circle = (
    <svg className={styles['ui-spinner__circle']} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle
        className={styles['ui-spinner__track']}
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  const rootClass = classNames(styles['ui-spinner'], className);
  if (!label) {
    return (
      <span className={rootClass} data-size={size} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span className={rootClass} data-size={size} role="status">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
