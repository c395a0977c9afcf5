import { type AdminPromoCode, formatMoney, PromoCodeChange, PromoCodeInput } from '@shop/contracts';
import { Badge, Button, Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import {
  changePromoCode,
  createPromoCode,
  deletePromoCode,
  getPromoCode,
  listPromoCodes,
  promoCodeHistory,
} from '../api/discounts';
import { DeleteEntity } from '../collections/DeleteEntity';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink, goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import {
  audienceOptions,
  changedOnly,
  currencyOptions,
  discountText,
  kindOptions,
  newPromoValues,
  type PromoFormValues,
  promoContract,
  promoValuesOf,
  stateOptions,
  warsawDay,
} from './promo-form';

/** A button that moves within the panel. */
export function NewButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      onClick={(event) => {
        event.preventDefault();
        goTo(href);
      }}
    >
      {children}
    </Button>
  );
}

function StateBadge({ state }: { state: AdminPromoCode['state'] }) {
  const t = useText();
  return <Badge tone={state === 'active' ? 'success' : 'neutral'}>{t(`discounts.states.${state}`)}</Badge>;
}

/** The promo codes: code, discount, minimum, validity, uses and state; a link to the individual discounts. */
export function PromoCodesListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const minimum = (promo: AdminPromoCode) =>
    [
      promo.minimumPln !== null && formatMoney({ amount: promo.minimumPln, currency: 'PLN' }, lang),
      promo.minimumEur !== null && formatMoney({ amount: promo.minimumEur, currency: 'EUR' }, lang),
    ]
      .filter(Boolean)
      .join(' / ') || '—';
  const validity = (promo: AdminPromoCode) =>
    promo.validFrom || promo.validTo
      ? `${promo.validFrom ? warsawDay(promo.validFrom) : '…'} – ${promo.validTo ? warsawDay(promo.validTo) : '…'}`
      : t('discounts.always');
  return (
    <AdminPage
      title={t('sections.discounts')}
      actions={
        <>
          <AdminLink href={adminPath(lang, 'discounts', 'promotions')}>{t('discounts.promotions.title')}</AdminLink>
          <AdminLink href={adminPath(lang, 'discounts', 'individual')}>{t('discounts.individual.title')}</AdminLink>
          {staff.may('discounts.create') && (
            <NewButton href={adminPath(lang, 'discounts', 'new')}>{t('discounts.add')}</NewButton>
          )}
        </>
      }
    >
      <ServerList<AdminPromoCode>
        caption={t('discounts.caption')}
        load={listPromoCodes}
        rowKey={(promo) => String(promo.id)}
        rowHref={(promo) => adminPath(lang, 'discounts', String(promo.id))}
        filters={[
          { name: 'q', label: t('discounts.filters.q') },
          { name: 'state', label: t('discounts.fields.state'), options: stateOptions(t) },
        ]}
        columns={[
          { key: 'code', label: t('discounts.fields.code'), sortKey: 'code', cell: (promo) => promo.code },
          { key: 'value', label: t('discounts.fields.value'), cell: (promo) => discountText(promo, lang) },
          { key: 'minimum', label: t('discounts.fields.minimum'), cell: minimum },
          { key: 'valid', label: t('discounts.fields.valid'), sortKey: 'validTo', cell: validity },
          {
            key: 'used',
            label: t('discounts.fields.used'),
            sortKey: 'used',
            align: 'end',
            cell: (promo) => (promo.usageLimit === null ? String(promo.used) : `${promo.used} / ${promo.usageLimit}`),
          },
          { key: 'state', label: t('discounts.fields.state'), cell: (promo) => <StateBadge state={promo.state} /> },
        ]}
        empty={{ title: t('discounts.empty'), text: t('discounts.emptyHint') }}
      />
    </AdminPage>
  );
}

function PromoFields({ form }: { form: FormApi<PromoFormValues> }) {
  const t = useText();
  const amount = form.values.kind === 'amount';
  return (
    <div className={styles.fields}>
      <TextField
        label={t('discounts.fields.code')}
        hint={t('discounts.codeHint')}
        required
        autoComplete="off"
        {...form.text('code')}
      />
      <Select label={t('discounts.fields.kind')} required options={kindOptions(t)} {...form.text('kind')} />
      <TextField
        label={amount ? t('discounts.fields.amount') : t('discounts.fields.percent')}
        inputMode="decimal"
        required
        {...form.text('value')}
      />
      {amount && (
        <Select
          label={t('discounts.fields.currency')}
          required
          placeholder={t('discounts.chooseCurrency')}
          options={currencyOptions}
          {...form.text('currency')}
        />
      )}
      <TextField
        label={t('discounts.fields.minimumPln')}
        hint={t('discounts.minimumHint')}
        inputMode="decimal"
        {...form.text('minimumPln')}
      />
      <TextField label={t('discounts.fields.minimumEur')} inputMode="decimal" {...form.text('minimumEur')} />
      <TextField label={t('discounts.fields.validFrom')} type="date" {...form.text('validFrom')} />
      <TextField label={t('discounts.fields.validTo')} type="date" {...form.text('validTo')} />
      <TextField
        label={t('discounts.fields.usageLimit')}
        hint={t('discounts.limitHint')}
        inputMode="numeric"
        {...form.text('usageLimit')}
      />
      <TextField
        label={t('discounts.fields.perCustomerLimit')}
        hint={t('discounts.perCustomerHint')}
        inputMode="numeric"
        {...form.text('perCustomerLimit')}
      />
      <Select label={t('discounts.fields.audience')} required options={audienceOptions(t)} {...form.text('audience')} />
      <TextField
        label={t('discounts.fields.collections')}
        hint={t('discounts.scopeHint')}
        {...form.text('collections')}
        error={form.errors.collections ?? form.errors['collections.0']}
      />
      <TextField
        label={t('discounts.fields.products')}
        hint={t('discounts.scopeHint')}
        {...form.text('products')}
        error={form.errors.products ?? form.errors['products.0']}
      />
      <Select label={t('discounts.fields.state')} required options={stateOptions(t)} {...form.text('state')} />
    </div>
  );
}

/** A new promo code; then its page. The cart takes it at once. */
export function PromoCodeCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'discounts');
  return (
    <AdminPage title={t('discounts.newTitle')} trail={[{ label: t('sections.discounts'), href: list }]}>
      <FormPage
        name="promo-code"
        schema={PromoCodeInput}
        initial={newPromoValues()}
        prepare={promoContract}
        cancelHref={list}
        onSubmit={async (input) => {
          const promo = await createPromoCode(input);
          toast(t('discounts.created', { code: promo.code }));
          goTo(adminPath(lang, 'discounts', String(promo.id)));
        }}
      >
        {(form) => <PromoFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

/** One promo code: its uses, its form (saved at the version read), delete (refused once used) and history. */
export function PromoCodePage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getPromoCode(id, signal), [id]);
  const list = adminPath(lang, 'discounts');
  const trail = [{ label: t('sections.discounts'), href: list }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('discounts.detailTitle')}
        failedTitle={t('discounts.loadFailed')}
        trail={trail}
      />
    );
  }
  const promo = loaded.data;
  return (
    <AdminPage
      title={promo.code}
      trail={trail}
      actions={
        staff.may('discounts.delete') && (
          <DeleteEntity
            label={t('discounts.delete')}
            title={t('discounts.deleteTitle', { code: promo.code })}
            text={t('discounts.deleteText')}
            done={t('discounts.deleted', { code: promo.code })}
            back={list}
            remove={() => deletePromoCode(String(promo.id))}
          />
        )
      }
    >
      <p className={styles.lead}>
        <StateBadge state={promo.state} />{' '}
        {t('discounts.usedSummary', { used: promo.used, created: formatDateTime(promo.createdAt) })}
      </p>
      {staff.may('discounts.update') && (
        <FormPage
          key={promo.version}
          name="promo-code"
          schema={PromoCodeChange}
          initial={promoValuesOf(promo)}
          prepare={(values, initial) => ({ ...changedOnly(promoContract, values, initial), version: promo.version })}
          onSubmit={async (change) => {
            replace(await changePromoCode(String(promo.id), change));
            toast(t('discounts.saved'));
          }}
        >
          {(form) => <PromoFields form={form} />}
        </FormPage>
      )}
      <HistoryPanel
        version={promo.version}
        load={(query, signal) => promoCodeHistory(String(promo.id), query, signal)}
        fieldLabel={(field) => t(`discounts.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      />
    </AdminPage>
  );
}
