import { type AdminProduct, AdminProductChange, type AdminProductOption, textLimitOf } from '@shop/contracts';
import { Checkbox, TextField } from '@shop/ui';
import styles from '../admins/admins.module.css';
import { changeProduct } from '../api/products';
import { type FormApi, FormPage } from '../kit/FormPage';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';
import {
  extraOptionsOf,
  type OptionSettingsRow,
  type OptionSettingsValues,
  optionSettingsChanges,
  optionSettingsErrorOf,
  optionSettingsRowOf,
  settingsOf,
} from './option-settings';
import { gridCurrencies } from './product-form';
import css from './products.module.css';

/**
 * The options chosen beside the variant (issue 24): whether each must be chosen, its bounds by display and
 * what each value adds to the price, saved together at the version read. Nothing for a product without them.
 */
export function OptionSettings({ product, onSaved }: { product: AdminProduct; onSaved: (p: AdminProduct) => void }) {
  const t = useText();
  const options = extraOptionsOf(product);
  if (options.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="product-options-title">
      <h2 id="product-options-title" className={styles.panel__title}>
        {t('products.optionSettings.title')}
      </h2>
      <p className={css.group__hint}>{t('products.optionSettings.intro')}</p>
      <FormPage
        key={product.version}
        name="product-options"
        schema={AdminProductChange}
        initial={{ rows: Object.fromEntries(options.map((o) => [o.id, optionSettingsRowOf(o)])) }}
        prepare={(values) => ({ version: product.version, options: optionSettingsChanges(product, values.rows) })}
        submitLabel={t('products.optionSettings.save')}
        onSubmit={async (change) => {
          onSaved(await changeProduct(String(product.id), change));
          toast(t('products.optionSettings.saved'));
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            {options.map((option) => (
              <OptionFields key={option.id} product={product} option={option} form={form} />
            ))}
          </div>
        )}
      </FormPage>
    </section>
  );
}

function OptionFields({
  product,
  option,
  form,
}: {
  product: AdminProduct;
  option: AdminProductOption;
  form: FormApi<OptionSettingsValues>;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const row = form.values.rows[option.id]!;
  const settings = settingsOf(option);
  const changes = optionSettingsChanges(product, form.values.rows);
  const errorOf = (field: Parameters<typeof optionSettingsErrorOf>[3]) =>
    optionSettingsErrorOf(form.errors, changes, option.id, field);
  const setRow = (change: Partial<OptionSettingsRow>) =>
    form.set('rows', { ...form.values.rows, [option.id]: { ...row, ...change } });
  const text = (field: 'minValue' | 'maxValue' | 'maxLength', label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      value={row[field]}
      error={errorOf(field)}
      onChange={(event) => setRow({ [field]: event.target.value })}
    />
  );
  const bounds = settings.bounds === 'choices' ? ['minChoices', 'maxChoices'] : ['minNumber', 'maxNumber'];
  const noLimit = t('products.optionSettings.noLimit');
  return (
    <fieldset className={css.group} data-option={option.code}>
      <legend className={css.group__legend}>
        {t('products.optionSettings.legend', {
          option: option.name[lang],
          kind: t(`options.displays.${option.display}`),
        })}
      </legend>
      <Checkbox
        label={t(`products.optionSettings.${option.kind === 'BOOLEAN' ? 'requiredSwitch' : 'required'}`)}
        checked={row.required}
        error={errorOf('required')}
        onChange={(event) => setRow({ required: event.target.checked })}
      />
      {settings.bounds && (
        <div className={css.values__row}>
          {text('minValue', t(`products.optionSettings.${bounds[0]}`), noLimit)}
          {text('maxValue', t(`products.optionSettings.${bounds[1]}`), noLimit)}
        </div>
      )}
      {settings.maxLength &&
        text(
          'maxLength',
          t('products.optionSettings.maxLength'),
          t('products.optionSettings.maxLengthHint', { max: textLimitOf({ display: option.display }) }),
        )}
      {settings.futureOnly && (
        <Checkbox
          label={t('products.optionSettings.futureOnly')}
          checked={row.futureOnly}
          error={errorOf('futureOnly')}
          onChange={(event) => setRow({ futureOnly: event.target.checked })}
        />
      )}
      {settings.deltas &&
        option.values.map((value) => (
          <div key={value.id} className={css.values__row}>
            {gridCurrencies.map((currency) => (
              <TextField
                key={currency}
                label={t('products.optionSettings.delta', { value: value.label[lang], currency })}
                hint={t('products.optionSettings.deltaHint', { currency })}
                inputMode="decimal"
                value={row.deltas[value.id]?.[currency] ?? ''}
                error={errorOf({ valueId: value.id, currency })}
                onChange={(event) =>
                  setRow({
                    deltas: { ...row.deltas, [value.id]: { ...row.deltas[value.id]!, [currency]: event.target.value } },
                  })
                }
              />
            ))}
          </div>
        ))}
    </fieldset>
  );
}
