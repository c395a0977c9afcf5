import { type IndividualDiscount, IndividualDiscountChange, IndividualDiscountInput } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { listCustomers } from '../api/customers';
import {
  changeDiscount,
  createDiscount,
  deleteDiscount,
  discountHistory,
  getDiscount,
  listDiscounts,
} from '../api/discounts';
import { listGroups } from '../api/groups';
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
import { NewButton } from './PromoCodePages';
import { changedOnly, whole } from './promo-form';

// Individual discounts of a dealer or a customer group (whole percent, on everything or one collection). The
// dealer area gives them to the dealer; here staff keep them.

type Values = { target: string; targetId: string; collectionId: string; percent: string };

const contractOf = (values: Values) => ({
  target: values.target || undefined,
  targetId: values.targetId || undefined,
  collectionId: values.collectionId.trim() === '' ? null : whole(values.collectionId),
  percent: whole(values.percent),
});
const changeOf = (values: Values) => {
  const { collectionId, percent } = contractOf(values);
  return { collectionId, percent };
};

export function IndividualDiscountsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const section = adminPath(lang, 'discounts');
  return (
    <AdminPage
      title={t('discounts.individual.title')}
      trail={[{ label: t('sections.discounts'), href: section }]}
      actions={
        staff.may('discounts.create') && (
          <NewButton href={adminPath(lang, 'discounts', 'individual', 'new')}>
            {t('discounts.individual.add')}
          </NewButton>
        )
      }
    >
      <ServerList<IndividualDiscount>
        caption={t('discounts.individual.caption')}
        load={listDiscounts}
        rowKey={(discount) => discount.id}
        rowHref={(discount) => adminPath(lang, 'discounts', 'individual', discount.id)}
        filters={[
          { name: 'q', label: t('discounts.individual.filters.q') },
          {
            name: 'target',
            label: t('discounts.individual.fields.target'),
            options: ['dealer', 'group'].map((target) => ({
              value: target,
              label: t(`discounts.individual.targets.${target}`),
            })),
          },
        ]}
        columns={[
          { key: 'name', label: t('discounts.individual.fields.targetId'), cell: (d) => d.targetName },
          {
            key: 'target',
            label: t('discounts.individual.fields.target'),
            cell: (d) => t(`discounts.individual.targets.${d.target}`),
          },
          {
            key: 'collection',
            label: t('discounts.individual.fields.collectionId'),
            cell: (d) => (d.collectionId === null ? t('discounts.individual.everything') : String(d.collectionId)),
          },
          {
            key: 'percent',
            label: t('discounts.individual.fields.percent'),
            sortKey: 'percent',
            align: 'end',
            cell: (d) => `${d.percent}\u00a0%`,
          },
        ]}
        empty={{ title: t('discounts.individual.empty'), text: t('discounts.individual.emptyHint') }}
      />
    </AdminPage>
  );
}

/** The dealers (up to 100, by company) or the groups to choose the owner from. */
function OwnerSelect({ form }: { form: FormApi<Values> }) {
  const t = useText();
  const target = form.values.target;
  const { loaded } = useLoad(
    async (signal) => {
      const query = { page: 1, limit: 100, dir: 'asc' as const, filters: {} };
      if (target === 'group') return (await listGroups({ ...query, sort: 'name' }, signal)).items;
      const dealers = await listCustomers({ ...query, sort: 'companyName', filters: { type: 'b2b' } }, signal);
      return dealers.items;
    },
    [target],
  );
  const options = loaded.state === 'ready' ? loaded.data.map((owner) => ({ value: owner.id, label: owner.name })) : [];
  return (
    <Select
      label={t(`discounts.individual.owner.${target === 'group' ? 'group' : 'dealer'}`)}
      required
      placeholder={t('discounts.individual.chooseOwner')}
      options={options}
      {...form.text('targetId')}
    />
  );
}

function DiscountFields({ form, creating }: { form: FormApi<Values>; creating: boolean }) {
  const t = useText();
  return (
    <div className={styles.fields}>
      {creating && (
        <>
          <Select
            label={t('discounts.individual.fields.target')}
            required
            options={['dealer', 'group'].map((target) => ({
              value: target,
              label: t(`discounts.individual.targets.${target}`),
            }))}
            {...form.text('target')}
            onChange={(event) => {
              form.set('target', event.target.value);
              form.set('targetId', '');
            }}
          />
          <OwnerSelect form={form} />
        </>
      )}
      <TextField
        label={t('discounts.individual.fields.collectionId')}
        hint={t('discounts.individual.collectionHint')}
        inputMode="numeric"
        {...form.text('collectionId')}
      />
      <TextField
        label={t('discounts.individual.fields.percent')}
        inputMode="numeric"
        required
        {...form.text('percent')}
      />
    </div>
  );
}

export function IndividualDiscountCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'discounts', 'individual');
  return (
    <AdminPage
      title={t('discounts.individual.newTitle')}
      trail={[
        { label: t('sections.discounts'), href: adminPath(lang, 'discounts') },
        { label: t('discounts.individual.title'), href: list },
      ]}
    >
      <FormPage
        name="individual-discount"
        schema={IndividualDiscountInput}
        initial={{ target: 'dealer', targetId: '', collectionId: '', percent: '' }}
        prepare={contractOf}
        cancelHref={list}
        onSubmit={async (input) => {
          const discount = await createDiscount(input);
          toast(t('discounts.individual.created', { name: discount.targetName }));
          goTo(adminPath(lang, 'discounts', 'individual', discount.id));
        }}
      >
        {(form) => <DiscountFields form={form} creating />}
      </FormPage>
    </AdminPage>
  );
}

export function IndividualDiscountPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getDiscount(id, signal), [id]);
  const list = adminPath(lang, 'discounts', 'individual');
  const trail = [
    { label: t('sections.discounts'), href: adminPath(lang, 'discounts') },
    { label: t('discounts.individual.title'), href: list },
  ];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('discounts.individual.detailTitle')}
        failedTitle={t('discounts.individual.loadFailed')}
        trail={trail}
      />
    );
  }
  const discount = loaded.data;
  const title = t('discounts.individual.titleOf', { name: discount.targetName });
  const values: Values = {
    target: discount.target,
    targetId: discount.targetId,
    collectionId: discount.collectionId === null ? '' : String(discount.collectionId),
    percent: String(discount.percent),
  };
  return (
    <AdminPage
      title={title}
      trail={trail}
      actions={
        staff.may('discounts.delete') && (
          <DeleteEntity
            label={t('discounts.individual.delete')}
            title={t('discounts.individual.deleteTitle', { name: discount.targetName })}
            text={t('discounts.individual.deleteText')}
            done={t('discounts.individual.deleted')}
            back={list}
            remove={() => deleteDiscount(discount.id)}
          />
        )
      }
    >
      <p className={styles.lead}>{t(`discounts.individual.targets.${discount.target}`)}</p>
      {staff.may('discounts.update') && (
        <FormPage
          key={discount.version}
          name="individual-discount"
          schema={IndividualDiscountChange}
          initial={values}
          prepare={(now, initial) => ({ ...changedOnly(changeOf, now, initial), version: discount.version })}
          onSubmit={async (change) => {
            replace(await changeDiscount(discount.id, change));
            toast(t('discounts.individual.saved'));
          }}
        >
          {(form) => <DiscountFields form={form} creating={false} />}
        </FormPage>
      )}
      <HistoryPanel
        version={discount.version}
        load={(query, signal) => discountHistory(discount.id, query, signal)}
        fieldLabel={(field) => t(`discounts.individual.fields.${field}`, { defaultValue: field })}
      />
    </AdminPage>
  );
}
