import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { describedBy, Field, type FieldTextProps, fieldStyles, useFieldIds } from './field';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {
  /** Class of the wrapper (label, text area and messages). */
  className?: string;
  textAreaClassName?: string;
}

/** A multi-line text input (a contact message, an RMA description) with its label, hint and error. */
export function TextArea({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  textAreaClassName,
  rows = 5,
  'aria-describedby': extraDescription,
  ...textArea
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Field {...{ label, hint, error, required, hideLabel, ids, className }}>
      <textarea
        {...textArea}
        id={ids.control}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error }, extraDescription)}
        className={classNames(fieldStyles['ui-field__control'], fieldStyles['ui-field__textarea'], textAreaClassName)}
      />
    </Field>
  );
}
