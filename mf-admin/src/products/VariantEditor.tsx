import {
  type AdminProduct,
  AdminProductChange,
  type AdminProductOption,
  Availability,
  type StorefrontCurrency,
} from '@shop/contracts';
import { describeError, formatMoney } from '@shop/platform';
import { Button, Select, TextField, VisuallyHidden } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import styles from '../admins/admins.module.css';
import { changeProduct } from '../api/products';
import { AskFirst } from '../kit/AskFirst';
import { type FormApi, FormPage } from '../kit/FormPage';
import kit from '../kit/kit.module.css';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';
import { gridCurrencies, type VariantRowValues, variantChanges, variantErrorOf, variantRowOf } from './product-form';
import css from './products.module.css';

interface VariantEditorProps {
  product: AdminProduct;
  /** Staff may change the product (products.update): otherwise the variants are only shown. */
  editable: boolean;
  onSaved: (product: AdminProduct) => void;
}

/**
 * The variants: the values of the options that make them (add one: its variants appear priced as the
 * default one with nothing in stock; remove one: its variants go), and the grid of SKU, stock, availability
 * and prices per currency, saved together at the version read.
 */
export function VariantEditor({ product, editable, onSaved }: VariantEditorProps) {
  const t = useText();
  if (!editable) return <VariantTable product={product} />;
  const axes = product.options.filter((option) => option.variantAxis);
  return (
    <section className={styles.panel} aria-labelledby="product-variants-title">
      <h2 id="product-variants-title" className={styles.panel__title}>
        {t('products.variantsEditTitle')}
      </h2>
      {axes.map((option) => (
        <OptionValues key={option.id} product={product} option={option} onSaved={onSaved} />
      ))}
      <FormPage
        key={product.version}
        name="product-variants"
        schema={AdminProductChange}
        initial={{ rows: Object.fromEntries(product.variants.map((v) => [v.id, variantRowOf(v)])) }}
        prepare={(values) => ({ version: product.version, variants: variantChanges(product, values.rows) })}
        submitLabel={t('products.saveVariants')}
        onSubmit={async (change) => {
          onSaved(await changeProduct(String(product.id), change));
          toast(t('products.saved'));
        }}
      >
        {(form) => <VariantGrid product={product} form={form} onSaved={onSaved} />}
      </FormPage>
    </section>
  );
}

type GridValues = { rows: Record<number, VariantRowValues> };

function VariantGrid({
  product,
  form,
  onSaved,
}: {
  product: AdminProduct;
  form: FormApi<GridValues>;
  onSaved: (product: AdminProduct) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const changes = variantChanges(product, form.values.rows);
  /** The Omnibus price the storefront shows beside the current reduction. */
  const lowestPriorOf = (variant: AdminProduct['variants'][number], currency: StorefrontCurrency) => {
    const amount = variant.prices.find((price) => price.currency === currency)?.lowestPriorGross;
    return amount == null
      ? undefined
      : t('products.cells.lowestPrior', { price: formatMoney({ amount, currency }, lang) });
  };
  const setRow = (id: number, row: Partial<VariantRowValues>) =>
    form.set('rows', { ...form.values.rows, [id]: { ...form.values.rows[id]!, ...row } });
  return (
    <div className={kit.table__scroll}>
      <table className={kit.table}>
        <caption>
          <VisuallyHidden>{t('products.variantsEditTitle')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={kit.table__header}>
              {t('products.fields.options')}
            </th>
            <th scope="col" className={kit.table__header}>
              {t('products.fields.sku')}
            </th>
            <th scope="col" className={kit.table__header}>
              {t('products.fields.stock')}
            </th>
            <th scope="col" className={kit.table__header}>
              {t('products.fields.availability')}
            </th>
            {gridCurrencies.map((currency) => (
              <th key={currency} scope="col" className={kit.table__header}>
                {t('products.fields.pricesIn', { currency })}
              </th>
            ))}
            <th scope="col" className={kit.table__header}>
              <VisuallyHidden>{t('products.fields.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => {
            const row = form.values.rows[variant.id]!;
            const index = changes.findIndex((change) => change.id === variant.id);
            const priceIndex = (currency: string) =>
              changes[index]?.prices?.findIndex((price) => price.currency === currency);
            const name = variant.label || variant.sku;
            return (
              <tr key={variant.id} data-variant={variant.sku}>
                <th scope="row" className={kit.table__cell}>
                  {variant.label || '—'}
                </th>
                <td className={kit.table__cell}>
                  <TextField
                    className={css.cell}
                    label={t('products.cells.sku', { name })}
                    hideLabel
                    value={row.sku}
                    error={variantErrorOf(form.errors, index, 'sku')}
                    onChange={(event) => setRow(variant.id, { sku: event.target.value })}
                  />
                </td>
                <td className={kit.table__cell}>
                  <TextField
                    className={css.cell}
                    label={t('products.cells.stock', { name })}
                    hideLabel
                    inputMode="numeric"
                    value={row.stock}
                    error={variantErrorOf(form.errors, index, 'stock')}
                    onChange={(event) => setRow(variant.id, { stock: event.target.value })}
                  />
                </td>
                <td className={kit.table__cell}>
                  <Select
                    className={css.cell}
                    label={t('products.cells.availability', { name })}
                    hideLabel
                    value={row.availability}
                    options={Availability.options.map((value) => ({
                      value,
                      label: t(`products.availability.${value}`),
                    }))}
                    error={variantErrorOf(form.errors, index, 'availability')}
                    onChange={(event) => setRow(variant.id, { availability: event.target.value })}
                  />
                  {row.availability === 'available_from' && (
                    <TextField
                      className={css.cell}
                      type="date"
                      label={t('products.cells.availableFrom', { name })}
                      value={row.availableFrom}
                      error={variantErrorOf(form.errors, index, 'availableFrom')}
                      onChange={(event) => setRow(variant.id, { availableFrom: event.target.value })}
                    />
                  )}
                </td>
                {gridCurrencies.map((currency) => (
                  <td key={currency} className={kit.table__cell}>
                    <TextField
                      className={css.cell}
                      label={t('products.cells.regular', { name, currency })}
                      inputMode="decimal"
                      value={row.regular[currency]}
                      error={variantErrorOf(form.errors, index, `prices.${currency}.regular`, priceIndex(currency))}
                      onChange={(event) =>
                        setRow(variant.id, { regular: { ...row.regular, [currency]: event.target.value } })
                      }
                    />
                    <TextField
                      className={css.cell}
                      label={t('products.cells.reduced', { name, currency })}
                      hint={lowestPriorOf(variant, currency)}
                      inputMode="decimal"
                      value={row.reduced[currency]}
                      error={variantErrorOf(form.errors, index, `prices.${currency}.reduced`, priceIndex(currency))}
                      onChange={(event) =>
                        setRow(variant.id, { reduced: { ...row.reduced, [currency]: event.target.value } })
                      }
                    />
                  </td>
                ))}
                <td className={kit.table__cell}>
                  {product.variants.length > 1 && (
                    <AskedChange
                      label={t('products.removeVariant', { name })}
                      question={t('products.removeVariantQuestion', { name })}
                      product={product}
                      change={{ removeVariants: [variant.id] }}
                      onSaved={onSaved}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The values of one variant-making option: each removable (with its variants), and a new one added. */
function OptionValues({
  product,
  option,
  onSaved,
}: {
  product: AdminProduct;
  option: AdminProductOption;
  onSaved: (product: AdminProduct) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const [label, setLabel] = useState({ pl: '', en: '' });
  const [color, setColor] = useState('#000000');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const reportAccess = useReportAccess();
  const optionName = option.name[lang];
  const add = async () => {
    setBusy(true);
    setErrors({});
    try {
      const value = { optionId: option.id, label, color: option.display === 'colors' ? color : null };
      onSaved(await changeProduct(String(product.id), { version: product.version, addValues: [value] }));
      setLabel({ pl: '', en: '' });
      toast(t('products.valueAdded', { value: label[lang] }));
    } catch (error) {
      if (reportAccess(error)) return;
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={css.group} data-option={option.code}>
      <legend className={css.group__legend}>{t('products.optionValuesOf', { option: optionName })}</legend>
      <ul className={css.chips}>
        {option.values.map((value) => (
          <li key={value.id} className={css.chip}>
            {value.label[lang]}
            {option.values.length > 1 && (
              <AskedChange
                label={t('products.removeValueNamed', { value: value.label[lang] })}
                question={t('products.removeValueQuestion', { value: value.label[lang] })}
                product={product}
                change={{ removeValues: [value.id] }}
                onSaved={onSaved}
              />
            )}
          </li>
        ))}
      </ul>
      <div className={css.values__row}>
        <TextField
          label={t('products.newValuePl', { option: optionName })}
          lang="pl"
          value={label.pl}
          error={errors['addValues.0.label.pl'] ?? errors['addValues.0.label']}
          onChange={(event) => setLabel({ ...label, pl: event.target.value })}
        />
        <TextField
          label={t('products.newValueEn', { option: optionName })}
          lang="en"
          value={label.en}
          error={errors['addValues.0.label.en'] ?? errors['addValues.0.label']}
          onChange={(event) => setLabel({ ...label, en: event.target.value })}
        />
        {option.display === 'colors' && (
          <TextField
            type="color"
            label={t('products.newValueColor')}
            value={color}
            onChange={(event) => setColor(event.target.value)}
          />
        )}
        <Button variant="secondary" loading={busy} onClick={add}>
          {t('products.addValueTo', { option: optionName })}
        </Button>
      </div>
    </fieldset>
  );
}

/** A button that asks first, then saves one change of the product (a value or variant removed). */
function AskedChange({
  label,
  question,
  product,
  change,
  onSaved,
}: {
  label: string;
  question: string;
  product: AdminProduct;
  change: Omit<AdminProductChange, 'version'>;
  onSaved: (product: AdminProduct) => void;
}) {
  const t = useText();
  return (
    <AskFirst
      label={label}
      question={question}
      text={t('products.removeExplained')}
      variant="ghost"
      size="sm"
      action={async () => {
        onSaved(await changeProduct(String(product.id), { ...change, version: product.version }));
        toast(t('products.saved'));
      }}
    />
  );
}

/** The variants as they are now, for staff who may only read: SKU, options, availability, stock, PLN prices. */
function VariantTable({ product }: { product: AdminProduct }) {
  const t = useText();
  const lang = useAdminLanguage();
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '—' : formatMoney({ amount, currency: 'PLN' }, lang);
  const headers = ['sku', 'options', 'availability', 'stock', 'regularPrice', 'reducedPrice', 'lowestPrior'];
  return (
    <section className={styles.panel} aria-labelledby="product-variants-title">
      <h2 id="product-variants-title" className={styles.panel__title}>
        {t('products.variantsTitle')}
      </h2>
      <div className={kit.table__scroll}>
        <table className={kit.table}>
          <caption>
            <VisuallyHidden>{t('products.variantsTitle')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className={kit.table__header}>
                  {t(`products.fields.${header}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => {
              const pln = variant.prices.find((price) => price.currency === 'PLN');
              return (
                <tr key={variant.id}>
                  <th scope="row" className={kit.table__cell}>
                    {variant.sku}
                  </th>
                  <td className={kit.table__cell}>{variant.label || '—'}</td>
                  <td className={kit.table__cell}>{t(`products.availability.${variant.availability}`)}</td>
                  <td className={kit.table__cell}>{variant.stock}</td>
                  <td className={kit.table__cell}>{money(pln?.regularGross)}</td>
                  <td className={kit.table__cell}>{money(pln?.reducedGross)}</td>
                  <td className={kit.table__cell}>{money(pln?.lowestPriorGross)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
