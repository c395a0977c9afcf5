import {
  type AdminManufacturer,
  EU_COUNTRIES,
  MANUFACTURER_COUNTRIES,
  ManufacturerChange,
  ManufacturerFields,
} from '@shop/contracts';
import { Button, Select, TextArea, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import {
  changeManufacturer,
  createManufacturer,
  deleteManufacturer,
  getManufacturer,
  listManufacturers,
  manufacturerHistory,
} from '../api/manufacturers';
import { DeleteEntity } from '../collections/DeleteEntity';
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
import styles from './manufacturers.module.css';

// Manufacturers for product safety (GPSR): the name, postal and electronic address product pages show, and a
// maker outside the EU's responsible person in the EU. Kept under the catalogue's permissions.

const fieldNames = [
  'name',
  'address',
  'country',
  'email',
  'web',
  'responsibleName',
  'responsibleAddress',
  'responsibleCountry',
  'responsibleEmail',
  'responsibleWeb',
] as const;
type ManufacturerFormValues = Record<(typeof fieldNames)[number], string>;

const valuesOf = (m?: AdminManufacturer): ManufacturerFormValues =>
  Object.fromEntries(fieldNames.map((field) => [field, m?.[field] ?? (field === 'country' ? 'PL' : '')])) as never;

function countryOptions(lang: string, countries: readonly string[]) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return countries
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

function ManufacturerFieldset({ form }: { form: FormApi<ManufacturerFormValues> }) {
  const t = useText();
  const lang = useAdminLanguage();
  const outsideEu = !(EU_COUNTRIES as readonly string[]).includes(form.values.country);
  return (
    <div className={styles.fields}>
      <TextField label={t('manufacturers.fields.name')} required {...form.text('name')} />
      <TextArea
        label={t('manufacturers.fields.address')}
        hint={t('manufacturers.addressHint')}
        required
        rows={3}
        {...form.text('address')}
      />
      <Select
        label={t('manufacturers.fields.country')}
        required
        options={countryOptions(lang, MANUFACTURER_COUNTRIES)}
        {...form.text('country')}
      />
      <TextField label={t('manufacturers.fields.email')} type="email" {...form.text('email')} />
      <TextField
        label={t('manufacturers.fields.web')}
        hint={t('manufacturers.contactHint')}
        type="url"
        {...form.text('web')}
      />
      <fieldset className={styles.group}>
        <legend className={styles.group__legend}>{t('manufacturers.responsibleTitle')}</legend>
        <p className={styles.counts}>
          {outsideEu ? t('manufacturers.responsibleRequired') : t('manufacturers.responsibleOptional')}
        </p>
        <TextField
          label={t('manufacturers.fields.responsibleName')}
          required={outsideEu}
          {...form.text('responsibleName')}
        />
        <TextArea
          label={t('manufacturers.fields.responsibleAddress')}
          required={outsideEu}
          rows={3}
          {...form.text('responsibleAddress')}
        />
        <Select
          label={t('manufacturers.fields.responsibleCountry')}
          required={outsideEu}
          options={[{ value: '', label: '—' }, ...countryOptions(lang, EU_COUNTRIES)]}
          {...form.text('responsibleCountry')}
        />
        <TextField label={t('manufacturers.fields.responsibleEmail')} type="email" {...form.text('responsibleEmail')} />
        <TextField label={t('manufacturers.fields.responsibleWeb')} type="url" {...form.text('responsibleWeb')} />
      </fieldset>
    </div>
  );
}

export function ManufacturersListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'manufacturers', 'new');
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return (
    <AdminPage
      title={t('sections.manufacturers')}
      actions={
        staff.may('products.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('manufacturers.add')}
          </Button>
        )
      }
    >
      <ServerList<AdminManufacturer>
        caption={t('manufacturers.caption')}
        load={listManufacturers}
        rowKey={(m) => String(m.id)}
        rowHref={(m) => adminPath(lang, 'manufacturers', String(m.id))}
        defaultSort={{ sort: 'name', dir: 'asc' }}
        filters={[{ name: 'q', label: t('manufacturers.filters.q') }]}
        columns={[
          { key: 'name', label: t('manufacturers.fields.name'), sortKey: 'name', cell: (m) => m.name },
          { key: 'country', label: t('manufacturers.fields.country'), cell: (m) => names.of(m.country) ?? m.country },
          { key: 'contact', label: t('manufacturers.fields.contact'), cell: (m) => m.email ?? m.web ?? '—' },
          {
            key: 'responsible',
            label: t('manufacturers.fields.responsibleName'),
            cell: (m) => m.responsibleName ?? '—',
          },
          { key: 'products', label: t('manufacturers.fields.productCount'), align: 'end', cell: (m) => m.productCount },
        ]}
        empty={{ title: t('manufacturers.empty'), text: t('manufacturers.emptyHint') }}
      />
    </AdminPage>
  );
}

export function ManufacturerCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'manufacturers');
  return (
    <AdminPage title={t('manufacturers.newTitle')} trail={[{ label: t('sections.manufacturers'), href: list }]}>
      <FormPage
        name="manufacturer"
        schema={ManufacturerFields}
        initial={valuesOf()}
        cancelHref={list}
        onSubmit={async (input) => {
          const created = await createManufacturer(input);
          toast(t('manufacturers.created'));
          goTo(adminPath(lang, 'manufacturers', String(created.id)));
        }}
      >
        {(form) => <ManufacturerFieldset form={form} />}
      </FormPage>
    </AdminPage>
  );
}

export function ManufacturerPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getManufacturer(id, signal), [id]);
  const list = adminPath(lang, 'manufacturers');
  const trail = [{ label: t('sections.manufacturers'), href: list }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('manufacturers.detailTitle')}
        failedTitle={t('manufacturers.loadFailed')}
        trail={trail}
      />
    );
  const manufacturer = loaded.data;
  return (
    <AdminPage
      title={manufacturer.name}
      trail={trail}
      actions={
        staff.may('products.delete') && (
          <DeleteEntity
            label={t('manufacturers.delete')}
            title={t('manufacturers.deleteTitle', { name: manufacturer.name })}
            text={t('manufacturers.deleteText')}
            done={t('manufacturers.deleted')}
            back={list}
            remove={() => deleteManufacturer(String(manufacturer.id))}
          />
        )
      }
    >
      <p className={styles.counts}>{t('manufacturers.usedBy', { count: manufacturer.productCount })}</p>
      {staff.may('products.update') && (
        <FormPage
          key={manufacturer.version}
          name="manufacturer"
          schema={ManufacturerChange}
          initial={valuesOf(manufacturer)}
          prepare={(values) => ({ ...values, version: manufacturer.version })}
          onSubmit={async (change) => {
            replace(await changeManufacturer(String(manufacturer.id), change));
            toast(t('manufacturers.saved'));
          }}
        >
          {(form) => <ManufacturerFieldset form={form} />}
        </FormPage>
      )}
      <HistoryPanel
        version={manufacturer.version}
        load={(query, signal) => manufacturerHistory(String(manufacturer.id), query, signal)}
        fieldLabel={(field) => t(`manufacturers.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (value === null ? '—' : String(value))}
      />
    </AdminPage>
  );
}
