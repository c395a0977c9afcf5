import type { ChosenValue, Money, ProductOption } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, useTranslation } from '@shop/platform';
import { Checkbox, CheckboxGroup, RadioGroup, TextArea, TextField } from '@shop/ui';
import { FileOptionField } from './FileOptionField';
import styles from './line-options.module.css';
import type { OptionErrors, OptionValues } from './option-values';

interface LineOptionFieldsProps {
  lang: StorefrontLanguage;
  currency: Money['currency'];
  /** The product's options that do not make variants (the variant pickers draw the others). */
  options: readonly ProductOption[];
  values: OptionValues;
  onChange: (optionId: number, value: ChosenValue) => void;
  errors: OptionErrors;
  /** Where focus goes when a check fails: the first field with an error gets `data-option-error`. */
  idPrefix: string;
  /** Names of files chosen earlier, by option id (a cart line being changed). */
  fileNames?: Record<number, string>;
}

/**
 * The fields of a line's extra options, each drawn by its SPEC §3 display: fitting choices as checkboxes
 * or toggle buttons, an insurance switch, an engraving, an e-mail, a date, a logo file. Used by the add to
 * cart fragment on the product page and by the cart line that changes its options.
 */
export function LineOptionFields({
  lang,
  currency,
  options,
  values,
  onChange,
  errors,
  idPrefix,
  fileNames,
}: LineOptionFieldsProps) {
  const { t } = useTranslation('checkout', { lng: lang });
  if (options.length === 0) return null;
  const deltaText = (amount: number | undefined) =>
    amount ? t('lineOptions.priceDelta', { price: formatMoney({ amount, currency }, lang) }) : undefined;
  /** A SELECT's or SELECT_MULTIPLE's values as boxes or radios, each with what it adds to the price. */
  const choicesOf = (option: ProductOption) =>
    option.values.map((v) => ({ value: String(v.id), label: v.label, hint: deltaText(v.priceDelta) }));
  return (
    <div className={styles.lineOptions}>
      {options.map((option) => {
        const id = `${idPrefix}-${option.id}`;
        const error = errors[option.id];
        const value = values[option.id];
        const set = (next: ChosenValue) => onChange(option.id, next);
        const common = { id, error, required: option.required, 'data-option-error': error ? '' : undefined };
        switch (option.kind) {
          case 'SELECT_MULTIPLE':
            return option.display === 'buttons' ? (
              <ToggleButtons
                key={option.id}
                option={option}
                value={value}
                set={set}
                error={error}
                deltaText={deltaText}
              />
            ) : (
              <CheckboxGroup
                key={option.id}
                legend={option.name}
                options={choicesOf(option)}
                value={(Array.isArray(value) ? value : []).map(String)}
                onChange={(chosen) => set(chosen.map(Number))}
                max={option.max}
                maxReachedNote={option.max ? t('lineOptions.maxChoices', { count: option.max }) : undefined}
                error={error}
                required={option.required}
              />
            );
          case 'SELECT':
            return (
              <RadioGroup
                key={option.id}
                legend={option.name}
                options={choicesOf(option)}
                value={Array.isArray(value) && value[0] ? String(value[0]) : ''}
                onChange={(chosen) => set([Number(chosen)])}
                error={error}
                required={option.required}
              />
            );
          case 'BOOLEAN':
            return (
              <Checkbox
                key={option.id}
                {...common}
                role={option.display === 'switch' ? 'switch' : undefined}
                label={option.name}
                checked={value === true}
                onChange={(event) => set(event.currentTarget.checked)}
              />
            );
          case 'FILE':
            return (
              <FileOptionField
                key={option.id}
                lang={lang}
                id={id}
                label={option.name}
                required={option.required}
                error={error}
                value={typeof value === 'string' ? value : ''}
                initialName={fileNames?.[option.id]}
                onChange={set}
              />
            );
          default:
            return option.display === 'textarea' ? (
              <TextArea
                key={option.id}
                {...common}
                label={option.name}
                value={typeof value === 'string' ? value : ''}
                maxLength={option.maxLength ?? 2000}
                hint={t('lineOptions.characters', { max: option.maxLength ?? 2000 })}
                onChange={(event) => set(event.currentTarget.value)}
              />
            ) : (
              <TextField
                key={option.id}
                {...common}
                label={option.name}
                type={option.display === 'text' ? 'text' : option.display}
                value={typeof value === 'string' ? value : ''}
                maxLength={option.display === 'text' ? (option.maxLength ?? 200) : undefined}
                min={option.display === 'number' ? option.min : option.futureOnly ? todayText() : undefined}
                max={option.display === 'number' ? option.max : undefined}
                inputMode={option.display === 'number' ? 'numeric' : undefined}
                autoComplete={option.display === 'email' ? 'email' : option.display === 'url' ? 'url' : 'off'}
                hint={hintOf(option, t)}
                onChange={(event) => set(event.currentTarget.value)}
              />
            );
        }
      })}
    </div>
  );
}

const todayText = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

function hintOf(option: ProductOption, t: (key: string, params?: Record<string, unknown>) => string) {
  if (option.display === 'number' && option.min !== undefined && option.max !== undefined)
    return t('lineOptions.range', { min: option.min, max: option.max });
  if (option.display === 'text' && option.maxLength) return t('lineOptions.characters', { max: option.maxLength });
  if (option.display === 'date' && option.futureOnly) return t('lineOptions.notPast');
  if (option.display === 'url') return t('lineOptions.urlHint');
  return undefined;
}

interface ToggleButtonsProps {
  option: ProductOption;
  value: ChosenValue | undefined;
  set: (value: ChosenValue) => void;
  error?: string;
  deltaText: (amount: number | undefined) => string | undefined;
}

/** SELECT_MULTIPLE drawn as buttons: each a toggle (aria-pressed) in a labelled group. */
function ToggleButtons({ option, value, set, error, deltaText }: ToggleButtonsProps) {
  const chosen = Array.isArray(value) ? value : [];
  const errorId = `option-error-${option.id}`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={styles.lineOptions__buttons}
      data-option-error={error ? '' : undefined}
    >
      <legend className={styles.lineOptions__legend}>{option.name}</legend>
      {option.values.map((v) => {
        const pressed = chosen.includes(v.id);
        return (
          <button
            key={v.id}
            type="button"
            aria-pressed={pressed}
            className={styles.lineOptions__toggle}
            onClick={() => set(pressed ? chosen.filter((id) => id !== v.id) : [...chosen, v.id])}
          >
            {v.label}
            {v.priceDelta ? <span className={styles.lineOptions__delta}> {deltaText(v.priceDelta)}</span> : null}
          </button>
        );
      })}
      {error && (
        <span id={errorId} className={styles.lineOptions__error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
