import type { ReactNode } from 'react';
import { IconButton } from '../actions/icon-button';
import { classNames } from '../class-names';
import { CloseIcon } from '../icons';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

interface AlertBaseProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Announce the message when it appears: `polite` (role status) or `assertive` (role alert, for errors
   * that stop the shopper). Leave it out for messages that are part of the page from the start.
   */
  announce?: 'polite' | 'assertive';
  className?: string;
}

/** With `onDismiss` the message shows a × button named by `dismissLabel` ("Close"). */
export type AlertProps = AlertBaseProps &
  ({ onDismiss?: undefined; dismissLabel?: undefined } | { onDismiss: () => void; dismissLabel: string });

const marks: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', danger: '!' };
const roles = { polite: 'status', assertive: 'alert' } as const;

function Message(props: AlertProps & { banner?: boolean }) {
  const { tone = 'info', title, children, announce, className, banner } = props;
  return (
    <div
      className={classNames(styles['ui-alert'], className)}
      data-tone={tone}
      data-banner={banner || undefined}
      role={announce ? roles[announce] : undefined}
    >
      <span className={styles['ui-alert__mark']} aria-hidden="true">
        <span className={styles['ui-alert__glyph']}>{marks[tone]}</span>
      </span>
      <div className={styles['ui-alert__content']}>
        {title && <strong className={styles['ui-alert__title']}>{title}</strong>}
        {children}
      </div>
      {props.onDismiss && (
        <IconButton
          className={styles['ui-alert__dismiss']}
          label={props.dismissLabel}
          icon={<CloseIcon />}
          size="sm"
          onClick={props.onDismiss}
        />
      )}
    </div>
  );
}

/** A message in the flow of the page: info, success, warning or danger. */
export function Alert(props: AlertProps) {
  return <Message {...props} />;
}

/** A message across the full width of the page, such as "Test mode: orders are not real". */
export function Banner(props: AlertProps) {
  return <Message {...props} banner />;
}
