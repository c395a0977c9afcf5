import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, such as the loading message of a skeleton. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={classNames(styles['ui-visually-hidden'], className)} {...rest} />;
}
