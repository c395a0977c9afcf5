import type { ReactNode } from 'react';
import styles from './choice.module.css';

/** One choice of a checkbox or radio group. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A second line under the label ("Delivery in 2-3 days"). */
  hint?: ReactNode;
  disabled?: boolean;
}

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  id: string;
  name: string;
  option: ChoiceOption;
  checked: boolean;
  disabled: boolean;
  required?: boolean;
  onChange: (checked: boolean) => void;
}

/** A box or a dot with its label, as one row of a group. */
export function Choice({ type, id, name, option, checked, disabled, required, onChange }: ChoiceProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={styles['ui-choice']}>
      <input
        id={id}
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        disabled={disabled}
        required={required}
        aria-describedby={option.hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className={styles['ui-choice__input']}
      />
      <label htmlFor={id} className={styles['ui-choice__text']}>
        <span>{option.label}</span>
        {option.hint && (
          <span id={hintId} className={styles['ui-choice__hint']}>
            {option.hint}
          </span>
        )}
      </label>
    </div>
  );
}
