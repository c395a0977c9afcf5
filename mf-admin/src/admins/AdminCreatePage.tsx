import { StaffInvitation } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { inviteStaff } from '../api/admins';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './admins.module.css';
import { grantableTypeOptions, languageOptions } from './staff-choices';

/** Leaves out fields left empty, so the schema says "required" rather than "not a valid choice". */
export function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** A new staff member: their details and type; they get the admin welcome e-mail and set a password. */
export function AdminCreatePage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'admins');
  return (
    <AdminPage title={t('admins.newTitle')} trail={[{ label: t('sections.admins'), href: list }]}>
      <p className={styles.lead}>{t('admins.newLead')}</p>
      <FormPage
        name="staff-invitation"
        schema={StaffInvitation}
        initial={{ email: '', firstName: '', lastName: '', adminType: '', language: lang }}
        prepare={withoutEmpty}
        cancelHref={list}
        submitLabel={t('admins.invite')}
        onSubmit={async (invitation) => {
          const member = await inviteStaff(invitation);
          toast(t('admins.invited', { email: member.email }));
          goTo(adminPath(lang, 'admins', member.id));
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <TextField label={t('admins.fields.firstName')} required autoComplete="off" {...form.text('firstName')} />
            <TextField label={t('admins.fields.lastName')} required autoComplete="off" {...form.text('lastName')} />
            <TextField
              label={t('admins.fields.email')}
              type="email"
              required
              autoComplete="off"
              {...form.text('email')}
            />
            <Select
              label={t('admins.fields.adminType')}
              required
              placeholder={t('admins.chooseType')}
              options={grantableTypeOptions(t, staff)}
              {...form.text('adminType')}
            />
            <Select
              label={t('admins.fields.language')}
              hint={t('admins.languageHint')}
              required
              options={languageOptions(t)}
              {...form.text('language')}
            />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}
