import type { StaffMemberAnswer, StaffState } from '@shop/contracts';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { listStaff } from '../api/admins';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './admins.module.css';
import { stateOptions, typeOptions } from './staff-choices';

const stateTone: Record<StaffState, BadgeTone> = { active: 'success', pending: 'info', inactive: 'neutral' };

/** The account's state, and a warning when ten failed sign-ins blocked it. */
export function StaffStateBadge({ state, lockedOut }: { state: StaffState; lockedOut: boolean }) {
  const t = useText();
  return (
    <span className={styles.badges}>
      <Badge tone={stateTone[state]}>{t(`states.${state}`)}</Badge>
      {lockedOut && <Badge tone="warning">{t('admins.lockedOut')}</Badge>}
    </span>
  );
}

/** The staff accounts: name, e-mail, type, state and last sign-in; filtered by type, state or a search. */
export function AdminsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'admins', 'new');
  return (
    <AdminPage
      title={t('sections.admins')}
      actions={
        staff.may('admins.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('admins.add')}
          </Button>
        )
      }
    >
      <ServerList<StaffMemberAnswer>
        caption={t('admins.caption')}
        load={listStaff}
        rowKey={(member) => member.id}
        rowHref={(member) => adminPath(lang, 'admins', member.id)}
        filters={[
          { name: 'q', label: t('admins.filters.q') },
          { name: 'adminType', label: t('admins.fields.adminType'), options: typeOptions(t) },
          { name: 'state', label: t('admins.fields.state'), options: stateOptions(t) },
        ]}
        columns={[
          {
            key: 'name',
            label: t('admins.fields.name'),
            sortKey: 'lastName',
            cell: (member) => `${member.firstName} ${member.lastName}`,
          },
          { key: 'email', label: t('admins.fields.email'), sortKey: 'email', cell: (member) => member.email },
          {
            key: 'adminType',
            label: t('admins.fields.adminType'),
            sortKey: 'adminType',
            cell: (member) => t(`types.${member.adminType}`),
          },
          {
            key: 'state',
            label: t('admins.fields.state'),
            sortKey: 'state',
            cell: (member) => <StaffStateBadge state={member.state} lockedOut={member.lockedOut} />,
          },
          {
            key: 'lastSignIn',
            label: t('admins.fields.lastSignIn'),
            cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('admins.never')),
          },
        ]}
        empty={{ title: t('admins.empty'), text: t('admins.emptyHint') }}
      />
    </AdminPage>
  );
}
