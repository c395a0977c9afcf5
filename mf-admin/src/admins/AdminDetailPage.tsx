import { managesStaffOf, StaffChange, type StaffMemberAnswer } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select, TextField } from '@shop/ui';
import { type ReactNode, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { changeStaff, getStaffMember, resendWelcome, staffHistory } from '../api/admins';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { changedValues, FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { StaffStateBadge } from './AdminsListPage';
import styles from './admins.module.css';
import { grantableTypeOptions, languageOptions } from './staff-choices';

/** One staff account: its details, the changes the signed-in type may make, and its history. */
export function AdminDetailPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getStaffMember(id, signal), [id]);
  const trail = [{ label: t('sections.admins'), href: adminPath(lang, 'admins') }];

  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('admins.detailTitle')}
        failedTitle={t('admins.loadFailed')}
        trail={trail}
      />
    );
  }
  const member = loaded.data;
  const self = member.id === staff.id;
  // The service decides; the panel offers only what it would allow: the permission, a type this staff
  // member manages, and never their own type or state.
  const manages =
    staff.may('admins.update') && staff.adminType !== null && managesStaffOf(staff.adminType, member.adminType);
  return (
    <AdminPage
      title={`${member.firstName} ${member.lastName}`}
      trail={trail}
      actions={manages && !self && <StateActions member={member} onChanged={replace} />}
    >
      <StaffSummary member={member} />
      {manages || (self && staff.may('admins.update')) ? (
        <section className={styles.panel} aria-labelledby="staff-edit-title">
          <h2 id="staff-edit-title" className={styles.panel__title}>
            {t('admins.editTitle')}
          </h2>
          <FormPage
            key={member.updatedAt}
            name="staff-change"
            schema={StaffChange}
            initial={{
              firstName: member.firstName,
              lastName: member.lastName,
              adminType: member.adminType as string,
              language: member.language as string,
            }}
            prepare={changedValues}
            onSubmit={async (change) => {
              replace(await changeStaff(member.id, change));
              toast(t('admins.saved'));
            }}
          >
            {(form) => (
              <div className={styles.fields}>
                <TextField label={t('admins.fields.firstName')} required {...form.text('firstName')} />
                <TextField label={t('admins.fields.lastName')} required {...form.text('lastName')} />
                {!self && (
                  <Select
                    label={t('admins.fields.adminType')}
                    required
                    options={grantableTypeOptions(t, staff)}
                    {...form.text('adminType')}
                  />
                )}
                <Select
                  label={t('admins.fields.language')}
                  required
                  options={languageOptions(t)}
                  {...form.text('language')}
                />
              </div>
            )}
          </FormPage>
        </section>
      ) : null}
      {staff.may('admins.view') && (
        <HistoryPanel
          version={member.updatedAt}
          load={(query, signal) => staffHistory(member.id, query, signal)}
          fieldLabel={(field) => t(`admins.fields.${field}`, { defaultValue: field })}
          formatValue={(field, value) => {
            if (field === 'adminType') return t(`types.${String(value)}`, { defaultValue: String(value) });
            if (field === 'state') return t(`states.${String(value)}`, { defaultValue: String(value) });
            if (field === 'language') return t(`kit.languages.${String(value)}`, { defaultValue: String(value) });
            return typeof value === 'string' ? value : JSON.stringify(value);
          }}
        />
      )}
    </AdminPage>
  );
}

function StaffSummary({ member }: { member: StaffMemberAnswer }) {
  const t = useText();
  const rows: [string, ReactNode][] = [
    [t('admins.fields.email'), member.email],
    [t('admins.fields.adminType'), t(`types.${member.adminType}`)],
    [t('admins.fields.state'), <StaffStateBadge key="state" state={member.state} lockedOut={member.lockedOut} />],
    [t('admins.fields.createdAt'), formatDateTime(member.createdAt)],
    [t('admins.fields.lastSignIn'), member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('admins.never')],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summary__row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Resend the welcome (pending), deactivate (asked first) or activate again. */
function StateActions({
  member,
  onChanged,
}: {
  member: StaffMemberAnswer;
  onChanged: (member: StaffMemberAnswer) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'welcome' | 'state'>();
  const name = `${member.firstName} ${member.lastName}`;

  const run = async (kind: 'welcome' | 'state', action: () => Promise<StaffMemberAnswer>, done: string) => {
    setBusy(kind);
    try {
      onChanged(await action());
      toast(done);
      setAsking(false);
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      {member.state === 'pending' && (
        <Button
          variant="secondary"
          loading={busy === 'welcome'}
          onClick={() =>
            void run('welcome', () => resendWelcome(member.id), t('admins.welcomeSent', { email: member.email }))
          }
        >
          {t('admins.resendWelcome')}
        </Button>
      )}
      {member.lockedOut && (
        <Button
          variant="secondary"
          loading={busy === 'state'}
          onClick={() =>
            void run('state', () => changeStaff(member.id, { state: 'active' }), t('admins.unlocked', { name }))
          }
        >
          {t('admins.unlock')}
        </Button>
      )}
      {member.state === 'inactive' ? (
        <Button
          variant="secondary"
          loading={busy === 'state'}
          onClick={() =>
            void run('state', () => changeStaff(member.id, { state: 'active' }), t('admins.activated', { name }))
          }
        >
          {t('admins.activate')}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t('admins.deactivate')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('admins.deactivateTitle', { name })}
        confirmLabel={t('admins.deactivate')}
        tone="danger"
        busy={busy === 'state'}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          run('state', () => changeStaff(member.id, { state: 'inactive' }), t('admins.deactivated', { name }))
        }
      >
        <p>{t('admins.deactivateText')}</p>
      </ConfirmDialog>
    </>
  );
}
