import type { AdminSafetyReport } from '@shop/contracts';
import { formatDate } from '@shop/platform';
import { Badge } from '@shop/ui';
import { listSafetyReports } from '../api/safety-reports';
import { AdminPage } from '../kit/AdminPage';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

export function SafetyReportStateBadge({ report }: { report: AdminSafetyReport }) {
  const t = useText();
  return (
    <Badge tone={report.state === 'open' ? 'danger' : 'neutral'}>{t(`safetyReports.state.${report.state}`)}</Badge>
  );
}

/** Dangerous products reported through the contact form, newest first, open or closed. */
export function SafetyReportsListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('sections.safetyReports')}>
      <p>{t('safetyReports.lead')}</p>
      <ServerList<AdminSafetyReport>
        caption={t('safetyReports.caption')}
        load={listSafetyReports}
        rowKey={(report) => report.id}
        rowHref={(report) => adminPath(lang, 'safetyReports', report.id)}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        filters={[
          {
            name: 'state',
            label: t('safetyReports.fields.state'),
            options: (['open', 'closed'] as const).map((state) => ({
              value: state,
              label: t(`safetyReports.state.${state}`),
            })),
          },
        ]}
        columns={[
          { key: 'number', label: t('safetyReports.fields.number'), sortKey: 'number', cell: (r) => r.number },
          {
            key: 'receivedAt',
            label: t('safetyReports.fields.receivedAt'),
            sortKey: 'createdAt',
            cell: (report) => formatDate(report.receivedAt, lang),
          },
          { key: 'name', label: t('safetyReports.fields.name'), cell: (report) => report.name },
          { key: 'state', label: t('safetyReports.fields.state'), cell: (r) => <SafetyReportStateBadge report={r} /> },
        ]}
        empty={{ title: t('safetyReports.empty'), text: t('safetyReports.emptyHint') }}
      />
    </AdminPage>
  );
}
