import { returnFigures } from '../api/dashboard';
import { useLoad } from '../kit/use-load';
import { BarList } from './charts/BarList';
import styles from './dashboard.module.css';
import { useFigures } from './dashboard-text';
import { Kpi, Widget } from './Widget';

/** Open returns and claims (returns.list), whenever filed: the period does not apply. */
export function ReturnsWidget() {
  const { t, count } = useFigures();
  const { loaded, reload } = useLoad((signal) => returnFigures(signal), []);
  return (
    <Widget title={t('dashboard.groups.returns')} loaded={loaded} reload={reload} testId="dashboard-returns">
      {(returns) => (
        <>
          <dl className={styles.kpis}>
            <Kpi label={t('dashboard.kpi.openReturns')} value={count(returns.open)} testId="kpi-open-returns" />
          </dl>
          {returns.open === 0 ? (
            <p className={styles.muted}>{t('dashboard.emptyReturns')}</p>
          ) : (
            <BarList
              label={t('dashboard.charts.returnsByStatus')}
              testId="chart-return-statuses"
              rows={returns.byStatus.map((row) => ({
                key: row.status,
                label: t(`dashboard.returnStatus.${row.status}`),
                value: row.count,
                text: count(row.count),
              }))}
            />
          )}
        </>
      )}
    </Widget>
  );
}
