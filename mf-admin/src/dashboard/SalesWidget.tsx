import type { DashboardPeriod, SalesDashboard, TopProduct } from '@shop/contracts';
import { EmptyState } from '@shop/ui';
import { salesFigures } from '../api/dashboard';
import { useLoad } from '../kit/use-load';
import { BarList } from './charts/BarList';
import { DailyChart } from './charts/DailyChart';
import { DonutChart } from './charts/DonutChart';
import styles from './dashboard.module.css';
import { useFigures } from './dashboard-text';
import { Kpi, Widget } from './Widget';

/** Sales (orders.list): revenue, orders, average basket, revenue per day, orders by status, best sellers. */
export function SalesWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useFigures();
  const { loaded, reload } = useLoad((signal) => salesFigures(period, signal), [period]);
  return (
    <Widget title={t('dashboard.groups.sales')} loaded={loaded} reload={reload} testId="dashboard-sales">
      {(sales) => <SalesFigures sales={sales} />}
    </Widget>
  );
}

function SalesFigures({ sales }: { sales: SalesDashboard }) {
  const { t, money, count, shortDay, day, summary, exchangeRate } = useFigures();
  const placed = sales.byStatus.reduce((total, row) => total + row.count, 0);
  const rates = sales.rates
    .map((rate) =>
      t('dashboard.rate', {
        currency: rate.currency,
        rate: exchangeRate(rate.ratePln),
        date: day(rate.effectiveAt),
      }),
    )
    .join(', ');
  const revenueDays = sales.days.map((d) => ({ day: d.day, value: d.revenue.amount }));
  const statusTitle = t('dashboard.charts.ordersByStatus');
  const statusParts = sales.byStatus.map((row) => ({
    key: row.status,
    label: t(`dashboard.orderStatus.${row.status}`),
    value: row.count,
  }));
  return (
    <>
      <dl className={styles.kpis}>
        <Kpi
          label={t('dashboard.kpi.revenue')}
          value={money(sales.revenue.amount)}
          note={rates ? t('dashboard.converted', { rates }) : undefined}
          testId="kpi-revenue"
        />
        <Kpi
          label={t('dashboard.kpi.orders')}
          value={count(sales.orders)}
          note={t('dashboard.ordersNote')}
          testId="kpi-orders"
        />
        <Kpi
          label={t('dashboard.kpi.averageBasket')}
          value={money(sales.averageBasket.amount)}
          testId="kpi-average-basket"
        />
      </dl>
      {placed === 0 ? (
        <EmptyState title={t('dashboard.emptySales')} text={t('dashboard.emptySalesHint')} />
      ) : (
        <div className={styles.charts}>
          <DailyChart
            title={t('dashboard.charts.revenuePerDay')}
            days={revenueDays}
            formatValue={money}
            formatDay={shortDay}
            summary={summary(t('dashboard.charts.revenuePerDay'), revenueDays, money)}
            dayHeader={t('dashboard.charts.day')}
            valueHeader={t('dashboard.charts.revenue')}
            testId="chart-revenue"
          />
          <DonutChart
            title={statusTitle}
            parts={statusParts}
            centre={count(placed)}
            summary={t('dashboard.partsSummary', {
              title: statusTitle,
              parts: statusParts.map((part) => `${part.label} ${part.value}`).join(', '),
            })}
            testId="chart-order-statuses"
          />
          <TopProducts
            title={t('dashboard.charts.topByQuantity')}
            products={sales.topProducts.byQuantity}
            by="quantity"
          />
          <TopProducts title={t('dashboard.charts.topByRevenue')} products={sales.topProducts.byRevenue} by="revenue" />
        </div>
      )}
    </>
  );
}

function TopProducts({ title, products, by }: { title: string; products: TopProduct[]; by: 'quantity' | 'revenue' }) {
  const { t, money } = useFigures();
  return (
    <div className={styles.top}>
      <h3 className={styles.top__title}>{title}</h3>
      {products.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.emptyTop')}</p>
      ) : (
        <BarList
          label={title}
          testId={`top-products-${by}`}
          rows={products.map((product) => ({
            key: String(product.productId),
            label: product.name,
            value: by === 'quantity' ? product.quantity : product.revenue.amount,
            text:
              by === 'quantity' ? t('dashboard.pieces', { count: product.quantity }) : money(product.revenue.amount),
          }))}
        />
      )}
    </div>
  );
}
