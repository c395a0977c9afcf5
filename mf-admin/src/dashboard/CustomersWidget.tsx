import type { DashboardPeriod } from '@shop/contracts';
import { customerFigures } from '../api/dashboard';
import { useLoad } from '../kit/use-load';
import { DailyChart } from './charts/DailyChart';
import styles from './dashboard.module.css';
import { useFigures } from './dashboard-text';
import { Kpi, Widget } from './Widget';

/** New customers (customers.list): how many registered, retail and dealers, per day. */
export function CustomersWidget({ period }: { period: DashboardPeriod }) {
  const { t, count, shortDay, summary } = useFigures();
  const { loaded, reload } = useLoad((signal) => customerFigures(period, signal), [period]);
  const title = t('dashboard.charts.customersPerDay');
  return (
    <Widget title={t('dashboard.groups.customers')} loaded={loaded} reload={reload} testId="dashboard-customers">
      {(customers) => {
        const days = customers.days.map((d) => ({ day: d.day, value: d.count }));
        return (
          <>
            <dl className={styles.kpis}>
              <Kpi
                label={t('dashboard.kpi.newCustomers')}
                value={count(customers.newCustomers)}
                note={t('dashboard.customersSplit', { retail: customers.retail, b2b: customers.b2b })}
                testId="kpi-new-customers"
              />
            </dl>
            {customers.newCustomers === 0 ? (
              <p className={styles.muted}>{t('dashboard.emptyCustomers')}</p>
            ) : (
              <DailyChart
                title={title}
                days={days}
                formatValue={count}
                formatDay={shortDay}
                summary={summary(title, days, count)}
                dayHeader={t('dashboard.charts.day')}
                valueHeader={t('dashboard.charts.customers')}
                look="bars"
                testId="chart-customers"
              />
            )}
          </>
        );
      }}
    </Widget>
  );
}
