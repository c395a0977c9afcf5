import { type AdminProduct, AdminProductChange, Availability, ProcessingTime } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { Select, VisuallyHidden } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { changeProduct, getProduct, productHistory } from '../api/products';
import { AdminPage } from '../kit/AdminPage';
import { changedValues, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import kit from '../kit/kit.module.css';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { ProductPictures } from '../media/ProductPictures';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

/**
 * One product: its name, availability and processing time edited at the version read (a save after someone
 * else's is refused with the server's message), its variants with stock and prices, and its history.
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
  return (
    <AdminPage title={product.name[lang]} trail={trail}>
      {staff.may('products.update') && (
        <section className={styles.panel} aria-labelledby="product-edit-title">
          <h2 id="product-edit-title" className={styles.panel__title}>
            {t('products.editTitle')}
          </h2>
          <FormPage
            key={product.version}
            name="product-change"
            schema={AdminProductChange}
            initial={{
              version: product.version,
              name: product.name as Record<string, string>,
              availability: product.availability as string,
              processingTime: product.processingTime as string,
            }}
            prepare={(values, initial) => ({ ...changedValues(values, initial), version: product.version })}
            onSubmit={async (change) => {
              replace(await changeProduct(String(product.id), change));
              toast(t('products.saved'));
            }}
          >
            {(form) => (
              <div className={styles.fields}>
                <TranslatedTextField label={t('products.fields.name')} {...form.translated('name')} />
                <Select
                  label={t('products.fields.availability')}
                  required
                  options={Availability.options.map((value) => ({
                    value,
                    label: t(`products.availability.${value}`),
                  }))}
                  {...form.text('availability')}
                />
                <Select
                  label={t('products.fields.processingTime')}
                  required
                  options={ProcessingTime.options.map((value) => ({
                    value,
                    label: t(`products.processing.${value}`),
                  }))}
                  {...form.text('processingTime')}
                />
              </div>
            )}
          </FormPage>
        </section>
      )}
      <Variants product={product} />
      {staff.may('products.update') && (
        <ProductPictures productId={product.id} version={product.version} onChanged={() => reload()} />
      )}
      <HistoryPanel
        version={String(product.version)}
        load={(query, signal) => productHistory(String(product.id), query, signal)}
        fieldLabel={(field) => t(`products.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      />
    </AdminPage>
  );
}

/** The variants as they are now: SKU, options, availability, stock and the PLN prices. */
function Variants({ product }: { product: AdminProduct }) {
  const t = useText();
  const lang = useAdminLanguage();
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '—' : formatMoney({ amount, currency: 'PLN' }, lang);
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
              <th scope="col" className={kit.table__header}>
                {t('products.fields.sku')}
              </th>
              <th scope="col" className={kit.table__header}>
                {t('products.fields.options')}
              </th>
              <th scope="col" className={kit.table__header}>
                {t('products.fields.availability')}
              </th>
              <th scope="col" className={kit.table__header}>
                {t('products.fields.stock')}
              </th>
              <th scope="col" className={kit.table__header}>
                {t('products.fields.regularPrice')}
              </th>
              <th scope="col" className={kit.table__header}>
                {t('products.fields.reducedPrice')}
              </th>
              <th scope="col" className={kit.table__header}>
                {t('products.fields.lowestPrior')}
              </th>
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
