import { type InvoicesDashboard, warsawDay } from '@shop/contracts';
import { Alert } from '@shop/ui';
import { invoiceQueue } from '../api/dashboard';
import { AdminLink } from '../kit/navigation';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import styles from './dashboard.module.css';
import { useFigures } from './dashboard-text';
import { Kpi, Widget } from './Widget';

/** The states the queue counts, each a link to the invoice list filtered by it. */
const queueStates = ['queued', 'offline', 'sent', 'rejected'] as const;

/** The list of invoices in one KSeF state. */
const listOf = (lang: string, state: string) =>
  `${adminPath(lang, 'invoices')}?${new URLSearchParams({ 'filters[state]': state })}`;

/**
 * The invoices waiting for KSeF (invoices.list): queued, issued offline while KSeF did not answer, sent and
 * awaiting its verdict, rejected for staff to fix, and how long the oldest has waited; each state links to
 * the list of its invoices. Offline invoices carry their deadline (the next working day after going offline),
 * a warning when it is today or has passed. Now, not per period.
 */
export function InvoicesWidget() {
  const { t, lang, count, day } = useFigures();
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
            <OfflineDeadline queue={queue} day={day} />
            {waiting === 0 && queue.rejected === 0 ? (
              <p className={styles.muted}>{t('dashboard.emptyInvoices')}</p>
            ) : (
              <nav aria-label={t('dashboard.invoicesByState')}>
                <ul data-testid="invoice-states">
                  {queueStates.map((state) => (
                    <li key={state}>
                      <AdminLink href={listOf(lang, state)}>
                        {t('dashboard.invoicesInState', { state: t(`invoices.state.${state}`), count: queue[state] })}
                      </AdminLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </>
        );
      }}
    </Widget>
  );
}

/** Since when KSeF did not answer and by when the offline invoices must reach it: a warning on the day, or after. */
function OfflineDeadline({ queue, day }: { queue: InvoicesDashboard; day: (value: string) => string }) {
  const { t } = useFigures();
  if (!queue.offlineSince || !queue.offlineDeadline) return null;
  const values = { since: day(warsawDay(new Date(queue.offlineSince))), deadline: day(queue.offlineDeadline) };
  if (queue.offlineDeadlineState === 'ahead')
    return (
      <p className={styles.muted} data-testid="invoices-offline-deadline">
        {t('dashboard.invoicesOffline', values)}
      </p>
    );
  const missed = queue.offlineDeadlineState === 'missed';
  return (
    <div data-testid="invoices-offline-deadline">
      <Alert
        tone={missed ? 'danger' : 'warning'}
        title={t(missed ? 'dashboard.offlineMissed' : 'dashboard.offlineToday')}
      >
        {t('dashboard.invoicesOffline', values)}
      </Alert>
    </div>
  );
}
