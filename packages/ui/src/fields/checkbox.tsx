import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './choice.module.css';
import { describedBy, FieldError, FieldHint, type FieldTextProps, RequiredMark, useFieldIds } from './field';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>,
    Omit<FieldTextProps, 'hideLabel'> {
  /** May hold links, e.g. "I accept the <a>terms of service</a>". */
  label: ReactNode;
  /** Class of the wrapper (box, label and messages). */
  className?: string;
}

/** One box to tick, such as a consent, with its own hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  'aria-describedby': extraDescription,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={classNames(styles['ui-choice-field'], className)}>
      <div className={styles['ui-choice']}>
        <input
          {...input}
          id={ids.control}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error }, extraDescription)}
          className={styles['ui-choice__input']}
        />
        <label htmlFor={ids.control} className={styles['ui-choice__text']}>
          <span>
            {label}
            {required && <RequiredMark />}
          </span>
        </label>
      </div>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
