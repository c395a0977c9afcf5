import { type AdminPriceList, PriceListChange, PriceListInput } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { listGroups } from '../api/groups';
import {
  changePriceList,
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  priceListHistory,
} from '../api/price-lists';
import { DeleteEntity } from '../collections/DeleteEntity';
import { NewButton } from '../discounts/PromoCodePages';
import { changedOnly, currencyOptions, whole } from '../discounts/promo-form';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { GeneratePriceListPdf, PriceListPdfButtons } from './GeneratePriceListPdf';

// Saved price lists: for a customer group (or every customer), in one currency, net or gross, less a discount.
// Staff with `products.generate_price_list` print one as a PDF, from its page or its row of the list
// (GeneratePriceListPdf.tsx, docs/decisions/documents.md "Price lists").

type Values = { name: string; groupId: string; currency: string; prices: string; discountPercent: string };

const contractOf = (values: Values) => ({
  name: values.name,
  groupId: values.groupId || null,
  currency: values.currency || undefined,
  prices: values.prices || undefined,
  discountPercent: values.discountPercent.trim() === '' ? 0 : whole(values.discountPercent),
});

export function PriceListsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('sections.priceLists')}
      actions={
        staff.may('price_lists.create') && (
          <NewButton href={adminPath(lang, 'priceLists', 'new')}>{t('priceLists.add')}</NewButton>
        )
      }
    >
      <ServerList<AdminPriceList>
        caption={t('priceLists.caption')}
        load={listPriceLists}
        rowKey={(list) => list.id}
        rowHref={(list) => adminPath(lang, 'priceLists', list.id)}
        filters={[
          { name: 'q', label: t('priceLists.filters.q') },
          { name: 'currency', label: t('priceLists.fields.currency'), options: currencyOptions },
        ]}
        columns={[
          { key: 'name', label: t('priceLists.fields.name'), sortKey: 'name', cell: (list) => list.name },
          {
            key: 'group',
            label: t('priceLists.fields.groupId'),
            cell: (list) => list.group?.name ?? t('priceLists.everyone'),
          },
          { key: 'currency', label: t('priceLists.fields.currency'), cell: (list) => list.currency },
          {
            key: 'prices',
            label: t('priceLists.fields.prices'),
            cell: (list) => t(`priceLists.pricesKinds.${list.prices}`),
          },
          {
            key: 'discount',
            label: t('priceLists.fields.discountPercent'),
            align: 'end',
            cell: (list) => `${list.discountPercent}\u00a0%`,
          },
          ...(staff.may('products.generate_price_list')
            ? [
                {
                  key: 'pdf',
                  label: t('priceLists.pdf.column'),
                  cell: (list: AdminPriceList) => <PriceListPdfButtons list={list} />,
                },
              ]
            : []),
        ]}
        empty={{ title: t('priceLists.empty'), text: t('priceLists.emptyHint') }}
      />
    </AdminPage>
  );
}

function PriceListFields({ form }: { form: FormApi<Values> }) {
  const t = useText();
  const { loaded } = useLoad(
    (signal) => listGroups({ page: 1, limit: 100, sort: 'name', dir: 'asc', filters: {} }, signal),
    [],
  );
  const groups = loaded.state === 'ready' ? loaded.data.items.map((g) => ({ value: g.id, label: g.name })) : [];
  return (
    <div className={styles.fields}>
      <TextField label={t('priceLists.fields.name')} required autoComplete="off" {...form.text('name')} />
      <Select
        label={t('priceLists.fields.groupId')}
        options={[{ value: '', label: t('priceLists.everyone') }, ...groups]}
        {...form.text('groupId')}
      />
      <Select
        label={t('priceLists.fields.currency')}
        required
        placeholder={t('priceLists.chooseCurrency')}
        options={currencyOptions}
        {...form.text('currency')}
      />
      <Select
        label={t('priceLists.fields.prices')}
        required
        options={['gross', 'net'].map((kind) => ({ value: kind, label: t(`priceLists.pricesKinds.${kind}`) }))}
        {...form.text('prices')}
      />
      <TextField label={t('priceLists.fields.discountPercent')} inputMode="numeric" {...form.text('discountPercent')} />
    </div>
  );
}

export function PriceListCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'priceLists');
  return (
    <AdminPage title={t('priceLists.newTitle')} trail={[{ label: t('sections.priceLists'), href: list }]}>
      <FormPage
        name="price-list"
        schema={PriceListInput}
        initial={{ name: '', groupId: '', currency: '', prices: 'gross', discountPercent: '0' }}
        prepare={contractOf}
        cancelHref={list}
        onSubmit={async (input) => {
          const saved = await createPriceList(input);
          toast(t('priceLists.created', { name: saved.name }));
          goTo(adminPath(lang, 'priceLists', saved.id));
        }}
      >
        {(form) => <PriceListFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

export function PriceListPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getPriceList(id, signal), [id]);
  const list = adminPath(lang, 'priceLists');
  const trail = [{ label: t('sections.priceLists'), href: list }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('priceLists.detailTitle')}
        failedTitle={t('priceLists.loadFailed')}
        trail={trail}
      />
    );
  }
  const priceList = loaded.data;
  const values: Values = {
    name: priceList.name,
    groupId: priceList.group?.id ?? '',
    currency: priceList.currency,
    prices: priceList.prices,
    discountPercent: String(priceList.discountPercent),
  };
  return (
    <AdminPage
      title={priceList.name}
      trail={trail}
      actions={
        staff.may('price_lists.delete') && (
          <DeleteEntity
            label={t('priceLists.delete')}
            title={t('priceLists.deleteTitle', { name: priceList.name })}
            text={t('priceLists.deleteText')}
            done={t('priceLists.deleted', { name: priceList.name })}
            back={list}
            remove={() => deletePriceList(priceList.id)}
          />
        )
      }
    >
      {staff.may('products.generate_price_list') && (
        <section className={styles.panel} aria-labelledby="price-list-pdf">
          <h2 id="price-list-pdf" className={styles.panel__title}>
            {t('priceLists.pdf.title')}
          </h2>
          <div className={styles.fields}>
            <GeneratePriceListPdf list={priceList} />
          </div>
        </section>
      )}
      {staff.may('price_lists.update') && (
        <FormPage
          key={priceList.version}
          name="price-list"
          schema={PriceListChange}
          initial={values}
          prepare={(now, initial) => ({ ...changedOnly(contractOf, now, initial), version: priceList.version })}
          onSubmit={async (change) => {
            replace(await changePriceList(priceList.id, change));
            toast(t('priceLists.saved'));
          }}
        >
          {(form) => <PriceListFields form={form} />}
        </FormPage>
      )}
      <HistoryPanel
        version={priceList.version}
        load={(query, signal) => priceListHistory(priceList.id, query, signal)}
        fieldLabel={(field) => t(`priceLists.fields.${field}`, { defaultValue: field })}
      />
    </AdminPage>
  );
}
