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
import styles from '../admins/admins.module.css';
import { createProduct } from '../api/products';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { goTo } from '../kit/navigation';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { type NewProductValues, newProductErrorOf, newProductInput, newProductValues } from './product-form';
import css from './products.module.css';

const variantDisplays = OptionDisplay.options.filter((d) =>
  ['buttons', 'colors', 'dropdown', 'radio', 'images'].includes(d),
);

/**
 * A new product: its names, category, availability, SKU, stock and prices in PLN and EUR (regular, reduced,
 * dealer's net), and optionally one option whose values make its variants (each with the SKU numbered).
 * Every other field is edited on the product's page once it exists.
 */
export function ProductCreatePage() {
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
        {(form) => <NewProductFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

function NewProductFields({ form }: { form: FormApi<NewProductValues> }) {
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
        <Select
          label={t('products.fields.vatRate')}
          required
          options={['23', '8', '5', '0'].map((value) => ({ value, label: `${value}%` }))}
          {...form.text('vatRate')}
        />
        <TextField label={t('products.fields.tags')} hint={t('products.hints.commas')} {...field('tags')} />
        <TextField
          label={t('products.fields.collections')}
          hint={t('products.hints.collections')}
          inputMode="numeric"
          {...field('collections')}
        />
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
      <OptionFields form={form} />
    </>
  );
}

/** The option whose values make the variants: its name, how the storefront shows it, and its values. */
function OptionFields({ form }: { form: FormApi<NewProductValues> }) {
  const t = useText();
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
