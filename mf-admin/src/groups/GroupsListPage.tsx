import type { CustomerGroupAnswer } from '@shop/contracts';
import { Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { listGroups } from '../api/groups';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

/** The customer groups: name, description, how many members. */
export function GroupsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'groups', 'new');
  return (
    <AdminPage
      title={t('sections.groups')}
      actions={
        staff.may('groups.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('customerGroups.add')}
          </Button>
        )
      }
    >
      <ServerList<CustomerGroupAnswer>
        caption={t('customerGroups.caption')}
        load={listGroups}
        rowKey={(group) => group.id}
        rowHref={(group) => adminPath(lang, 'groups', group.id)}
        filters={[{ name: 'q', label: t('customerGroups.fields.name') }]}
        columns={[
          { key: 'name', label: t('customerGroups.fields.name'), sortKey: 'name', cell: (group) => group.name },
          { key: 'description', label: t('customerGroups.fields.description'), cell: (group) => group.description },
          { key: 'members', label: t('customerGroups.fields.members'), align: 'end', cell: (group) => group.members },
          {
            key: 'createdAt',
            label: t('customerGroups.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (group) => formatDateTime(group.createdAt),
          },
        ]}
        empty={{ title: t('customerGroups.empty'), text: t('customerGroups.emptyHint') }}
      />
    </AdminPage>
  );
}
