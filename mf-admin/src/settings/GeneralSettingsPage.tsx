import { ConvertedCurrency, GeneralSettingsSchema } from '@shop/contracts';
import { Checkbox, CheckboxGroup, TextField } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { generalSettingsHistory, getGeneralSettings, saveGeneralSettings } from '../api/settings';
import { type FormApi, FormPage, type FormValues } from '../kit/FormPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useText } from '../screens/text';
import { SettingsPage } from './SettingsPage';
import { Switches } from './Switches';
import styles from './settings.module.css';
import { formValuesOf, groupOf } from './settings-form';

const weekdays = ['1', '2', '3', '4', '5', '6', '7'];

/**
 * The shop's data, customer service hours, contact mailboxes, social links, the warehouse sync interval, the
 * currencies offered beyond PLN and EUR, and test mode.
 */
export function GeneralSettingsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const { loaded, reload, replace } = useLoad((signal) => getGeneralSettings(signal), []);
  const [version, setVersion] = useState(0);
  return (
    <SettingsPage
      page="general"
      staff={staff}
      loaded={loaded}
      reload={reload}
      version={version}
      history={generalSettingsHistory}
    >
      {(settings) => (
        <FormPage
          key={version}
          name="settings-general"
          schema={GeneralSettingsSchema}
          initial={formValuesOf(settings)}
          prepare={(values) => groupOf(values, [], ['warehouseSyncIntervalSeconds'])}
          onSubmit={async (body) => {
            replace(await saveGeneralSettings(body));
            setVersion((saved) => saved + 1);
            toast(t('settings.saved'));
          }}
        >
          {(form) => <GeneralFields form={form} />}
        </FormPage>
      )}
    </SettingsPage>
  );
}

function GeneralFields({ form }: { form: FormApi<FormValues> }) {
  const t = useText();
  const field = (name: string, extra: { type?: string; hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField key={name} label={t(`settings.fields.${name}`)} required {...extra} {...form.text(name)} />
  );
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.company')}</legend>
        <div className={styles.fields}>
          {['company.name', 'company.street', 'company.zipCode', 'company.city', 'company.taxId'].map((name) =>
            field(name),
          )}
          {field('company.phone', { type: 'tel' })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.openingHours')}</legend>
        <CheckboxGroup
          legend={t('settings.fields.openingHours.days')}
          orientation="horizontal"
          options={weekdays.map((day) => ({ value: day, label: t(`settings.weekdays.${day}`) }))}
          value={(form.values['openingHours.days'] as number[]).map(String)}
          onChange={(days) => form.set('openingHours.days', days.map(Number).sort())}
          error={form.errors['openingHours.days']}
          required
        />
        <div className={styles.fields}>
          {field('openingHours.opens', { hint: t('settings.hints.clock') })}
          {field('openingHours.closes', { hint: t('settings.hints.clock') })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.mailboxes')}</legend>
        <div className={styles.fields}>
          {['mailboxes.sales', 'mailboxes.service', 'mailboxes.b2b'].map((name) => field(name, { type: 'email' }))}
          {field('mailboxes.admin', { type: 'email', hint: t('settings.hints.adminMailbox') })}
          {field('mailboxes.serviceManager', { type: 'email', hint: t('settings.hints.serviceManagerMailbox') })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.social')}</legend>
        <div className={styles.fields}>
          {['social.facebook', 'social.instagram', 'social.youtube', 'social.tiktok'].map((name) =>
            field(name, { type: 'url' }),
          )}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.warehouse')}</legend>
        <div className={styles.fields}>
          {field('warehouseSyncIntervalSeconds', { hint: t('settings.hints.warehouseSync'), inputMode: 'numeric' })}
        </div>
      </fieldset>
      <Switches form={form} group="currencies" keys={ConvertedCurrency.options} className={styles.group} />
      <Checkbox
        name="testMode"
        label={t('settings.fields.testMode')}
        hint={t('settings.hints.testMode')}
        checked={form.values.testMode === true}
        onChange={(event) => form.set('testMode', event.target.checked)}
        error={form.errors.testMode}
      />
    </>
  );
}
