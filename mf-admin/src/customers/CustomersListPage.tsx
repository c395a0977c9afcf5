import { type CustomerAdminAnswer, type CustomerAdminState, CustomerType } from '@shop/contracts';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { listCustomers } from '../api/customers';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

const stateTone: Record<CustomerAdminState, BadgeTone> = { active: 'success', inactive: 'neutral', blocked: 'danger' };
const states: CustomerAdminState[] = ['active', 'inactive', 'blocked'];

/** The customer's state, and a warning when ten failed sign-ins locked the account for now. */
export function CustomerStateBadge({ customer }: { customer: Pick<CustomerAdminAnswer, 'state' | 'lockedOut'> }) {
  const t = useText();
  return (
    <span className={styles.badges}>
      <Badge tone={stateTone[customer.state]}>{t(`customers.states.${customer.state}`)}</Badge>
      {customer.lockedOut && <Badge tone="warning">{t('admins.lockedOut')}</Badge>}
    </span>
  );
}

/** Customers and dealers: name, e-mail, type, state and last sign-in; searched and filtered on the server. */
export function CustomersListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'customers', 'new');
  const training = adminPath(lang, 'customers', 'training');
  return (
    <AdminPage
      title={t('sections.customers')}
      actions={
        <>
          <Button
            variant="secondary"
            href={training}
            onClick={(event) => {
              event.preventDefault();
              goTo(training);
            }}
          >
            {t('training.title')}
          </Button>
          {staff.may('customers.create') && (
            <Button
              href={create}
              onClick={(event) => {
                event.preventDefault();
                goTo(create);
              }}
            >
              {t('customers.addDealer')}
            </Button>
          )}
        </>
      }
    >
      <ServerList<CustomerAdminAnswer>
        caption={t('customers.caption')}
        load={listCustomers}
        rowKey={(customer) => customer.id}
        rowHref={(customer) => adminPath(lang, 'customers', customer.id)}
        filters={[
          { name: 'q', label: t('customers.filters.q') },
          {
            name: 'type',
            label: t('customers.fields.type'),
            options: CustomerType.options.map((type) => ({ value: type, label: t(`customers.types.${type}`) })),
          },
          {
            name: 'state',
            label: t('customers.fields.state'),
            options: states.map((state) => ({ value: state, label: t(`customers.states.${state}`) })),
          },
        ]}
        columns={[
          { key: 'name', label: t('customers.fields.name'), sortKey: 'lastName', cell: (customer) => customer.name },
          { key: 'email', label: t('customers.fields.email'), sortKey: 'email', cell: (customer) => customer.email },
          { key: 'type', label: t('customers.fields.type'), cell: (customer) => t(`customers.types.${customer.type}`) },
          {
            key: 'state',
            label: t('customers.fields.state'),
            cell: (customer) => <CustomerStateBadge customer={customer} />,
          },
          {
            key: 'lastSignIn',
            label: t('customers.fields.lastSignIn'),
            sortKey: 'lastSignInAt',
            cell: (customer) => (customer.lastSignInAt ? formatDateTime(customer.lastSignInAt) : t('admins.never')),
          },
        ]}
        empty={{ title: t('customers.empty'), text: t('admins.emptyHint') }}
      />
    </AdminPage>
  );
}
