import { formatDate } from '@shop/platform';
import { safetyReportsFigures } from '../api/safety-reports';
import styles from '../dashboard/dashboard.module.css';
import { useFigures } from '../dashboard/dashboard-text';
import { Kpi, Widget } from '../dashboard/Widget';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage } from '../screens/text';

/** Open safety reports (returns.list), whenever received: each one waits for the service desk to close it. */
export function SafetyReportsWidget() {
  const { t, count } = useFigures();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => safetyReportsFigures(signal), []);
  return (
    <Widget title={t('safetyReports.dashboard.title')} loaded={loaded} reload={reload} testId="dashboard-safety">
      {(figures) => (
        <>
          <dl className={styles.kpis}>
            <Kpi label={t('safetyReports.dashboard.open')} value={count(figures.open)} testId="kpi-open-safety" />
          </dl>
          {figures.oldestOpenAt ? (
            <p>
              {t('safetyReports.dashboard.oldest', { date: formatDate(figures.oldestOpenAt, lang) })}{' '}
              <a href={`${adminPath(lang, 'safetyReports')}?filters[state]=open`}>
                {t('safetyReports.dashboard.link')}
              </a>
            </p>
          ) : (
            <p className={styles.muted}>{t('safetyReports.dashboard.none')}</p>
          )}
        </>
      )}
    </Widget>
  );
}
