import {
  type AdminRateAlert,
  AdminRateOverrideSet,
  type AdminRates,
  type AdminRateTable,
  type ExchangeRate,
  RateCurrency,
} from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Alert, Button, LoadFailed, Skeleton, TextField } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { getRates, listRateTables, removeRateOverride, setRateOverride } from '../api/rates';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import kit from '../kit/kit.module.css';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { SettingsNav } from './SettingsPage';
import styles from './settings.module.css';

/** A rate as the bank writes it, with a decimal comma in Polish: `4,2431`. */
export function rateText(ratePln: string, lang: string): string {
  const trimmed = ratePln.replace(/(\.\d{4}\d*?)0+$/, '$1');
  return lang === 'pl' ? trimmed.replace('.', ',') : trimmed;
}

/** yyyy-mm-dd as dd.MM.yyyy (SPEC §9). */
const dayText = (date: string) => date.split('-').reverse().join('.');

/**
 * Exchange rates (`settings.payment_delivery.view`): the rates in force, where each comes from (the NBP
 * table's number and date, or a rate set by hand with who and when), the alert when the table could not be
 * fetched, and every table stored. Staff with `settings.payment_delivery.update` set a rate by hand and
 * remove it again.
 */
export function RatesPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => getRates(signal), []);
  return (
    <AdminPage
      title={t('settings.pages.rates')}
      trail={[{ label: t('sections.settings'), href: adminPath(lang, 'settings') }]}
    >
      <SettingsNav page="rates" staff={staff} />
      <p className={styles.intro}>{t('settings.rates.intro')}</p>
      {loaded.state === 'loading' && <Skeleton lines={6} label={t('common:status.loading')} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('settings.rates.loadFailed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' && (
        <CurrentRates rates={loaded.data} mayChange={staff.may('settings.payment_delivery.update')} reload={reload} />
      )}
      <h2 className={styles.group__title}>{t('settings.rates.history')}</h2>
      <ServerList<AdminRateTable>
        caption={t('settings.rates.historyCaption')}
        load={listRateTables}
        rowKey={(table) => table.storedAt}
        defaultSort={{ sort: 'storedAt', dir: 'desc' }}
        columns={[
          {
            key: 'storedAt',
            label: t('settings.rates.fields.storedAt'),
            sortKey: 'storedAt',
            cell: (table) => formatDateTime(table.storedAt),
          },
          { key: 'tableNo', label: t('settings.rates.fields.tableNo'), cell: (table) => table.tableNo ?? '—' },
          {
            key: 'tableDate',
            label: t('settings.rates.fields.tableDate'),
            cell: (table) => (table.tableDate ? dayText(table.tableDate) : '—'),
          },
          ...RateCurrency.options.map((currency) => ({
            key: currency,
            label: currency,
            align: 'end' as const,
            cell: (table: AdminRateTable) => {
              const rate = table.rates.find((candidate) => candidate.currency === currency);
              return rate ? rateText(rate.ratePln, lang) : '—';
            },
          })),
        ]}
        empty={{ title: t('settings.rates.empty') }}
      />
    </AdminPage>
  );
}

export function RateAlertMessage({ alert }: { alert: AdminRateAlert }) {
  const t = useText();
  return (
    <Alert tone="warning" title={t('settings.rates.alert.title')}>
      <p>
        {t('settings.rates.alert.text', {
          since: formatDateTime(alert.since),
          table: alert.lastGoodTableNo ?? '—',
          date: alert.lastGoodTableDate ? dayText(alert.lastGoodTableDate) : '—',
        })}
      </p>
      <p>{t('settings.rates.alert.reason', { detail: alert.detail })}</p>
    </Alert>
  );
}

function CurrentRates({ rates, mayChange, reload }: { rates: AdminRates; mayChange: boolean; reload: () => void }) {
  const t = useText();
  const lang = useAdminLanguage();
  const [editing, setEditing] = useState<RateCurrency | null>(null);
  const [removing, setRemoving] = useState<RateCurrency | null>(null);
  const overrideOf = (currency: string) => rates.overrides.find((override) => override.currency === currency);
  const source = (rate: ExchangeRate) => {
    const override = overrideOf(rate.currency);
    if (override)
      return (
        t('settings.rates.manual', { name: override.setBy, at: formatDateTime(override.setAt) }) +
        (override.note ? ` — ${override.note}` : '')
      );
    if (rate.tableNo && rate.tableDate)
      return t('settings.rates.table', { table: rate.tableNo, date: dayText(rate.tableDate) });
    return rate.source;
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await removeRateOverride(removing);
      toast(t('settings.rates.removed', { currency: removing }));
      setRemoving(null);
      reload();
    } catch (error) {
      toast(describeError(error, lang), { tone: 'danger' });
    }
  };
  return (
    <>
      {rates.alert && <RateAlertMessage alert={rates.alert} />}
      <div className={kit.table__scroll}>
        <table className={kit.table}>
          <caption className={kit.table__caption}>{t('settings.rates.current')}</caption>
          <thead>
            <tr>
              <th className={kit.table__header} scope="col">
                {t('settings.rates.fields.currency')}
              </th>
              <th className={kit.table__header} scope="col" data-align="end">
                {t('settings.rates.fields.rate')}
              </th>
              <th className={kit.table__header} scope="col">
                {t('settings.rates.fields.source')}
              </th>
              {mayChange && (
                <th className={kit.table__header} scope="col">
                  {t('settings.rates.fields.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rates.current.map((rate) => (
              <tr key={rate.currency}>
                <th className={kit.table__cell} scope="row">
                  {rate.currency}
                </th>
                <td className={kit.table__cell} data-align="end">
                  {rateText(rate.ratePln, lang)}
                </td>
                <td className={kit.table__cell}>{source(rate)}</td>
                {mayChange && (
                  <td className={kit.table__cell}>
                    <div className={styles.rateActions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setEditing(rate.currency as RateCurrency)}
                        aria-label={t('settings.rates.setFor', { currency: rate.currency })}
                      >
                        {t('settings.rates.set')}
                      </Button>
                      {overrideOf(rate.currency) && (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setRemoving(rate.currency as RateCurrency)}
                          aria-label={t('settings.rates.removeFor', { currency: rate.currency })}
                        >
                          {t('settings.rates.remove')}
                        </Button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.intro}>
        {rates.lastRun
          ? t('settings.rates.lastRun', {
              at: formatDateTime(rates.lastRun.ranAt),
              outcome: t(`settings.rates.outcomes.${rates.lastRun.outcome}`),
            })
          : t('settings.rates.neverRun')}
      </p>
      {editing && (
        <section className={styles.group} aria-labelledby="rate-override-title">
          <h2 id="rate-override-title" className={styles.group__title}>
            {t('settings.rates.formTitle', { currency: editing })}
          </h2>
          <p className={styles.intro}>{t('settings.rates.formLead')}</p>
          <FormPage
            key={editing}
            name="rate-override"
            schema={AdminRateOverrideSet}
            initial={{ ratePln: '', note: '' }}
            submitLabel={t('settings.rates.save')}
            onSubmit={async (body) => {
              await setRateOverride(editing, body);
              toast(t('settings.rates.saved', { currency: editing }));
              setEditing(null);
              reload();
            }}
          >
            {(form) => (
              <div className={styles.fields}>
                <TextField
                  label={t('settings.rates.fields.override', { currency: editing })}
                  hint={t('settings.rates.hints.override')}
                  required
                  inputMode="decimal"
                  autoFocus
                  {...form.text('ratePln')}
                />
                <TextField label={t('settings.rates.fields.note')} {...form.text('note')} />
              </div>
            )}
          </FormPage>
          <Button variant="secondary" onClick={() => setEditing(null)}>
            {t('settings.rates.cancel')}
          </Button>
        </section>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.rates.removeTitle', { currency: removing ?? '' })}
        confirmLabel={t('settings.rates.remove')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {t('settings.rates.removeText', { currency: removing ?? '' })}
      </ConfirmDialog>
    </>
  );
}
