import { Button, Select, TextField } from '@shop/ui';
import styles from '../admins/admins.module.css';
import type { FormApi } from '../kit/FormPage';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { useText } from '../screens/text';
import own from './preorders.module.css';
import { emptyProduct, type SeasonFormValues, type SeasonProductValues, stateOptions } from './season-form';

/** The season's fields: names, state, days, link validity and the products with their percent and limit. */
export function SeasonFields({ form }: { form: FormApi<SeasonFormValues> }) {
  const t = useText();
  return (
    <>
      <div className={styles.fields}>
        <TranslatedTextField label={t('preorders.fields.name')} {...form.translated('name')} />
        <Select label={t('preorders.fields.state')} required options={stateOptions(t)} {...form.text('state')} />
        <TextField label={t('preorders.fields.opensOn')} type="date" required {...form.text('opensOn')} />
        <TextField label={t('preorders.fields.closesOn')} type="date" required {...form.text('closesOn')} />
        <TextField
          label={t('preorders.fields.priceGuaranteeUntil')}
          hint={t('preorders.guaranteeHint')}
          type="date"
          required
          {...form.text('priceGuaranteeUntil')}
        />
        <TextField
          label={t('preorders.fields.linkValidDays')}
          hint={t('preorders.daysHint')}
          inputMode="numeric"
          required
          {...form.text('linkValidDays')}
        />
      </div>
      <SeasonProducts form={form} />
    </>
  );
}

/** One row per product (or variant) of the season; a row added or removed with its own button. */
function SeasonProducts({ form }: { form: FormApi<SeasonFormValues> }) {
  const t = useText();
  const lines = form.values.products;
  const change = (index: number, field: keyof SeasonProductValues, value: string) =>
    form.set(
      'products',
      lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    );
  const error = (index: number, field: string) => form.errors[`products.${index}.${field}`];
  return (
    <fieldset className={own.products} data-part="season-products">
      <legend>{t('preorders.fields.products')}</legend>
      <p className={own.hint}>{t('preorders.productsHint')}</p>
      {form.errors.products && (
        <p className={own.error} role="alert">
          {form.errors.products}
        </p>
      )}
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is their identity
        <div key={index} className={own.productRow} data-row={index}>
          <TextField
            label={t('preorders.fields.productId', { n: index + 1 })}
            inputMode="numeric"
            required
            name={`products.${index}.productId`}
            value={line.productId}
            error={error(index, 'productId')}
            onChange={(event) => change(index, 'productId', event.target.value)}
          />
          <TextField
            label={t('preorders.fields.variantId', { n: index + 1 })}
            hint={t('preorders.variantHint')}
            inputMode="numeric"
            name={`products.${index}.variantId`}
            value={line.variantId}
            error={error(index, 'variantId')}
            onChange={(event) => change(index, 'variantId', event.target.value)}
          />
          <TextField
            label={t('preorders.fields.percentOff', { n: index + 1 })}
            inputMode="numeric"
            name={`products.${index}.percentOff`}
            value={line.percentOff}
            error={error(index, 'percentOff')}
            onChange={(event) => change(index, 'percentOff', event.target.value)}
          />
          <TextField
            label={t('preorders.fields.limit', { n: index + 1 })}
            hint={t('preorders.limitHint')}
            inputMode="numeric"
            name={`products.${index}.limit`}
            value={line.limit}
            error={error(index, 'limit')}
            onChange={(event) => change(index, 'limit', event.target.value)}
          />
          {lines.length > 1 && (
            <Button
              variant="secondary"
              onClick={() =>
                form.set(
                  'products',
                  lines.filter((_, i) => i !== index),
                )
              }
            >
              {t('preorders.removeProduct', { n: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => form.set('products', [...lines, emptyProduct()])}>
        {t('preorders.addProduct')}
      </Button>
    </fieldset>
  );
}
