import { type CustomerAdminAnswer, CustomerProfile } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select } from '@shop/ui';
import { type ReactNode, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { blockCustomer, customerHistory, editCustomer, getCustomer, unblockCustomer } from '../api/customers';
import { listGroups, setCustomerGroup } from '../api/groups';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { CustomerFormFields, type CustomerFormValues } from './CustomerFormFields';
import { CustomerStateBadge } from './CustomersListPage';

/** One customer: who they are, block or unblock, their form (for staff who may edit it) and its history. */
export function CustomerDetailPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getCustomer(id, signal), [id]);
  const trail = [{ label: t('sections.customers'), href: adminPath(lang, 'customers') }];

  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('customers.detailTitle')}
        failedTitle={t('customers.loadFailed')}
        trail={trail}
      />
    );
  }
  const customer = loaded.data;
  const mayEdit = staff.may('customers.update');
  return (
    <AdminPage
      title={customer.name}
      trail={trail}
      actions={mayEdit && <BlockActions customer={customer} onChanged={replace} />}
    >
      <CustomerSummary customer={customer} />
      {staff.may('groups.update') && staff.may('groups.list') && (
        <GroupChoice customer={customer} onChanged={replace} />
      )}
      {mayEdit && (
        <section className={styles.panel} aria-labelledby="customer-edit-title">
          <h2 id="customer-edit-title" className={styles.panel__title}>
            {t('customers.editTitle')}
          </h2>
          <FormPage
            key={customer.updatedAt}
            name="customer-form"
            schema={CustomerProfile}
            initial={formValuesOf(customer)}
            onSubmit={async (form) => {
              replace(await editCustomer(customer.id, form));
              toast(t('customers.saved'));
            }}
          >
            {(form) => <CustomerFormFields form={form} />}
          </FormPage>
        </section>
      )}
      <HistoryPanel
        version={customer.updatedAt}
        load={(query, signal) => customerHistory(customer.id, query, signal)}
        fieldLabel={(field) =>
          t(`customers.fields.${field}`, { defaultValue: t(`account:customerForm.${field}`, { defaultValue: field }) })
        }
        formatValue={(field, value) => {
          if (field === 'state') return t(`customers.storedStates.${String(value)}`, { defaultValue: String(value) });
          return value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
        }}
      />
    </AdminPage>
  );
}

function formValuesOf(customer: CustomerAdminAnswer): CustomerFormValues {
  const d = customer.details;
  return {
    type: d.type,
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    companyName: d.companyName ?? '',
    taxId: d.taxId ?? '',
    vatId: d.vatId ?? '',
    email: customer.email,
    phone: d.phone ?? '',
    street: d.street ?? '',
    zipCode: d.zipCode ?? '',
    city: d.city ?? '',
    country: d.country ?? '',
    region: d.region ?? '',
  };
}

function CustomerSummary({ customer }: { customer: CustomerAdminAnswer }) {
  const t = useText();
  const rows: [string, ReactNode][] = [
    [t('customers.fields.email'), customer.email],
    [t('customers.fields.type'), t(`customers.types.${customer.type}`)],
    [t('customers.fields.state'), <CustomerStateBadge key="state" customer={customer} />],
    [t('customers.fields.group'), customer.group?.name ?? t('customers.noGroup')],
    [t('customers.fields.currency'), customer.currency],
    [t('customers.fields.createdAt'), formatDateTime(customer.createdAt)],
    [
      t('customers.fields.lastSignIn'),
      customer.lastSignInAt ? formatDateTime(customer.lastSignInAt) : t('admins.never'),
    ],
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

/** Block (asked first: the customer is signed out at once) or unblock. */
function BlockActions({
  customer,
  onChanged,
}: {
  customer: CustomerAdminAnswer;
  onChanged: (customer: CustomerAdminAnswer) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = customer.name;

  const run = async (action: () => Promise<CustomerAdminAnswer>, done: string) => {
    setBusy(true);
    try {
      onChanged(await action());
      toast(done);
      setAsking(false);
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  if (customer.state === 'blocked' || customer.lockedOut) {
    return (
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => void run(() => unblockCustomer(customer.id), t('customers.unblocked', { name }))}
      >
        {t('customers.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('customers.block')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('customers.blockTitle', { name })}
        confirmLabel={t('customers.block')}
        tone="danger"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => run(() => blockCustomer(customer.id), t('customers.blocked', { name }))}
      >
        <p>{t('customers.blockText')}</p>
      </ConfirmDialog>
    </>
  );
}

/** The group the customer is in (at most one): choosing another moves them, "none" takes them out. */
function GroupChoice({
  customer,
  onChanged,
}: {
  customer: CustomerAdminAnswer;
  onChanged: (customer: CustomerAdminAnswer) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const groups = useLoad(
    (signal) => listGroups({ page: 1, limit: 100, sort: 'name', dir: 'asc', filters: {} }, signal),
    [],
  );
  const [chosen, setChosen] = useState(customer.group?.id ?? '');
  const [busy, setBusy] = useState(false);
  if (groups.loaded.state !== 'ready') return null;
  const save = async () => {
    setBusy(true);
    try {
      const saved = await setCustomerGroup(customer.id, chosen || null);
      onChanged(saved);
      toast(t('customers.groupSaved'));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="customer-group-title">
      <h2 id="customer-group-title" className={styles.panel__title}>
        {t('customers.fields.group')}
      </h2>
      <div className={styles.fields}>
        <Select
          label={t('customers.chooseGroup')}
          name="groupId"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={[
            { value: '', label: t('customers.noGroup') },
            ...groups.loaded.data.items.map((group) => ({ value: group.id, label: group.name })),
          ]}
        />
      </div>
      <div>
        <Button
          variant="secondary"
          loading={busy}
          disabled={chosen === (customer.group?.id ?? '')}
          onClick={() => void save()}
        >
          {t('customers.saveGroup')}
        </Button>
      </div>
    </section>
  );
}
