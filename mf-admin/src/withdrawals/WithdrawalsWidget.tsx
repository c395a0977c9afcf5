import { formatDate } from '@shop/platform';
import { withdrawalsFigures } from '../api/withdrawals';
import styles from '../dashboard/dashboard.module.css';
import { useFigures } from '../dashboard/dashboard-text';
import { Kpi, Widget } from '../dashboard/Widget';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage } from '../screens/text';

/** Withdrawals not refunded yet, and the refunds late against their 14 days (returns.list). */
export function WithdrawalsWidget() {
  const { t, count } = useFigures();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => withdrawalsFigures(signal), []);
  return (
    <Widget title={t('withdrawals.dashboard.title')} loaded={loaded} reload={reload} testId="dashboard-withdrawals">
      {(figures) => (
        <>
          <dl className={styles.kpis}>
            <Kpi label={t('withdrawals.dashboard.open')} value={count(figures.open)} testId="kpi-open-withdrawals" />
            <Kpi label={t('withdrawals.dashboard.late')} value={count(figures.lateRefunds)} testId="kpi-late-refunds" />
          </dl>
          {figures.oldestLateDueOn ? (
            <p>
              {t('withdrawals.dashboard.oldest', { date: formatDate(figures.oldestLateDueOn, lang) })}{' '}
              <a href={`${adminPath(lang, 'withdrawals')}?filters[late]=true`}>{t('withdrawals.dashboard.link')}</a>
            </p>
          ) : (
            <p className={styles.muted}>{t('withdrawals.dashboard.none')}</p>
          )}
        </>
      )}
    </Widget>
  );
}
