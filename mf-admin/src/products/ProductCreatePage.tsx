import {
  AdminProductInput,
  Availability,
  Condition,
  type FieldErrors,
  OptionDisplay,
  ProcessingTime,
  ProductCategory,
} from '@shop/contracts';
import { Button, Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { optionChoices } from '../api/options';
import { createProduct } from '../api/products';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { goTo } from '../kit/navigation';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import {
  type NewProductValues,
  newProductErrorOf,
  newProductInput,
  newProductValues,
  vatRateOptions,
} from './product-form';
import css from './products.module.css';
import { SafetyFields } from './SafetyFields';

const variantDisplays = OptionDisplay.options.filter((d) =>
  ['buttons', 'colors', 'dropdown', 'radio', 'images'].includes(d),
);

/**
 * A new product: its names, category, availability, SKU, stock and prices in PLN and EUR (regular, reduced,
 * dealer's net), and optionally one option whose values make its variants (each with the SKU numbered).
 * Every other field is edited on the product's page once it exists.
 */
export function ProductCreatePage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const back = adminPath(lang, 'products');
  return (
    <AdminPage title={t('products.createTitle')} trail={[{ label: t('sections.products'), href: back }]}>
      <FormPage
        name="product-create"
        schema={AdminProductInput}
        initial={newProductValues()}
        prepare={(values) => newProductInput(values)}
        cancelHref={back}
        submitLabel={t('products.create')}
        onSubmit={async (input) => {
          const product = await createProduct(input);
          toast(t('products.created'));
          goTo(adminPath(lang, 'products', String(product.id)));
        }}
      >
        {(form) => <NewProductFields form={form} savedOptions={staff.may('options.list')} />}
      </FormPage>
    </AdminPage>
  );
}

function NewProductFields({ form, savedOptions }: { form: FormApi<NewProductValues>; savedOptions: boolean }) {
  const t = useText();
  const field = (name: keyof NewProductValues & string) => ({
    ...form.text(name),
    error: newProductErrorOf(form.errors, name),
  });
  const select = (name: keyof NewProductValues & string, options: readonly string[], labels: string) => (
    <Select
      label={t(`products.fields.${name}`)}
      required
      options={options.map((value) => ({ value, label: t(`products.${labels}.${value}`) }))}
      {...form.text(name)}
    />
  );
  return (
    <>
      <div className={styles.fields}>
        <TranslatedTextField label={t('products.fields.name')} {...form.translated('name')} />
        {select('category', ProductCategory.options, 'categories')}
        {select('availability', Availability.options, 'availability')}
        {select('processingTime', ProcessingTime.options, 'processing')}
        {select('condition', Condition.options, 'conditions')}
        <Select label={t('products.fields.vatRate')} required options={vatRateOptions} {...form.text('vatRate')} />
        <TextField label={t('products.fields.tags')} hint={t('products.hints.commas')} {...field('tags')} />
        <TextField
          label={t('products.fields.collections')}
          hint={t('products.hints.collections')}
          inputMode="numeric"
          {...field('collections')}
        />
        <SafetyFields form={form} />
      </div>
      <fieldset className={css.group}>
        <legend className={css.group__legend}>{t('products.pricesTitle')}</legend>
        <div className={styles.fields}>
          <TextField label={t('products.fields.sku')} required {...field('sku')} />
          <TextField label={t('products.fields.stock')} inputMode="numeric" required {...field('stock')} />
          <TextField label={t('products.fields.regularPln')} inputMode="decimal" required {...field('regularPln')} />
          <TextField label={t('products.fields.reducedPln')} inputMode="decimal" {...field('reducedPln')} />
          <TextField label={t('products.fields.b2bPln')} inputMode="decimal" required {...field('b2bPln')} />
          <TextField label={t('products.fields.regularEur')} inputMode="decimal" required {...field('regularEur')} />
          <TextField label={t('products.fields.b2bEur')} inputMode="decimal" required {...field('b2bEur')} />
        </div>
      </fieldset>
      <OptionFields form={form} savedOptions={savedOptions} />
    </>
  );
}

/**
 * The option whose values make the variants: its name, how the storefront shows it, and its values, typed
 * or taken from a saved option (the options section's definitions) and then changed as needed.
 */
function OptionFields({ form, savedOptions }: { form: FormApi<NewProductValues>; savedOptions: boolean }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded } = useLoad((signal) => (savedOptions ? optionChoices(signal) : Promise.resolve([])), [savedOptions]);
  const definitions = loaded.state === 'ready' ? loaded.data.filter((option) => option.values.length > 0) : [];
  const takeDefinition = (id: string) => {
    const definition = definitions.find((option) => String(option.id) === id);
    if (!definition) return;
    form.set('optionName', { ...definition.name });
    form.set('optionDisplay', variantDisplays.includes(definition.display) ? definition.display : 'buttons');
    form.set(
      'optionValues',
      definition.values.map((value) => ({ ...value.label, color: value.color })),
    );
  };
  const values = form.values.optionValues;
  const optionErrors: FieldErrors = Object.fromEntries(
    Object.entries(form.errors).flatMap(([path, message]) =>
      path.startsWith('options.0.name') ? [[path.replace('options.0.name', 'optionName'), message]] : [],
    ),
  );
  const setValue = (index: number, lang: 'pl' | 'en', text: string) =>
    form.set(
      'optionValues',
      values.map((value, i) => (i === index ? { ...value, [lang]: text } : value)),
    );
  return (
    <fieldset className={css.group}>
      <legend className={css.group__legend}>{t('products.variantOptionTitle')}</legend>
      <p className={css.group__hint}>{t('products.hints.variantOption')}</p>
      <div className={styles.fields}>
        {definitions.length > 0 && (
          <Select
            label={t('products.fields.savedOption')}
            placeholder={t('products.savedOptionNone')}
            value=""
            options={definitions.map((option) => ({ value: String(option.id), label: option.name[lang] }))}
            onChange={(event) => takeDefinition(event.target.value)}
          />
        )}
        <TranslatedTextField
          label={t('products.fields.optionName')}
          {...form.translated('optionName')}
          errors={optionErrors}
        />
        <Select
          label={t('products.fields.optionDisplay')}
          options={variantDisplays.map((value) => ({ value, label: t(`products.displays.${value}`) }))}
          {...form.text('optionDisplay')}
        />
      </div>
      {newProductErrorOf(form.errors, 'optionValues') && (
        <p className={css.group__error} role="alert">
          {newProductErrorOf(form.errors, 'optionValues')}
        </p>
      )}
      <ol className={css.values}>
        {values.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
          <li key={index} className={css.values__row}>
            <TextField
              label={t('products.fields.valuePl', { n: index + 1 })}
              value={value.pl}
              lang="pl"
              error={form.errors[`options.0.values.${index}.label.pl`]}
              onChange={(event) => setValue(index, 'pl', event.target.value)}
            />
            <TextField
              label={t('products.fields.valueEn', { n: index + 1 })}
              value={value.en}
              lang="en"
              error={form.errors[`options.0.values.${index}.label.en`]}
              onChange={(event) => setValue(index, 'en', event.target.value)}
            />
            <Button
              variant="secondary"
              onClick={() =>
                form.set(
                  'optionValues',
                  values.filter((_, i) => i !== index),
                )
              }
            >
              {t('products.removeValue', { n: index + 1 })}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => form.set('optionValues', [...values, { pl: '', en: '' }])}>
        {t('products.addValue')}
      </Button>
    </fieldset>
  );
}
