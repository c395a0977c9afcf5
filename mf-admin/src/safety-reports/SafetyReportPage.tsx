import { SafetyReportClose } from '@shop/contracts';
import { formatDate } from '@shop/platform';
import { Card, TextArea } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { closeSafetyReport, getSafetyReport } from '../api/safety-reports';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { SafetyReportStateBadge } from './SafetyReportsListPage';
import styles from './safety-reports.module.css';

/**
 * One safety report as its sender wrote it (as text). Staff with `returns.update` close an open one with a
 * note saying what was done; the close is audited and final.
 */
export function SafetyReportPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => getSafetyReport(id, signal), [id]);
  const trail = [{ label: t('sections.safetyReports'), href: adminPath(lang, 'safetyReports') }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('safetyReports.title')}
        failedTitle={t('safetyReports.loadFailed')}
        trail={trail}
      />
    );
  }
  const report = loaded.data;
  return (
    <AdminPage title={t('safetyReports.titleOf', { number: report.number })} trail={trail}>
      <Card as="section" aria-labelledby="safety-report-text" className={styles.report}>
        <h2 id="safety-report-text">{t('safetyReports.text')}</h2>
        <dl className={styles.report__facts}>
          <dt>{t('safetyReports.fields.state')}</dt>
          <dd>
            <SafetyReportStateBadge report={report} />
          </dd>
          <dt>{t('safetyReports.fields.receivedAt')}</dt>
          <dd>{formatDate(report.receivedAt, lang)}</dd>
          <dt>{t('safetyReports.fields.name')}</dt>
          <dd>
            {report.name} ({report.email}
            {report.phone ? `, ${report.phone}` : ''})
          </dd>
          {report.closedAt && (
            <>
              <dt>{t('safetyReports.fields.closedBy')}</dt>
              <dd>
                {report.closedBy}, {formatDate(report.closedAt, lang)}
              </dd>
              <dt>{t('safetyReports.fields.note')}</dt>
              <dd data-closing-note>{report.closingNote}</dd>
            </>
          )}
        </dl>
        <p className={styles.report__text}>{report.message}</p>
      </Card>
      {report.state === 'open' && staff.may('returns.update') && (
        <section aria-labelledby="safety-report-close">
          <h2 id="safety-report-close">{t('safetyReports.closeTitle')}</h2>
          <FormPage
            name="close-safety-report"
            schema={SafetyReportClose}
            initial={{ note: '' }}
            submitLabel={t('safetyReports.close')}
            onSubmit={async (body) => {
              await closeSafetyReport(report.id, body);
              toast(t('safetyReports.closed', { number: report.number }));
              reload();
            }}
          >
            {(form) => (
              <TextArea
                label={t('safetyReports.fields.note')}
                hint={t('safetyReports.noteHint')}
                required
                rows={4}
                {...form.text('note')}
              />
            )}
          </FormPage>
        </section>
      )}
    </AdminPage>
  );
}
