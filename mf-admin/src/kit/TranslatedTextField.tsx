import type { FieldErrors } from '@shop/contracts';
import { storefrontLanguages } from '@shop/i18n';
import { TextArea, TextField } from '@shop/ui';
import { useId } from 'react';
import { useText } from '../screens/text';
import styles from './kit.module.css';

export interface TranslatedTextFieldProps {
  /** The field's name in the form and the contract (`name` → errors at `name`, `name.pl`, `name.en`). */
  name: string;
  label: string;
  value: Record<string, string>;
  errors: FieldErrors;
  onChange: (value: Record<string, string>) => void;
  /** Several lines (a description) instead of one. */
  multiline?: boolean;
  hint?: string;
}

/**
 * A text customers read, entered for every storefront language, each one required (SPEC §5 "Translations are
 * required for all languages"); pairs with `translatedText()` of @shop/contracts.
 */
export function TranslatedTextField({
  name,
  label,
  value,
  errors,
  onChange,
  multiline,
  hint,
}: TranslatedTextFieldProps) {
  const t = useText();
  const legendId = useId();
  const whole = errors[name];
  return (
    <fieldset className={styles.translated} aria-describedby={whole ? `${legendId}-error` : undefined}>
      <legend id={legendId} className={styles.translated__legend}>
        {label}
      </legend>
      {hint && <p className={styles.translated__hint}>{hint}</p>}
      {whole && (
        <p id={`${legendId}-error`} className={styles.translated__error}>
          {whole}
        </p>
      )}
      {storefrontLanguages.map((lang) => {
        const common = {
          name: `${name}.${lang}`,
          label: t(`kit.languages.${lang}`),
          required: true,
          value: value[lang] ?? '',
          error: errors[`${name}.${lang}`],
          lang,
        };
        return multiline ? (
          <TextArea
            key={lang}
            {...common}
            rows={4}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          />
        ) : (
          <TextField key={lang} {...common} onChange={(event) => onChange({ ...value, [lang]: event.target.value })} />
        );
      })}
    </fieldset>
  );
}
