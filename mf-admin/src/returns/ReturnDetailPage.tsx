import type { AdminReturnDetail, ReturnStatus } from '@shop/contracts';
import { describeError, formatMoney } from '@shop/platform';
import { Badge, Button, Select, TextArea } from '@shop/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { addReturnNote, answerReturn, changeReturnStatus, getReturn, returnHistory } from '../api/returns';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import styles from '../orders/orders.module.css';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { AssigneeControl, ItemActionForm, ReturnOrderPanel } from './ReturnActions';
import { ReturnFiles } from './ReturnFiles';
import { ReturnStageControl } from './ReturnStageControl';
import { ServiceReportButtons } from './ServiceReportButtons';

/** One return: its details and items, the status moves allowed, the thread with the customer, internal notes. */
export function ReturnDetailPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getReturn(id, signal), [id]);
  const trail = [{ label: t('sections.returns'), href: adminPath(lang, 'returns') }];

  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('returns.detailTitle')}
        failedTitle={t('returns.loadFailed')}
        trail={trail}
      />
    );
  }
  const item = loaded.data;
  const mayUpdate = staff.may('returns.update');
  const refundOf = (itemId: string) => item.refunds.find((refund) => refund.itemId === itemId)?.amount;
  return (
    <AdminPage
      title={t('returns.title', { number: item.number })}
      trail={trail}
      actions={staff.may('returns.generate_report') && <ServiceReportButtons item={item} />}
    >
      <ReturnSummary item={item} />
      {mayUpdate && <AssigneeControl item={item} staff={staff} onChanged={replace} />}
      {mayUpdate && <ReturnStageControl key={item.stage} item={item} onChanged={replace} onStale={reload} />}
      {mayUpdate && item.nextStatuses.length > 0 && <StatusChange item={item} onChanged={replace} onStale={reload} />}
      <ReturnOrderPanel item={item} staff={staff} onChanged={replace} />
      <section className={styles.panel} aria-labelledby="return-items-title">
        <h2 id="return-items-title" className={styles.panel__title}>
          {t('returns.items')}
        </h2>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('returns.fields.productName')}</th>
                <th scope="col">{t('returns.fields.category')}</th>
                <th scope="col">{t('returns.fields.problem')}</th>
                <th scope="col">{t('returns.fields.serialNumbers')}</th>
                <th scope="col">{t('returns.fields.itemStatus')}</th>
                <th scope="col">{t('returns.fields.refund')}</th>
              </tr>
            </thead>
            <tbody>
              {item.items.map((line) => (
                <tr key={line.id}>
                  <td>{line.productName}</td>
                  <td>{line.category}</td>
                  <td>{line.problem}</td>
                  <td>{line.serialNumbers.join(', ')}</td>
                  <td>
                    {mayUpdate ? (
                      <ItemActionForm key={`${line.id}-${line.status}`} item={item} line={line} onChanged={replace} />
                    ) : (
                      t(`returns.itemStatus.${line.status}`)
                    )}
                  </td>
                  <td>{refundOf(line.id) ? formatMoney(refundOf(line.id)!, lang) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {item.attachments.length > 0 && (
        <section className={styles.panel} aria-labelledby="return-files-title">
          <h2 id="return-files-title" className={styles.panel__title}>
            {t('returns.attachments')}
          </h2>
          <ReturnFiles returnId={item.id} files={item.attachments} />
        </section>
      )}
      <Thread item={item} mayWrite={mayUpdate} onWritten={reload} />
      <Notes item={item} mayWrite={mayUpdate} onChanged={replace} />
      <HistoryPanel
        version={item.updatedAt}
        load={(query, signal) => returnHistory(item.id, query, signal)}
        fieldLabel={(field) => t(`returns.fields.${field}`, { defaultValue: field })}
        formatValue={(field, value) => {
          if (field === 'status') return t(`dashboard.returnStatus.${String(value)}`, { defaultValue: String(value) });
          if (field === 'stage') return t(`returns.stage.${String(value)}`, { defaultValue: String(value) });
          return typeof value === 'string' ? value : JSON.stringify(value);
        }}
      />
    </AdminPage>
  );
}

function ReturnSummary({ item }: { item: AdminReturnDetail }) {
  const t = useText();
  const rows: [string, ReactNode][] = [
    [
      t('returns.fields.status'),
      <Badge key="status" tone="info">
        {t(`dashboard.returnStatus.${item.status}`)}
      </Badge>,
    ],
    [t('returns.fields.stage'), t(`returns.stage.${item.stage}`)],
    [t('returns.fields.requestedAction'), t(`returns.action.${item.requestedAction}`)],
    [t('returns.fields.createdAt'), formatDateTime(item.createdAt)],
    [t('returns.fields.contactEmail'), item.contactEmail],
    [t('returns.fields.contactPhone'), item.contactPhone],
    [t('returns.fields.purchaseDate'), item.purchaseDate ?? '—'],
    [t('returns.fields.assignee'), item.assignee?.name ?? t('returns.nobody')],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summary__row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {item.notes && (
        <div className={styles.summary__row}>
          <dt>{t('returns.fields.notes')}</dt>
          <dd>{item.notes}</dd>
        </div>
      )}
    </dl>
  );
}

function StatusChange({
  item,
  onChanged,
  onStale,
}: {
  item: AdminReturnDetail;
  onChanged: (item: AdminReturnDetail) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [next, setNext] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = (status: string) => t(`dashboard.returnStatus.${status}`);

  const apply = async () => {
    setBusy(true);
    try {
      onChanged(await changeReturnStatus(item.id, { from: item.status, to: next as ReturnStatus }));
      toast(t('returns.statusChanged', { status: label(next) }));
      setNext('');
      setAsking(false);
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang), { tone: 'danger' });
      setAsking(false);
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="return-status-title">
      <h2 id="return-status-title" className={styles.panel__title}>
        {t('returns.changeStatus')}
      </h2>
      <form
        className={styles.statusForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (next) setAsking(true);
        }}
      >
        <Select
          label={t('returns.nextStatus')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          options={[
            { value: '', label: t('returns.chooseStatus') },
            ...item.nextStatuses.map((status) => ({ value: status, label: label(status) })),
          ]}
        />
        <Button type="submit" disabled={!next}>
          {t('returns.changeStatus')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('returns.confirmTitle', { number: item.number, status: next ? label(next) : '' })}
        confirmLabel={t('returns.changeStatus')}
        tone={next === 'rejected' || next === 'closed' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={apply}
        onCancel={() => setAsking(false)}
      >
        {next === 'closed' ? t('returns.confirmClose') : t('returns.confirmText')}
      </ConfirmDialog>
    </section>
  );
}

/** A text box and a send button: the thread's answer and the internal note share it. */
function TextForm({
  name,
  label,
  submitLabel,
  send,
}: {
  name: string;
  label: string;
  submitLabel: string;
  send: (text: string) => Promise<void>;
}) {
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await send(text);
      setText('');
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form data-form={name} className={styles.panel} onSubmit={submit}>
      <TextArea
        label={label}
        value={text}
        maxLength={5000}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit" loading={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The thread the customer reads, oldest first; texts are shown as text. */
function Thread({ item, mayWrite, onWritten }: { item: AdminReturnDetail; mayWrite: boolean; onWritten: () => void }) {
  const t = useText();
  return (
    <section className={styles.panel} aria-labelledby="return-thread-title">
      <h2 id="return-thread-title" className={styles.panel__title}>
        {t('returns.thread')}
      </h2>
      {item.messages.length === 0 ? (
        <p className={styles.muted}>{t('returns.noMessages')}</p>
      ) : (
        <ol className={styles.thread}>
          {item.messages.map((message) => (
            <li key={message.id} className={styles.message}>
              <p className={styles.muted}>
                {message.author === 'staff' ? (message.staffName ?? t('returns.staff')) : t('returns.customer')} ·{' '}
                {formatDateTime(message.createdAt)}
              </p>
              <p className={styles.messageText}>{message.text}</p>
              <ReturnFiles returnId={item.id} files={message.attachments} />
            </li>
          ))}
        </ol>
      )}
      {!item.messagesOpen ? (
        <p className={styles.muted}>{t('returns.threadClosed')}</p>
      ) : (
        mayWrite && (
          <TextForm
            name="return-answer"
            label={t('returns.answer')}
            submitLabel={t('returns.send')}
            send={async (text) => {
              await answerReturn(item.id, text);
              toast(t('returns.answered'));
              onWritten();
            }}
          />
        )
      )}
    </section>
  );
}

/** Internal notes: staff's own, never shown to the customer. */
function Notes({
  item,
  mayWrite,
  onChanged,
}: {
  item: AdminReturnDetail;
  mayWrite: boolean;
  onChanged: (item: AdminReturnDetail) => void;
}) {
  const t = useText();
  return (
    <section className={styles.panel} aria-labelledby="return-notes-title">
      <h2 id="return-notes-title" className={styles.panel__title}>
        {t('returns.notes')}
      </h2>
      <p className={styles.muted}>{t('returns.notesHint')}</p>
      {item.internalNotes.length > 0 && (
        <ol className={styles.thread}>
          {item.internalNotes.map((note) => (
            <li key={note.id} className={styles.message}>
              <p className={styles.muted}>
                {note.staffName} · {formatDateTime(note.createdAt)}
              </p>
              <p className={styles.messageText}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {mayWrite && (
        <TextForm
          name="return-note"
          label={t('returns.note')}
          submitLabel={t('returns.addNote')}
          send={async (text) => {
            onChanged(await addReturnNote(item.id, text));
            toast(t('returns.noteAdded'));
          }}
        />
      )}
    </section>
  );
}
