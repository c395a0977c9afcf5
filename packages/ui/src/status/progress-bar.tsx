import { useId } from 'react';
import { classNames } from '../class-names';
import styles from './status.module.css';

export interface ProgressBarProps {
  /** How far along, from 0 to `max`; leave it out while the amount is unknown. */
  value?: number;
  /** @default 100 */
  max?: number;
  /** What is progressing ("Uploading invoice.pdf"). */
  label: string;
  /** Read in place of the number ("3 of 10 files"); shown too when `showValue` is set. */
  valueText?: string;
  /** Shows the percentage (or `valueText`) beside the label. */
  showValue?: boolean;
  tone?: 'primary' | 'success' | 'danger';
  className?: string;
}

/** A bar that fills up, e.g. while attachments upload. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  showValue,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const known = value !== undefined;
  const percent = known ? Math.round((Math.min(Math.max(value, 0), max) / max) * 100) : 0;
  return (
    <div className={classNames(styles['ui-progress'], className)}>
      <div className={styles['ui-progress__header']}>
        <span id={labelId}>{label}</span>
        {showValue && known && (
          <span className={styles['ui-progress__value']} aria-hidden="true">
            {valueText ?? `${percent}%`}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={known ? Math.min(Math.max(value, 0), max) : undefined}
        aria-valuetext={known ? valueText : undefined}
        className={styles['ui-progress__track']}
      >
        <div
          className={styles['ui-progress__fill']}
          data-tone={tone}
          data-indeterminate={known ? undefined : ''}
          style={known ? { inlineSize: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
