import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import styles from './content.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** A short label on something: "New", "−20%", "Paid", "Preorder". */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={classNames(styles['ui-badge'], className)} data-tone={tone} />;
}
