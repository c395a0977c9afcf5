import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { classNames } from '../class-names';
import { Spinner } from '../status/spinner';
import { VisuallyHidden } from '../status/visually-hidden';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks while the action runs. */
  loading?: boolean;
  /** Read by screen readers while loading ("Placing your order…"). */
  loadingLabel?: string;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export type ButtonProps = ButtonLookProps & ComponentPropsWithRef<'button'> & { href?: undefined };
/** A link that looks like a button: pass `href`. */
export type LinkButtonProps = ButtonLookProps & ComponentPropsWithRef<'a'> & { href: string };

function ignoreClick(event: MouseEvent) {
  event.preventDefault();
}

export function Button(props: ButtonProps | LinkButtonProps) {
  const { variant = 'primary', size = 'md', fullWidth, loading, loadingLabel, startIcon, endIcon, ...rest } = props;
  const look = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'aria-busy': loading || undefined,
  };
  const content = (
    <>
      {loading ? (
        <Spinner size="sm" />
      ) : (
        startIcon && (
          <span className={styles['ui-button__icon']} aria-hidden="true">
            {startIcon}
          </span>
        )
      )}
      {rest.children}
      {loading && loadingLabel && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
      {endIcon && (
        <span className={styles['ui-button__icon']} aria-hidden="true">
          {endIcon}
        </span>
      )}
    </>
  );

  if (rest.href !== undefined) {
    const { className, onClick, href, children: _children, ...anchor } = rest as LinkButtonProps;
    return (
      <a
        {...anchor}
        href={href}
        {...look}
        data-enabled={!loading || undefined}
        className={classNames(styles['ui-button'], className)}
        aria-disabled={loading || anchor['aria-disabled']}
        onClick={loading ? ignoreClick : onClick}
      >
        {content}
      </a>
    );
  }

  const { className, onClick, children: _children, type = 'button', disabled, ...button } = rest as ButtonProps;
  return (
    <button
      {...button}
      {...look}
      type={type}
      disabled={disabled}
      data-enabled={(!disabled && !loading) || undefined}
      className={classNames(styles['ui-button'], className)}
      aria-disabled={loading || button['aria-disabled']}
      onClick={loading ? ignoreClick : onClick}
    >
      {content}
    </button>
  );
}
