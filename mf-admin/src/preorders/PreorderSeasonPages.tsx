import { type PreorderSeason, PreorderSeasonChange, PreorderSeasonInput } from '@shop/contracts';
import { Badge, type BadgeTone } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { changeSeason, createSeason, deleteSeason, getSeason, listSeasons, seasonHistory } from '../api/preorders';
import { DeleteEntity } from '../collections/DeleteEntity';
import { NewButton } from '../discounts/PromoCodePages';
import { changedOnly } from '../discounts/promo-form';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { SeasonDealers } from './SeasonDealers';
import { SeasonFields } from './SeasonFields';
import { newSeasonValues, seasonContract, seasonValuesOf, stateOptions } from './season-form';

const tones: Record<PreorderSeason['state'], BadgeTone> = { draft: 'neutral', open: 'success', closed: 'warning' };

export function SeasonStateBadge({ state }: { state: PreorderSeason['state'] }) {
  const t = useText();
  return <Badge tone={tones[state]}>{t(`preorders.states.${state}`)}</Badge>;
}

/** '2026-11-26' as staff read it: 26.11.2026. */
export const dayText = (day: string) => day.split('-').reverse().join('.');

/** The seasons: name, dates, state, links sent and preorders submitted. */
export function PreorderSeasonsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('sections.preorders')}
      actions={
        staff.may('preorders.create') && (
          <NewButton href={adminPath(lang, 'preorders', 'new')}>{t('preorders.add')}</NewButton>
        )
      }
    >
      <ServerList<PreorderSeason>
        caption={t('preorders.caption')}
        load={listSeasons}
        rowKey={(season) => String(season.id)}
        rowHref={(season) => adminPath(lang, 'preorders', String(season.id))}
        filters={[
          { name: 'q', label: t('preorders.filters.q') },
          { name: 'state', label: t('preorders.fields.state'), options: stateOptions(t) },
        ]}
        columns={[
          { key: 'name', label: t('preorders.fields.name'), cell: (season) => season.name[lang] },
          {
            key: 'dates',
            label: t('preorders.fields.dates'),
            sortKey: 'opensOn',
            cell: (season) => `${dayText(season.opensOn)} – ${dayText(season.closesOn)}`,
          },
          {
            key: 'state',
            label: t('preorders.fields.state'),
            cell: (season) => <SeasonStateBadge state={season.state} />,
          },
          {
            key: 'sent',
            label: t('preorders.fields.linksSent'),
            align: 'end',
            cell: (season) => String(season.linksSent),
          },
          {
            key: 'submitted',
            label: t('preorders.fields.submitted'),
            align: 'end',
            cell: (season) => String(season.submitted),
          },
        ]}
        empty={{ title: t('preorders.empty'), text: t('preorders.emptyHint') }}
      />
    </AdminPage>
  );
}

/** A new season (a draft until staff open it); then its page, where links are sent. */
export function PreorderSeasonCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'preorders');
  return (
    <AdminPage title={t('preorders.newTitle')} trail={[{ label: t('sections.preorders'), href: list }]}>
      <FormPage
        name="preorder-season"
        schema={PreorderSeasonInput}
        initial={newSeasonValues()}
        prepare={seasonContract}
        cancelHref={list}
        onSubmit={async (input) => {
          const season = await createSeason(input);
          toast(t('preorders.created', { name: season.name[lang] }));
          goTo(adminPath(lang, 'preorders', String(season.id)));
        }}
      >
        {(form) => <SeasonFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

/** One season: its form (saved at the version read), the dealers and what they preordered, delete, history. */
export function PreorderSeasonPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getSeason(id, signal), [id]);
  const list = adminPath(lang, 'preorders');
  const trail = [{ label: t('sections.preorders'), href: list }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('preorders.detailTitle')}
        failedTitle={t('preorders.loadFailed')}
        trail={trail}
      />
    );
  }
  const season = loaded.data;
  const name = season.name[lang];
  return (
    <AdminPage
      title={name}
      trail={trail}
      actions={
        staff.may('preorders.delete') &&
        season.linksSent === 0 && (
          <DeleteEntity
            label={t('preorders.delete')}
            title={t('preorders.deleteTitle', { name })}
            text={t('preorders.deleteText')}
            done={t('preorders.deleted', { name })}
            back={list}
            remove={() => deleteSeason(String(season.id))}
          />
        )
      }
    >
      <p className={styles.lead}>
        <SeasonStateBadge state={season.state} />{' '}
        {t('preorders.summary', {
          from: dayText(season.opensOn),
          to: dayText(season.closesOn),
          days: season.linkValidDays,
          guarantee: dayText(season.priceGuaranteeUntil),
        })}
      </p>
      {staff.may('preorders.update') && (
        <FormPage
          key={season.version}
          name="preorder-season"
          schema={PreorderSeasonChange}
          initial={seasonValuesOf(season)}
          prepare={(values, initial) => ({ ...changedOnly(seasonContract, values, initial), version: season.version })}
          onSubmit={async (change) => {
            replace(await changeSeason(String(season.id), change));
            toast(t('preorders.saved'));
          }}
        >
          {(form) => <SeasonFields form={form} />}
        </FormPage>
      )}
      <SeasonDealers season={season} staff={staff} onSent={reload} />
      <HistoryPanel
        version={season.version + season.linksSent}
        load={(query, signal) => seasonHistory(String(season.id), query, signal)}
        fieldLabel={(field) => t(`preorders.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) =>
          typeof value === 'string'
            ? value
            : Array.isArray(value) && value.every((item) => typeof item === 'string')
              ? value.join(', ')
              : JSON.stringify(value)
        }
      />
    </AdminPage>
  );
}
