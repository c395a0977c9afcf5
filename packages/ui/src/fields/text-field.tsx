import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { describedBy, Field, type FieldTextProps, fieldStyles, useFieldIds } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldTextProps {
  /** Class of the wrapper (label, input and messages). */
  className?: string;
  inputClassName?: string;
}

/** A one-line text input with its label, hint and error message. */
export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  inputClassName,
  type = 'text',
  'aria-describedby': extraDescription,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field {...{ label, hint, error, required, hideLabel, ids, className }}>
      <input
        {...input}
        id={ids.control}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error }, extraDescription)}
        className={classNames(fieldStyles['ui-field__control'], inputClassName)}
      />
    </Field>
  );
}
