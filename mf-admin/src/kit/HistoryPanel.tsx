import type { AuditEntry, HistoryAnswer } from '@shop/contracts';
import { LoadFailed, Pagination, Skeleton, VisuallyHidden } from '@shop/ui';
import { useId, useState } from 'react';
import { useText } from '../screens/text';
import { formatDateTime } from './format';
import styles from './kit.module.css';
import { useLoad } from './use-load';

const PAGE_SIZE = 10;

export interface HistoryPanelProps {
  /** Reads one page of `GET /api/admin/<area>/:id/history` (the area's api module). */
  load: (query: { page: number; limit: number }, signal: AbortSignal) => Promise<HistoryAnswer>;
  /** The name of a changed field on screen ('adminType' → 'Account type'); the field's name otherwise. */
  fieldLabel?: (field: string) => string;
  /** A value on screen ('sales_employee' → 'Sales employee'); JSON otherwise. */
  formatValue?: (field: string, value: unknown) => string;
  /** Changes when the entity was saved, so the new entry shows. */
  version?: unknown;
}

/** An entity's history (DESIGN §9 audit): who, as which admin type, when, and each field before → after. */
export function HistoryPanel({ load, fieldLabel, formatValue, version }: HistoryPanelProps) {
  const t = useText();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { loaded, reload } = useLoad((signal) => load({ page, limit: PAGE_SIZE }, signal), [page, version]);
  const label = (field: string) => fieldLabel?.(field) ?? field;
  const value = (field: string, raw: unknown) => {
    if (raw === undefined || raw === null || raw === '') return t('kit.history.none');
    return formatValue?.(field, raw) ?? (typeof raw === 'string' ? raw : JSON.stringify(raw));
  };

  return (
    <section className={styles.history} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.history__title}>
        {t('kit.history.title')}
      </h2>
      {loaded.state === 'loading' && <Skeleton lines={3} label={t('kit.history.loading')} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('kit.history.failed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' && loaded.data.items.length === 0 && (
        <p className={styles.history__empty}>{t('kit.history.empty')}</p>
      )}
      {loaded.state === 'ready' && loaded.data.items.length > 0 && (
        <>
          <ol className={styles.history__list}>
            {loaded.data.items.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} label={label} value={value} />
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={Math.ceil(loaded.data.total / PAGE_SIZE)}
            onPageChange={setPage}
            label={t('kit.history.pages')}
            previousLabel={t('kit.list.previous')}
            nextLabel={t('kit.list.next')}
            pageLabel={(number) => t('kit.list.page', { page: number })}
          />
        </>
      )}
    </section>
  );
}

function HistoryItem({
  entry,
  label,
  value,
}: {
  entry: AuditEntry;
  label: (field: string) => string;
  value: (field: string, raw: unknown) => string;
}) {
  const t = useText();
  return (
    <li className={styles.history__entry}>
      <p className={styles.history__who}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ·{' '}
        <strong>{t(`kit.history.actions.${entry.action}`, { defaultValue: entry.action })}</strong> · {entry.staffName}{' '}
        ({t(`types.${entry.adminType}`, { defaultValue: entry.adminType })})
      </p>
      {entry.changes.length > 0 && (
        <ul className={styles.history__changes}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className={styles.history__field}>{label(change.field)}:</span> {value(change.field, change.before)}{' '}
              <span aria-hidden="true">→</span> <VisuallyHidden>{t('kit.history.changedTo')}</VisuallyHidden>{' '}
              {value(change.field, change.after)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
