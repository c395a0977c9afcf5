import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import { useControllableState } from '../use-controllable-state';
import styles from './choice.module.css';
import { Choice, type ChoiceOption } from './choice-option';
import { FieldError, FieldHint, RequiredMark } from './field';

export interface RadioGroupProps {
  legend: ReactNode;
  options: ChoiceOption[];
  /** The chosen value; pass it to control the group, or `defaultValue` to let the group keep it. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The `name` of every radio, for native form data; one is made up when left out. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** One choice out of a few, all visible (delivery method, price display). Arrow keys move between them. */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue = '',
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const id = useId();
  const [chosen, setChosen] = useControllableState(value, defaultValue, onChange);
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  return (
    <fieldset
      className={classNames(styles['ui-choice-group'], className)}
      aria-describedby={classNames(hint ? ids.hint : null, error ? ids.error : null) || undefined}
    >
      <legend className={styles['ui-choice-group__legend']}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <div className={styles['ui-choice-group__options']} data-orientation={orientation}>
        {options.map((option, index) => (
          <Choice
            key={option.value}
            type="radio"
            id={`${id}-${index}`}
            name={name ?? id}
            option={option}
            checked={chosen === option.value}
            disabled={Boolean(disabled || option.disabled)}
            required={required}
            onChange={(checked) => checked && setChosen(option.value)}
          />
        ))}
      </div>
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}
