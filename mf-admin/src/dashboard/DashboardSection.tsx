import { EmptyState } from '@shop/ui';
import { AdminPage } from '../kit/AdminPage';
import { useSearch } from '../kit/navigation';
import { RefundsWidget } from '../refunds/RefundsWidget';
import { SafetyReportsWidget } from '../safety-reports/SafetyReportsWidget';
import type { SectionScreenProps } from '../screens/section-screens';
import { StockSyncAlert } from '../warehouse/WarehouseListsPages';
import { WithdrawalsWidget } from '../withdrawals/WithdrawalsWidget';
import { CustomersWidget } from './CustomersWidget';
import styles from './dashboard.module.css';
import { periodOf, useFigures } from './dashboard-text';
import { InvoicesWidget } from './InvoicesWidget';
import { PeriodSwitch } from './PeriodSwitch';
import { RatesAlert } from './RatesAlert';
import { ReturnsWidget } from './ReturnsWidget';
import { SalesWidget } from './SalesWidget';

/**
 * The dashboard (`dashboard.view`): each area's figures from the service that owns them, shown only to a type
 * holding that area's `list` (the service would refuse the others anyway).
 */
export function DashboardSection({ staff }: SectionScreenProps) {
  const { t } = useFigures();
  const period = periodOf(useSearch());
  const sales = staff.may('orders.list');
  const customers = staff.may('customers.list');
  const returns = staff.may('returns.list');
  const invoices = staff.may('invoices.list');
  const payments = staff.may('transactions.list');
  return (
    <AdminPage title={t('sections.dashboard')} actions={(sales || customers) && <PeriodSwitch current={period} />}>
      <RatesAlert staff={staff} />
      <StockSyncAlert staff={staff} />
      {sales || customers || returns || invoices || payments ? (
        <div className={styles.widgets}>
          {sales && <SalesWidget period={period} />}
          {customers && <CustomersWidget period={period} />}
          {returns && <ReturnsWidget />}
          {returns && <SafetyReportsWidget />}
          {returns && <WithdrawalsWidget />}
          {payments && <RefundsWidget />}
          {invoices && <InvoicesWidget />}
        </div>
      ) : (
        <EmptyState title={t('dashboard.nothing')} text={t('dashboard.nothingHint')} />
      )}
    </AdminPage>
  );
}
