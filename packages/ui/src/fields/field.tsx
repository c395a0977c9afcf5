import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import styles from './field.module.css';

/** The words around a form control; every one is passed in already translated. */
export interface FieldTextProps {
  label: ReactNode;
  /** Help shown under the label ("We send the invoice here"). */
  hint?: ReactNode;
  /** The message of a failed check; marks the control invalid. */
  error?: ReactNode;
  /** Marks the control required (a `*` on screen, `required` for assistive technology). */
  required?: boolean;
  /** Keeps the label for screen readers only, e.g. for a search box with a visible button. */
  hideLabel?: boolean;
}

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** The ids that describe a control: its hint, its error and whatever the caller adds. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  extra?: string,
): string | undefined {
  return classNames(hint ? ids.hint : undefined, error ? ids.error : undefined, extra) || undefined;
}

export function RequiredMark() {
  return (
    <span className={styles['ui-field__required']} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles['ui-field__hint']}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles['ui-field__error']}>
      {children}
    </p>
  );
}

interface FieldProps extends FieldTextProps {
  ids: FieldIds;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error, stacked, with the label bound to the control. */
export function Field({ label, hint, error, required, hideLabel, ids, className, children }: FieldProps) {
  return (
    <div className={classNames(styles['ui-field'], className)}>
      <label htmlFor={ids.control} className={styles['ui-field__label']} data-hidden={hideLabel || undefined}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}

export const fieldStyles = styles;
