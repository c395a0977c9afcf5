import { type AdminPromotion, PromotionChange, PromotionInput } from '@shop/contracts';
import { Badge } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import {
  changePromotion,
  createPromotion,
  deletePromotion,
  getPromotion,
  listPromotions,
  promotionHistory,
} from '../api/promotions';
import { DeleteEntity } from '../collections/DeleteEntity';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { NewButton } from './PromoCodePages';
import { PromotionFields } from './PromotionFields';
import { changedOnly, stateOptions, warsawDay } from './promo-form';
import { actionsText, newPromotionValues, promotionContract, promotionValuesOf } from './promotion-form';

// Automatic promotions (`/discounts/promotions`): conditions and actions staff set, checked by the contract in
// the browser and again by orders (unknown products, rules across fields), each error at its field.

const nameIn = (promotion: AdminPromotion, lang: string) => (lang === 'pl' ? promotion.name.pl : promotion.name.en);

export function PromotionsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const validity = (p: AdminPromotion) =>
    p.conditions.validFrom || p.conditions.validTo
      ? `${warsawDay(p.conditions.validFrom) || '…'} – ${warsawDay(p.conditions.validTo) || '…'}`
      : t('discounts.always');
  return (
    <AdminPage
      title={t('discounts.promotions.title')}
      trail={[{ label: t('sections.discounts'), href: adminPath(lang, 'discounts') }]}
      actions={
        staff.may('discounts.create') && (
          <NewButton href={adminPath(lang, 'discounts', 'promotions', 'new')}>
            {t('discounts.promotions.add')}
          </NewButton>
        )
      }
    >
      <ServerList<AdminPromotion>
        caption={t('discounts.promotions.caption')}
        load={listPromotions}
        rowKey={(p) => String(p.id)}
        rowHref={(p) => adminPath(lang, 'discounts', 'promotions', String(p.id))}
        filters={[
          { name: 'q', label: t('discounts.promotions.filters.q') },
          { name: 'state', label: t('discounts.promotions.fields.state'), options: stateOptions(t) },
        ]}
        columns={[
          { key: 'name', label: t('discounts.promotions.fields.name'), cell: (p) => nameIn(p, lang) },
          { key: 'what', label: t('discounts.promotions.fields.what'), cell: (p) => actionsText(p, t, lang) },
          { key: 'valid', label: t('discounts.promotions.fields.valid'), cell: validity },
          {
            key: 'priority',
            label: t('discounts.promotions.fields.priority'),
            sortKey: 'priority',
            align: 'end',
            cell: (p) => String(p.priority),
          },
          {
            key: 'state',
            label: t('discounts.promotions.fields.state'),
            cell: (p) => (
              <>
                <Badge tone={p.state === 'active' ? 'success' : 'neutral'}>{t(`discounts.states.${p.state}`)}</Badge>
                {p.exclusive && <Badge tone="warning">{t('discounts.promotions.exclusiveBadge')}</Badge>}
              </>
            ),
          },
        ]}
        empty={{ title: t('discounts.promotions.empty'), text: t('discounts.promotions.emptyHint') }}
      />
    </AdminPage>
  );
}

export function PromotionCreatePage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'discounts', 'promotions');
  return (
    <AdminPage
      title={t('discounts.promotions.newTitle')}
      trail={[
        { label: t('sections.discounts'), href: adminPath(lang, 'discounts') },
        { label: t('discounts.promotions.title'), href: list },
      ]}
    >
      <FormPage
        name="promotion"
        schema={PromotionInput}
        initial={newPromotionValues()}
        prepare={promotionContract}
        cancelHref={list}
        onSubmit={async (input) => {
          const promotion = await createPromotion(input);
          toast(t('discounts.promotions.created', { name: nameIn(promotion, lang) }));
          goTo(adminPath(lang, 'discounts', 'promotions', String(promotion.id)));
        }}
      >
        {(form) => <PromotionFields form={form} staff={staff} />}
      </FormPage>
    </AdminPage>
  );
}

export function PromotionPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getPromotion(id, signal), [id]);
  const list = adminPath(lang, 'discounts', 'promotions');
  const trail = [
    { label: t('sections.discounts'), href: adminPath(lang, 'discounts') },
    { label: t('discounts.promotions.title'), href: list },
  ];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('discounts.promotions.detailTitle')}
        failedTitle={t('discounts.promotions.loadFailed')}
        trail={trail}
      />
    );
  const promotion = loaded.data;
  const name = nameIn(promotion, lang);
  return (
    <AdminPage
      title={name}
      trail={trail}
      actions={
        staff.may('discounts.delete') && (
          <DeleteEntity
            label={t('discounts.promotions.delete')}
            title={t('discounts.promotions.deleteTitle', { name })}
            text={t('discounts.promotions.deleteText')}
            done={t('discounts.promotions.deleted')}
            back={list}
            remove={() => deletePromotion(String(promotion.id))}
          />
        )
      }
    >
      <p className={styles.lead}>
        <Badge tone={promotion.state === 'active' ? 'success' : 'neutral'}>
          {t(`discounts.states.${promotion.state}`)}
        </Badge>{' '}
        {t('discounts.promotions.summary', {
          priority: promotion.priority,
          created: formatDateTime(promotion.createdAt),
        })}
      </p>
      {staff.may('discounts.update') && (
        <FormPage
          key={promotion.version}
          name="promotion"
          schema={PromotionChange}
          initial={promotionValuesOf(promotion)}
          prepare={(values, initial) => ({
            ...changedOnly(promotionContract, values, initial),
            version: promotion.version,
          })}
          onSubmit={async (change) => {
            replace(await changePromotion(String(promotion.id), change));
            toast(t('discounts.promotions.saved'));
          }}
        >
          {(form) => <PromotionFields form={form} staff={staff} />}
        </FormPage>
      )}
      <HistoryPanel
        version={promotion.version}
        load={(query, signal) => promotionHistory(String(promotion.id), query, signal)}
        fieldLabel={(field) => t(`discounts.promotions.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      />
    </AdminPage>
  );
}
