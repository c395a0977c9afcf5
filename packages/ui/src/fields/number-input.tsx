import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { useControllableState } from '../use-controllable-state';
import { describedBy, Field, type FieldTextProps, useFieldIds } from './field';
import styles from './number-input.module.css';

export interface NumberInputProps extends FieldTextProps {
  /** A whole number; pass it to control the input, or `defaultValue` to let the input keep it. */
  value?: number;
  defaultValue?: number;
  /** Called with the number the shopper means: an empty input is 0, and it is kept within min and max. */
  onChange?: (value: number) => void;
  /** @default 0 */
  min?: number;
  /** The most the field takes (a product field passes the shop's maximum selling quantity). */
  max?: number;
  /** @default 1 */
  step?: number;
  /** Names of the − and + buttons for screen readers ("Fewer", "More"). */
  decrementLabel: string;
  incrementLabel: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Class of the wrapper (label, input and messages). */
  className?: string;
}

/** A quantity: type it, or step it with the buttons or the arrow keys. */
export function NumberInput({
  label,
  hint,
  error,
  required,
  hideLabel,
  value,
  defaultValue,
  onChange,
  min = 0,
  max,
  step = 1,
  decrementLabel,
  incrementLabel,
  id,
  name,
  disabled,
  onBlur,
  className,
}: NumberInputProps) {
  const ids = useFieldIds(id);
  const clamp = (n: number) => Math.min(Math.max(n, min), max ?? Number.POSITIVE_INFINITY);
  const [current, setCurrent] = useControllableState(value, clamp(defaultValue ?? 0), onChange);
  // What the shopper is typing, until the input loses focus; null shows the number itself.
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    const kept = clamp(next);
    if (kept !== current) setCurrent(kept);
  }

  function type(text: string) {
    const digits = min < 0 ? text.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '') : text.replace(/\D/g, '');
    const typed = digits === '' || digits === '-' ? 0 : Number.parseInt(digits, 10);
    if (max !== undefined && typed > max) {
      setDraft(null);
      commit(max);
      return;
    }
    setDraft(digits);
    commit(typed);
  }

  function stepBy(delta: number) {
    setDraft(null);
    commit(current + delta);
  }

  // Arrow keys step, Page keys take ten steps, Home and End jump to the bounds.
  function keyTarget(key: string): number | undefined {
    switch (key) {
      case 'ArrowUp':
        return current + step;
      case 'ArrowDown':
        return current - step;
      case 'PageUp':
        return current + step * 10;
      case 'PageDown':
        return current - step * 10;
      case 'Home':
        return min;
      case 'End':
        return max;
      default:
        return undefined;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const target = keyTarget(event.key);
    if (target === undefined) return;
    event.preventDefault();
    setDraft(null);
    commit(target);
  }

  return (
    <Field {...{ label, hint, error, required, hideLabel, ids, className }}>
      <div className={styles['ui-number-input']} data-invalid={error ? '' : undefined}>
        <button
          type="button"
          className={styles['ui-number-input__step']}
          aria-label={decrementLabel}
          aria-controls={ids.control}
          tabIndex={-1}
          disabled={disabled || current <= min}
          onClick={() => stepBy(-step)}
        >
          −
        </button>
        <input
          id={ids.control}
          name={name}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          required={required}
          disabled={disabled}
          value={draft ?? String(current)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setDraft(null);
            onBlur?.(event);
          }}
          className={styles['ui-number-input__value']}
        />
        <button
          type="button"
          className={styles['ui-number-input__step']}
          aria-label={incrementLabel}
          aria-controls={ids.control}
          tabIndex={-1}
          disabled={disabled || (max !== undefined && current >= max)}
          onClick={() => stepBy(step)}
        >
          +
        </button>
      </div>
    </Field>
  );
}
