import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import type { ButtonSize, ButtonVariant } from './button';
import styles from './button.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** What the button does, read by screen readers and shown as a tooltip ("Remove from cart"). */
  label: string;
  /** The icon, decoration only (an inline SVG). */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button with an icon and no visible text. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  title,
  disabled,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-label={label}
      title={title ?? label}
      data-variant={variant}
      data-size={size}
      data-icon-only=""
      data-enabled={!disabled || undefined}
      className={classNames(styles['ui-button'], className)}
    >
      <span className={styles['ui-button__icon']} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
