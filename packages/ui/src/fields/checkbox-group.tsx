import { type ReactNode, useId, useState } from 'react';
import { classNames } from '../class-names';
import { useControllableState } from '../use-controllable-state';
import styles from './choice.module.css';
import { Choice, type ChoiceOption } from './choice-option';
import { FieldError, FieldHint, RequiredMark } from './field';

export interface CheckboxGroupProps {
  legend: ReactNode;
  options: ChoiceOption[];
  /** The chosen values; pass it to control the group, or `defaultValue` to let the group keep them. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** The `name` of every box, for native form data. */
  name?: string;
  /** The fewest choices accepted; below it the group reports `belowMinError`. */
  min?: number;
  /** The most choices accepted; at it, the boxes not ticked are disabled and `maxReachedNote` is shown. */
  max?: number;
  hint?: ReactNode;
  /** Shown when fewer than `min` are chosen, once the shopper has changed the group or `showErrors` is set. */
  belowMinError?: ReactNode;
  /** Shown while `max` choices are ticked ("You can choose up to 3"), announced politely. */
  maxReachedNote?: ReactNode;
  /** An error from outside (the server, a form check); it wins over `belowMinError`. */
  error?: ReactNode;
  /** Shows the below-min error before the shopper touched the group, e.g. after a submit attempt. */
  showErrors?: boolean;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** Boxes to tick with a lower and an upper bound on how many (SPEC §5). */
export function CheckboxGroup({
  legend,
  options,
  value,
  defaultValue = [],
  onChange,
  name,
  min,
  max,
  hint,
  belowMinError,
  maxReachedNote,
  error,
  showErrors,
  required,
  disabled,
  orientation = 'vertical',
  className,
}: CheckboxGroupProps) {
  const id = useId();
  const [chosen, setChosen] = useControllableState(value, defaultValue, onChange);
  const [touched, setTouched] = useState(false);
  const atMax = max !== undefined && chosen.length >= max;
  const belowMin = min !== undefined && chosen.length < min;
  const shownError = error || (belowMin && (touched || showErrors) ? belowMinError : undefined);
  const ids = { hint: `${id}-hint`, note: `${id}-note`, error: `${id}-error` };

  function toggle(optionValue: string, checked: boolean) {
    setTouched(true);
    const next = new Set(chosen);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the order of the options, whatever the order of the clicks.
    setChosen(options.map((option) => option.value).filter((candidate) => next.has(candidate)));
  }

  return (
    <fieldset
      className={classNames(styles['ui-choice-group'], className)}
      aria-describedby={
        classNames(hint ? ids.hint : null, atMax && maxReachedNote ? ids.note : null, shownError ? ids.error : null) ||
        undefined
      }
    >
      <legend className={styles['ui-choice-group__legend']}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <div className={styles['ui-choice-group__options']} data-orientation={orientation}>
        {options.map((option, index) => {
          const checked = chosen.includes(option.value);
          return (
            <Choice
              key={option.value}
              type="checkbox"
              id={`${id}-${index}`}
              name={name ?? id}
              option={option}
              checked={checked}
              disabled={Boolean(disabled || option.disabled || (atMax && !checked))}
              onChange={(nowChecked) => toggle(option.value, nowChecked)}
            />
          );
        })}
      </div>
      <p id={ids.note} className={styles['ui-choice-group__note']} aria-live="polite">
        {atMax ? maxReachedNote : null}
      </p>
      <FieldError id={ids.error}>{shownError}</FieldError>
    </fieldset>
  );
}
