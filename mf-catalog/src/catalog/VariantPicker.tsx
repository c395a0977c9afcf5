import type { ProductOption } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { RadioGroup, Select } from '@shop/ui';
import { useId } from 'react';
import { useCatalogText } from '../screens/PageFrame';
import { classNames } from './class-names';
import { ProductPicture } from './ProductPicture';
import styles from './VariantPicker.module.css';

interface VariantPickerProps {
  lang: StorefrontLanguage;
  /** The options whose values make the variants (SPEC §3 kinds and displays). */
  options: ProductOption[];
  /** The chosen value ids, one per option. */
  chosen: readonly number[];
  /** Called with every chosen value id after the shopper changed one. */
  onChoose: (valueIds: number[]) => void;
}

/** Frame size, colour, battery…: each option drawn the way the catalogue asks (swatches, buttons, a list). */
export function VariantPicker({ lang, options, chosen, onChoose }: VariantPickerProps) {
  const choose = (option: ProductOption, valueId: number) => {
    const others = chosen.filter((id) => !option.values.some((value) => value.id === id));
    onChoose([...others, valueId]);
  };
  return (
    <div className={styles.picker}>
      {options.map((option) => (
        <OptionChoice
          key={option.id}
          lang={lang}
          option={option}
          chosen={option.values.find((value) => chosen.includes(value.id))?.id}
          onChoose={(valueId) => choose(option, valueId)}
        />
      ))}
    </div>
  );
}

interface OptionChoiceProps {
  lang: StorefrontLanguage;
  option: ProductOption;
  chosen: number | undefined;
  onChoose: (valueId: number) => void;
}

function OptionChoice({ lang, option, chosen, onChoose }: OptionChoiceProps) {
  const t = useCatalogText(lang);
  const labelOf = (value: ProductOption['values'][number]) =>
    value.available ? value.label : t('product.options.unavailable', { value: value.label });
  switch (option.display) {
    case 'dropdown':
      return (
        <Select
          label={option.name}
          value={chosen === undefined ? '' : String(chosen)}
          placeholder={chosen === undefined ? t('product.options.choose') : undefined}
          onChange={(event) => onChoose(Number(event.target.value))}
          options={option.values.map((value) => ({ value: String(value.id), label: labelOf(value) }))}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          legend={option.name}
          value={chosen === undefined ? '' : String(chosen)}
          onChange={(value) => onChoose(Number(value))}
          options={option.values.map((value) => ({ value: String(value.id), label: labelOf(value) }))}
          orientation="horizontal"
        />
      );
    default:
      // colors, images and buttons (and any display a variant option should not have) as tiles
      return <TileChoice lang={lang} option={option} chosen={chosen} onChoose={onChoose} />;
  }
}

/** Radio buttons drawn as colour swatches, pictures or buttons: arrow keys move between them. */
function TileChoice({ lang, option, chosen, onChoose }: OptionChoiceProps) {
  const t = useCatalogText(lang);
  const name = useId();
  const chosenLabel = option.values.find((value) => value.id === chosen)?.label;
  const look = option.display === 'colors' ? 'swatch' : option.display === 'images' ? 'image' : 'button';
  return (
    <fieldset className={styles.option} data-option={option.code}>
      <legend className={styles.option__legend}>
        {option.name}
        {chosenLabel && look !== 'button' && <span className={styles.option__chosen}>: {chosenLabel}</span>}
      </legend>
      <div className={styles.option__values}>
        {option.values.map((value) => (
          <label
            key={value.id}
            className={classNames(
              styles.tile,
              styles[`tile--${look}`],
              !value.available && styles['tile--unavailable'],
            )}
            title={look === 'button' ? undefined : value.label}
          >
            <input
              type="radio"
              className={styles.tile__input}
              name={name}
              value={value.id}
              checked={value.id === chosen}
              onChange={() => onChoose(value.id)}
            />
            {look === 'swatch' && (
              <span
                className={styles.tile__swatch}
                style={{ background: value.color ?? 'transparent' }}
                aria-hidden="true"
              />
            )}
            {look === 'image' && (
              <ProductPicture image={value.image} sizes="4rem" alt="" className={styles.tile__image} />
            )}
            <span className={look === 'button' ? styles.tile__text : styles.visuallyHidden}>
              {value.label}
              {!value.available && (
                <span className={styles.visuallyHidden}> {t('product.options.unavailableHint')}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
