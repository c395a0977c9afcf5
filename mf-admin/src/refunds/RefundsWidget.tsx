import { formatDate } from '@shop/platform';
import { listRefunds } from '../api/refunds';
import styles from '../dashboard/dashboard.module.css';
import { useFigures } from '../dashboard/dashboard-text';
import { Kpi, Widget } from '../dashboard/Widget';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage } from '../screens/text';

/** The refunds list's address showing only what waits for staff. */
export const refundsAwaitingStaffPath = (lang: string) =>
  `${adminPath(lang, 'refunds')}?filters[status]=awaiting_staff`;

/**
 * Refunds waiting for staff (transactions.list): transfers and banks' notices to send, refusals to settle by
 * transfer, and since when the oldest waits. The refunds list's own total, oldest first: no figures of its own.
 */
export function RefundsWidget() {
  const { t, count } = useFigures();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad(
    (signal) =>
      listRefunds({ page: 1, limit: 1, sort: 'createdAt', dir: 'asc', filters: { status: 'awaiting_staff' } }, signal),
    [],
  );
  return (
    <Widget title={t('refunds.dashboard.title')} loaded={loaded} reload={reload} testId="dashboard-refunds">
      {(waiting) => (
        <>
          <dl className={styles.kpis}>
            <Kpi label={t('refunds.awaitingStaff')} value={count(waiting.total)} testId="kpi-refunds-waiting" />
          </dl>
          {waiting.items[0] ? (
            <p>
              {t('refunds.dashboard.oldest', { date: formatDate(waiting.items[0].createdAt, lang) })}{' '}
              <a href={refundsAwaitingStaffPath(lang)}>{t('refunds.dashboard.link')}</a>
            </p>
          ) : (
            <p className={styles.muted}>{t('refunds.dashboard.none')}</p>
          )}
        </>
      )}
    </Widget>
  );
}
