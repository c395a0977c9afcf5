import { AdminB2bContacts, type B2bContactEntry } from '@shop/contracts';
import { Button, TextField } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { b2bContactsHistory, getB2bContacts, saveB2bContacts } from '../api/settings';
import { type FormApi, FormPage } from '../kit/FormPage';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useText } from '../screens/text';
import { SettingsPage } from './SettingsPage';
import styles from './settings.module.css';

type Values = { contacts: B2bContactEntry[] } & Record<string, unknown>;

const empty = (): B2bContactEntry => ({ name: '', title: { pl: '', en: '' }, phone: '', email: '' });

/**
 * The B2B contacts dealers see after accepting the notice (SPEC §2): name, title per language, phone and
 * e-mail, in the order shown; the list is saved whole at the version read (`settings.general`).
 */
export function B2bContactsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const { loaded, reload, replace } = useLoad((signal) => getB2bContacts(signal), []);
  const [saves, setSaves] = useState(0);
  const editable = staff.may('settings.general.update');
  return (
    <SettingsPage
      page="b2b-contacts"
      staff={staff}
      loaded={loaded}
      reload={reload}
      version={saves}
      history={b2bContactsHistory}
    >
      {(list) => (
        <FormPage
          key={list.version}
          name="settings-b2b-contacts"
          schema={AdminB2bContacts}
          initial={{ contacts: list.contacts } as Values}
          prepare={(values) => ({ version: list.version, contacts: values.contacts })}
          onSubmit={async (body) => {
            if (!editable) return;
            replace(await saveB2bContacts(body));
            setSaves((count) => count + 1);
            toast(t('settings.b2bContacts.saved'));
          }}
        >
          {(form) => <ContactFields form={form} />}
        </FormPage>
      )}
    </SettingsPage>
  );
}

function ContactFields({ form }: { form: FormApi<Values> }) {
  const t = useText();
  const contacts = form.values.contacts;
  const change = (index: number, contact: B2bContactEntry) =>
    form.set(
      'contacts',
      contacts.map((other, at) => (at === index ? contact : other)),
    );
  return (
    <>
      <p>{t('settings.b2bContacts.lead')}</p>
      {contacts.length === 0 && <p>{t('settings.b2bContacts.none')}</p>}
      {contacts.map((contact, index) => {
        const at = `contacts.${index}`;
        const label = t('settings.b2bContacts.entry', { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the place is the entry
          <fieldset key={index} className={styles.group}>
            <legend className={styles.group__title}>{label}</legend>
            <div className={styles.fields}>
              <TextField
                label={t('settings.b2bContacts.name')}
                required
                maxLength={120}
                value={contact.name}
                error={form.errors[`${at}.name`]}
                onChange={(event) => change(index, { ...contact, name: event.target.value })}
              />
              <TextField
                label={t('settings.b2bContacts.phone')}
                type="tel"
                required
                value={contact.phone}
                error={form.errors[`${at}.phone`]}
                onChange={(event) => change(index, { ...contact, phone: event.target.value })}
              />
              <TextField
                label={t('settings.b2bContacts.email')}
                type="email"
                required
                value={contact.email}
                error={form.errors[`${at}.email`]}
                onChange={(event) => change(index, { ...contact, email: event.target.value })}
              />
            </div>
            <TranslatedTextField
              name={`${at}.title`}
              label={t('settings.b2bContacts.title')}
              value={contact.title}
              errors={form.errors}
              onChange={(title) => change(index, { ...contact, title: { pl: title.pl ?? '', en: title.en ?? '' } })}
            />
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  form.set(
                    'contacts',
                    contacts.filter((_, other) => other !== index),
                  )
                }
              >
                {t('settings.b2bContacts.remove', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {contacts.length < 20 && (
        <div>
          <Button variant="secondary" onClick={() => form.set('contacts', [...contacts, empty()])}>
            {t('settings.b2bContacts.add')}
          </Button>
        </div>
      )}
    </>
  );
}
