import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { describedBy, Field, type FieldTextProps, fieldStyles, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'>, FieldTextProps {
  options: SelectOption[];
  /** A first choice with an empty value ("Choose a topic"); a required select rejects it. */
  placeholder?: string;
  /** Class of the wrapper (label, select and messages). */
  className?: string;
  selectClassName?: string;
}

/** A native drop-down list with its label, hint and error. */
export function Select({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  selectClassName,
  options,
  placeholder,
  'aria-describedby': extraDescription,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Field {...{ label, hint, error, required, hideLabel, ids, className }}>
      <select
        {...select}
        id={ids.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error }, extraDescription)}
        className={classNames(fieldStyles['ui-field__control'], fieldStyles['ui-field__select'], selectClassName)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
