import { warsawDay } from '@shop/contracts';
import { invoiceQueue } from '../api/dashboard';
import { useLoad } from '../kit/use-load';
import styles from './dashboard.module.css';
import { useFigures } from './dashboard-text';
import { Kpi, Widget } from './Widget';

/**
 * The invoices waiting for KSeF (invoices.list): queued, issued offline while KSeF did not answer, sent and
 * awaiting its verdict, rejected for staff to fix, and how long the oldest has waited. Now, not per period.
 */
export function InvoicesWidget() {
  const { t, count, day } = useFigures();
  const { loaded, reload } = useLoad((signal) => invoiceQueue(signal), []);
  const age = (minutes: number) =>
    minutes < 60
      ? t('dashboard.age.minutes', { minutes })
      : t('dashboard.age.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <Widget title={t('dashboard.groups.invoices')} loaded={loaded} reload={reload} testId="dashboard-invoices">
      {(queue) => {
        const waiting = queue.queued + queue.offline + queue.sent;
        return (
          <>
            <dl className={styles.kpis}>
              <Kpi
                label={t('dashboard.kpi.invoicesWaiting')}
                value={count(waiting)}
                note={waiting > 0 ? t('dashboard.invoicesAge', { age: age(queue.ageMinutes) }) : undefined}
                testId="kpi-invoices-waiting"
              />
              <Kpi
                label={t('dashboard.kpi.invoicesOffline')}
                value={count(queue.offline)}
                testId="kpi-invoices-offline"
              />
              <Kpi
                label={t('dashboard.kpi.invoicesRejected')}
                value={count(queue.rejected)}
                testId="kpi-invoices-rejected"
              />
            </dl>
            {queue.offlineSince && (
              <p className={styles.muted} role="status">
                {t('dashboard.invoicesOffline', { since: day(warsawDay(new Date(queue.offlineSince))) })}
              </p>
            )}
            {waiting === 0 && queue.rejected === 0 && <p className={styles.muted}>{t('dashboard.emptyInvoices')}</p>}
          </>
        );
      }}
    </Widget>
  );
}
