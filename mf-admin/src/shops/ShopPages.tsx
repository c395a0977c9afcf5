import { type AdminShop, ShopChange, ShopInput } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, CheckboxGroup, Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { changeShop, createShop, deleteShop, getShop, shopConfig, shopHistory } from '../api/shops';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { PinPicker } from './PinPicker';
import { ShopTags } from './ShopsListPage';
import {
  changedContract,
  newShopValues,
  openDays,
  regionOptions,
  type ShopFormValues,
  shopValuesOf,
  tagOptions,
  toContract,
  weekdays,
} from './shop-form';
import styles from './shops.module.css';

/** Where the pin stands now: both coordinates read as numbers, or none. */
function pinOf(values: ShopFormValues) {
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  return values.lat.trim() && values.lng.trim() && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : undefined;
}

/** The shop's fields, the same for a new shop and an edit. */
function ShopFields({ form }: { form: FormApi<ShopFormValues> }) {
  const t = useText();
  const { loaded: config } = useLoad((signal) => shopConfig(signal), []);
  const tilesUrl = config.state === 'ready' ? config.data.mapTilesUrl : null;
  // The contract numbers the open days in order; find each weekday's place to show its error there.
  const indexOf = new Map<number, number>(openDays(form.values).map(({ day }, index) => [day, index]));
  const hoursError = (day: number, field: 'opens' | 'closes') => {
    const index = indexOf.get(day);
    return index === undefined ? undefined : form.errors[`openingHours.${index}.${field}`];
  };
  return (
    <div className={styles.fields}>
      <TextField label={t('shops.fields.name')} required {...form.text('name')} />
      <TextField label={t('shops.fields.street')} required {...form.text('street')} />
      <div className={styles.row}>
        <TextField label={t('shops.fields.zip')} required {...form.text('zip')} />
        <TextField label={t('shops.fields.city')} required {...form.text('city')} />
      </div>
      <Select
        label={t('shops.fields.region')}
        required
        placeholder={t('shops.chooseRegion')}
        options={regionOptions(t)}
        {...form.text('region')}
      />
      {tilesUrl && (
        <PinPicker
          tilesUrl={tilesUrl}
          pin={pinOf(form.values)}
          onPlace={({ lat, lng }) => {
            form.set('lat', String(lat));
            form.set('lng', String(lng));
          }}
        />
      )}
      <div className={styles.row}>
        <TextField
          label={t('shops.fields.lat')}
          hint={t('shops.coordinatesHint')}
          inputMode="decimal"
          required
          {...form.text('lat')}
        />
        <TextField label={t('shops.fields.lng')} inputMode="decimal" required {...form.text('lng')} />
      </div>
      <TextField label={t('shops.fields.phones')} hint={t('shops.phonesHint')} {...form.text('phones')} />
      <TextField label={t('shops.fields.website')} type="url" {...form.text('website')} />
      <TextField label={t('shops.fields.email')} type="email" {...form.text('email')} />
      <TextField label={t('shops.fields.dealerId')} hint={t('shops.dealerIdHint')} {...form.text('dealerId')} />
      <CheckboxGroup
        legend={t('shops.fields.tags')}
        hint={t('shops.premiumNote')}
        options={tagOptions(t)}
        value={form.values.tags}
        onChange={(tags) => form.set('tags', tags)}
        error={form.errors.tags ?? form.errors['tags.0']}
      />
      <TextField
        label={t('shops.fields.collections')}
        hint={t('shops.collectionsHint')}
        {...form.text('collections')}
      />
      <fieldset className={styles.hours}>
        <legend>{t('shops.fields.openingHours')}</legend>
        <p className={styles.hint}>{t('shops.hoursHint')}</p>
        {form.errors.openingHours && <p className={styles.error}>{form.errors.openingHours}</p>}
        {weekdays.map((day) => (
          <fieldset key={day} className={styles.day}>
            <legend className={styles.day__name}>{t(`shops.days.${day}`)}</legend>
            <TextField
              label={t('shops.opens')}
              type="time"
              {...form.text(`opens${day}`)}
              error={hoursError(day, 'opens')}
            />
            <TextField
              label={t('shops.closes')}
              type="time"
              {...form.text(`closes${day}`)}
              error={hoursError(day, 'closes')}
            />
          </fieldset>
        ))}
      </fieldset>
    </div>
  );
}

/** A new shop; then its page. The locator finds it at once. */
export function ShopCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'shops');
  return (
    <AdminPage title={t('shops.newTitle')} trail={[{ label: t('sections.shops'), href: list }]}>
      <FormPage
        name="shop"
        schema={ShopInput}
        initial={newShopValues()}
        prepare={toContract}
        cancelHref={list}
        onSubmit={async (input) => {
          const shop = await createShop(input);
          toast(t('shops.created'));
          goTo(adminPath(lang, 'shops', String(shop.id)));
        }}
      >
        {(form) => <ShopFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

/** One shop: its form (saved with the version read), delete, and its history. */
export function ShopPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getShop(id, signal), [id]);
  const trail = [{ label: t('sections.shops'), href: adminPath(lang, 'shops') }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('shops.detailTitle')}
        failedTitle={t('shops.loadFailed')}
        trail={trail}
      />
    );
  }
  const shop = loaded.data;
  return (
    <AdminPage title={shop.name} trail={trail} actions={staff.may('shops.delete') && <DeleteShop shop={shop} />}>
      <p className={styles.status}>
        <ShopTags tags={shop.tags} />
      </p>
      {staff.may('shops.update') && (
        <FormPage
          key={shop.version}
          name="shop"
          schema={ShopChange}
          initial={shopValuesOf(shop)}
          prepare={(values, initial) => ({ ...changedContract(values, initial), version: shop.version })}
          onSubmit={async (change) => {
            replace(await changeShop(String(shop.id), change));
            toast(t('shops.saved'));
          }}
        >
          {(form) => <ShopFields form={form} />}
        </FormPage>
      )}
      <HistoryPanel
        version={shop.version}
        load={(query, signal) => shopHistory(String(shop.id), query, signal)}
        fieldLabel={(field) => t(`shops.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      />
    </AdminPage>
  );
}

/** Delete, asked first; back to the list after. */
function DeleteShop({ shop }: { shop: AdminShop }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteShop(String(shop.id));
      toast(t('shops.deleted'));
      goTo(adminPath(lang, 'shops'));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('shops.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('shops.deleteTitle', { name: shop.name })}
        confirmLabel={t('shops.delete')}
        tone="danger"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      >
        <p>{t('shops.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
