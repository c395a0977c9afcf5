import {
  type AdminProduct,
  AdminProductChange,
  Availability,
  Condition,
  ProcessingTime,
  ProductCategory,
  ProductType,
  Unit,
} from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { changeProduct, deleteProduct, duplicateProduct, getProduct, productHistory } from '../api/products';
import { AdminPage } from '../kit/AdminPage';
import { AskFirst } from '../kit/AskFirst';
import { changedValues, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { ProductPictures } from '../media/ProductPictures';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { DownloadFilePanel } from './DownloadFilePanel';
import { OptionSettings } from './OptionSettings';
import { safetyInput, vatRateOptions } from './product-form';
import { SafetyFields } from './SafetyFields';
import { VariantEditor } from './VariantEditor';

/**
 * One product: its texts, slugs and settings edited at the version read (a save after someone else's is
 * refused with the server's message), its variants and prices, its pictures, its history; duplicated or
 * deleted from the page's actions.
 */
export function ProductPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getProduct(id, signal), [id]);
  const trail = [{ label: t('sections.products'), href: adminPath(lang, 'products') }];

  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('products.detailTitle')}
        failedTitle={t('products.loadFailed')}
        trail={trail}
      />
    );
  }
  const product = loaded.data;
  const actions = (
    <>
      {staff.may('products.create') && <DuplicateProduct product={product} />}
      {staff.may('products.delete') && <DeleteProduct product={product} />}
    </>
  );
  return (
    <AdminPage title={product.name[lang]} trail={trail} actions={actions}>
      {staff.may('products.update') && (
        <section className={styles.panel} aria-labelledby="product-edit-title">
          <h2 id="product-edit-title" className={styles.panel__title}>
            {t('products.editTitle')}
          </h2>
          <ProductForm product={product} onSaved={replace} />
        </section>
      )}
      <VariantEditor product={product} editable={staff.may('products.update')} onSaved={replace} />
      {staff.may('products.update') && <OptionSettings product={product} onSaved={replace} />}
      {staff.may('products.update') && (
        <ProductPictures productId={product.id} version={product.version} onChanged={() => reload()} />
      )}
      {staff.may('products.update') && product.type === 'download' && <DownloadFilePanel productId={product.id} />}
      <HistoryPanel
        version={String(product.version)}
        load={(query, signal) => productHistory(String(product.id), query, signal)}
        fieldLabel={(field) => t(`products.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      />
    </AdminPage>
  );
}

const tagsText = (tags: readonly string[]) => tags.join(', ');

function ProductForm({ product, onSaved }: { product: AdminProduct; onSaved: (product: AdminProduct) => void }) {
  const t = useText();
  const choice = (name: string, options: readonly string[], labels: string) => ({
    label: t(`products.fields.${name}`),
    required: true,
    options: options.map((value) => ({ value, label: t(`products.${labels}.${value}`) })),
  });
  return (
    <FormPage
      key={product.version}
      name="product-change"
      schema={AdminProductChange}
      initial={{
        name: product.name as Record<string, string>,
        slug: product.slug as Record<string, string>,
        short: product.short as Record<string, string>,
        description: product.description as Record<string, string>,
        category: product.category as string,
        type: product.type as string,
        unit: product.unit as string,
        vatRate: String(product.vatRate),
        minQuantity: String(product.minQuantity),
        maxQuantity: String(product.maxQuantity),
        condition: product.condition as string,
        availability: product.availability as string,
        processingTime: product.processingTime as string,
        tags: tagsText(product.tags),
        manufacturerId: product.manufacturerId === null ? '' : String(product.manufacturerId),
        safety: product.safety as Record<string, string>,
      }}
      prepare={(values, initial) => {
        const { tags, vatRate, minQuantity, maxQuantity, manufacturerId, safety, ...changed } = changedValues(
          values,
          initial,
        );
        // The manufacturer and the warnings go together, so the server checks them as the product will be.
        const safetyChanged = manufacturerId !== undefined || safety !== undefined;
        const numbers = Object.entries({ vatRate, minQuantity, maxQuantity }).flatMap(([field, value]) =>
          value === undefined ? [] : [[field, /^\d+$/.test(String(value)) ? Number(value) : value]],
        );
        return {
          ...changed,
          ...Object.fromEntries(numbers),
          ...(tags !== undefined
            ? {
                tags: String(tags)
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              }
            : {}),
          ...(safetyChanged ? safetyInput(values) : {}),
          version: product.version,
        };
      }}
      onSubmit={async (change) => {
        onSaved(await changeProduct(String(product.id), change));
        toast(t('products.saved'));
      }}
    >
      {(form) => (
        <div className={styles.fields}>
          <TranslatedTextField label={t('products.fields.name')} {...form.translated('name')} />
          <TranslatedTextField
            label={t('products.fields.slug')}
            hint={t('products.hints.slug')}
            {...form.translated('slug')}
          />
          <TranslatedTextField label={t('products.fields.short')} multiline {...form.translated('short')} />
          <TranslatedTextField label={t('products.fields.description')} multiline {...form.translated('description')} />
          <Select {...choice('category', ProductCategory.options, 'categories')} {...form.text('category')} />
          <Select {...choice('type', ProductType.options, 'types')} {...form.text('type')} />
          <Select {...choice('unit', Unit.options, 'units')} {...form.text('unit')} />
          <Select label={t('products.fields.vatRate')} required options={vatRateOptions} {...form.text('vatRate')} />
          <TextField label={t('products.fields.minQuantity')} inputMode="numeric" {...form.text('minQuantity')} />
          <TextField label={t('products.fields.maxQuantity')} inputMode="numeric" {...form.text('maxQuantity')} />
          <Select {...choice('condition', Condition.options, 'conditions')} {...form.text('condition')} />
          <Select {...choice('availability', Availability.options, 'availability')} {...form.text('availability')} />
          <Select
            {...choice('processingTime', ProcessingTime.options, 'processing')}
            {...form.text('processingTime')}
          />
          <TextField label={t('products.fields.tags')} hint={t('products.hints.commas')} {...form.text('tags')} />
          <SafetyFields form={form} />
        </div>
      )}
    </FormPage>
  );
}

/** A hidden copy of the product, opened at once. */
function DuplicateProduct({ product }: { product: AdminProduct }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [busy, setBusy] = useState(false);
  const duplicate = async () => {
    setBusy(true);
    try {
      const copy = await duplicateProduct(String(product.id));
      toast(t('products.duplicated', { id: copy.id }));
      goTo(adminPath(lang, 'products', String(copy.id)));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={duplicate}>
      {t('products.duplicate')}
    </Button>
  );
}

/** Delete, asked first; a product in orders being handled is refused and the dialog says why. */
function DeleteProduct({ product }: { product: AdminProduct }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AskFirst
      label={t('products.delete')}
      question={t('products.deleteQuestion', { name: product.name[lang] })}
      text={t('products.deleteExplained')}
      action={async () => {
        await deleteProduct(String(product.id));
        toast(t('products.deleted'));
        goTo(adminPath(lang, 'products'));
      }}
    />
  );
}
