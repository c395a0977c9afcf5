import { type CustomerAdminAnswer, type CustomerGroupAnswer, CustomerGroupInput } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { listCustomers } from '../api/customers';
import { changeGroup, createGroup, deleteGroup, getGroup, groupHistory } from '../api/groups';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

type GroupValues = { name: string; description: string };

function GroupFields({ form }: { form: FormApi<GroupValues> }) {
  const t = useText();
  return (
    <div className={styles.fields}>
      <TextField label={t('customerGroups.fields.name')} required autoComplete="off" {...form.text('name')} />
      <TextField label={t('customerGroups.fields.description')} autoComplete="off" {...form.text('description')} />
    </div>
  );
}

/** A new customer group: its name and description; customers join it from their own page. */
export function GroupCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'groups');
  return (
    <AdminPage title={t('customerGroups.newTitle')} trail={[{ label: t('sections.groups'), href: list }]}>
      <FormPage
        name="group-create"
        schema={CustomerGroupInput}
        initial={{ name: '', description: '' }}
        cancelHref={list}
        onSubmit={async (input) => {
          const group = await createGroup(input);
          toast(t('customerGroups.created', { name: group.name }));
          goTo(adminPath(lang, 'groups', group.id));
        }}
      >
        {(form) => <GroupFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

/** One group: its name and description, its members, delete (asked first) and its history. */
export function GroupDetailPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getGroup(id, signal), [id]);
  const trail = [{ label: t('sections.groups'), href: adminPath(lang, 'groups') }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('customerGroups.detailTitle')}
        failedTitle={t('customerGroups.loadFailed')}
        trail={trail}
        lines={4}
      />
    );
  }
  const group = loaded.data;
  return (
    <AdminPage title={group.name} trail={trail} actions={staff.may('groups.delete') && <DeleteGroup group={group} />}>
      {group.description && <p className={styles.lead}>{group.description}</p>}
      {staff.may('groups.update') && (
        <section className={styles.panel} aria-labelledby="group-edit-title">
          <h2 id="group-edit-title" className={styles.panel__title}>
            {t('customerGroups.editTitle')}
          </h2>
          <FormPage
            key={group.updatedAt}
            name="group-change"
            schema={CustomerGroupInput}
            initial={{ name: group.name, description: group.description }}
            onSubmit={async (input) => {
              replace(await changeGroup(group.id, input));
              toast(t('customerGroups.saved'));
            }}
          >
            {(form) => <GroupFields form={form} />}
          </FormPage>
        </section>
      )}
      {staff.may('customers.list') && (
        <section className={styles.panel} aria-labelledby="group-members-title">
          <h2 id="group-members-title" className={styles.panel__title}>
            {t('customerGroups.membersTitle', { count: group.members })}
          </h2>
          <ServerList<CustomerAdminAnswer>
            caption={t('customerGroups.membersCaption', { name: group.name })}
            load={(query, signal) =>
              listCustomers({ ...query, filters: { ...query.filters, group: group.id } }, signal)
            }
            rowKey={(customer) => customer.id}
            rowHref={(customer) => adminPath(lang, 'customers', customer.id)}
            columns={[
              { key: 'name', label: t('customers.fields.name'), sortKey: 'lastName', cell: (c) => c.name },
              { key: 'email', label: t('customers.fields.email'), sortKey: 'email', cell: (c) => c.email },
              { key: 'type', label: t('customers.fields.type'), cell: (c) => t(`customers.types.${c.type}`) },
            ]}
            empty={{ title: t('customerGroups.noMembers'), text: t('customerGroups.noMembersHint') }}
          />
        </section>
      )}
      <HistoryPanel
        version={group.updatedAt}
        load={(query, signal) => groupHistory(group.id, query, signal)}
        fieldLabel={(field) => t(`customerGroups.fields.${field}`, { defaultValue: field })}
      />
    </AdminPage>
  );
}

function DeleteGroup({ group }: { group: CustomerGroupAnswer }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('customerGroups.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('customerGroups.deleteTitle', { name: group.name })}
        confirmLabel={t('customerGroups.delete')}
        tone="danger"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deleteGroup(group.id);
            toast(t('customerGroups.deleted', { name: group.name }));
            goTo(adminPath(lang, 'groups'));
          } catch (error) {
            if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
            setBusy(false);
          }
        }}
      >
        <p>{t('customerGroups.deleteText', { count: group.members })}</p>
      </ConfirmDialog>
    </>
  );
}
