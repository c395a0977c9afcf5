import { EmptyState } from '@shop/ui';
import { AdminPage } from '../kit/AdminPage';
import { useSearch } from '../kit/navigation';
import type { SectionScreenProps } from '../screens/section-screens';
import { CustomersWidget } from './CustomersWidget';
import styles from './dashboard.module.css';
import { periodOf, useFigures } from './dashboard-text';
import { PeriodSwitch } from './PeriodSwitch';
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
  return (
    <AdminPage title={t('sections.dashboard')} actions={(sales || customers) && <PeriodSwitch current={period} />}>
      {sales || customers || returns ? (
        <div className={styles.widgets}>
          {sales && <SalesWidget period={period} />}
          {customers && <CustomersWidget period={period} />}
          {returns && <ReturnsWidget />}
        </div>
      ) : (
        <EmptyState title={t('dashboard.nothing')} text={t('dashboard.nothingHint')} />
      )}
    </AdminPage>
  );
}
