import type { DashboardPeriod } from '@shop/contracts';
import { AdminLink } from '../kit/navigation';
import { adminPath } from '../screens/sections';
import styles from './dashboard.module.css';
import { periods, useFigures } from './dashboard-text';

/** Today / 7 days / 30 days as links: the period lives in the address, so a reload or a shared link keeps it. */
export function PeriodSwitch({ current }: { current: DashboardPeriod }) {
  const { t, lang } = useFigures();
  return (
    <nav className={styles.periods} aria-label={t('dashboard.period.label')}>
      {periods.map((period) => (
        <AdminLink
          key={period}
          className={styles.periods__link}
          href={`${adminPath(lang, 'dashboard')}?period=${period}`}
          aria-current={period === current ? 'true' : undefined}
        >
          {t(`dashboard.period.${period}`)}
        </AdminLink>
      ))}
    </nav>
  );
}
