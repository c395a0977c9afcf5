import { type AdminRefund, AdminRefundSent, refundsAwaitingStaff } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { Card, TextArea, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { getRefund, markRefundSent } from '../api/refunds';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { paymentMethodLabel } from '../orders/order-choices';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from '../withdrawals/withdrawals.module.css';
import { RefundStatusBadge } from './refund-status';

interface Values extends Record<string, unknown> {
  accountNumber: string;
  note: string;
}

const awaitsStaff = (refund: AdminRefund) => (refundsAwaitingStaff as readonly string[]).includes(refund.status);

/**
 * One refund: what goes back, to whom, through what, and its state. A transfer (transfer, cash on delivery, or
 * a provider's refused refund) or an installment bank's notice waits for staff with `transactions.create`, who
 * send it outside the shop and record it here, once: the order's `return` transaction follows.
 */
export function RefundPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => getRefund(id, signal), [id]);
  const list = adminPath(lang, 'refunds');
  const trail = [{ label: t('sections.refunds'), href: list }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('refunds.title')}
        failedTitle={t('refunds.loadFailed')}
        trail={trail}
      />
    );
  }
  const refund = loaded.data;
  const byTransfer = refund.status !== 'awaiting_notice';
  const source =
    refund.reason === 'withdrawal' && staff.may('returns.list') ? adminPath(lang, 'withdrawals', refund.id) : undefined;
  return (
    <AdminPage title={t('refunds.titleOf', { number: refund.orderNumber })} trail={trail}>
      <Card as="section" aria-labelledby="refund-facts" className={styles.panel}>
        <h2 id="refund-facts">{t('refunds.facts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('refunds.fields.status')}</dt>
          <dd data-testid="refund-state">
            <RefundStatusBadge status={refund.status} />
          </dd>
          <dt>{t('refunds.fields.amount')}</dt>
          <dd>{formatMoney(refund.amount, lang)}</dd>
          <dt>{t('refunds.fields.orderNumber')}</dt>
          <dd>
            {staff.may('orders.view') ? (
              <AdminLink href={adminPath(lang, 'orders', refund.orderId)}>{refund.orderNumber}</AdminLink>
            ) : (
              refund.orderNumber
            )}
          </dd>
          <dt>{t('refunds.fields.reason')}</dt>
          <dd>
            {t(`refunds.reason.${refund.reason}`)} ·{' '}
            {source ? <AdminLink href={source}>{refund.reference}</AdminLink> : refund.reference}
          </dd>
          <dt>{t('refunds.fields.method')}</dt>
          <dd>{paymentMethodLabel(t, refund.method)}</dd>
          <dt>{t('refunds.fields.createdAt')}</dt>
          <dd>{formatDateTime(refund.createdAt)}</dd>
          {refund.attempts > 0 && (
            <>
              <dt>{t('refunds.fields.attempts')}</dt>
              <dd>{refund.attempts}</dd>
            </>
          )}
          {refund.failure && (
            <>
              <dt>{t('refunds.fields.failure')}</dt>
              <dd>{refund.failure}</dd>
            </>
          )}
          {refund.accountNumber && (
            <>
              <dt>{t('refunds.fields.accountNumber')}</dt>
              <dd>{refund.accountNumber}</dd>
            </>
          )}
          {refund.providerRef && (
            <>
              <dt>{t('refunds.fields.providerRef')}</dt>
              <dd>{refund.providerRef}</dd>
            </>
          )}
          {refund.completedAt && (
            <>
              <dt>{t('refunds.fields.completedAt')}</dt>
              <dd>
                {formatDateTime(refund.completedAt)}
                {refund.completedBy ? `, ${refund.completedBy}` : ''}
              </dd>
            </>
          )}
        </dl>
      </Card>

      {awaitsStaff(refund) && !staff.may('transactions.create') && <p>{t('refunds.readOnly')}</p>}
      {awaitsStaff(refund) && staff.may('transactions.create') && (
        <Card as="section" aria-labelledby="refund-send" className={styles.panel}>
          <h2 id="refund-send">{t(byTransfer ? 'refunds.sendTransfer' : 'refunds.sendNotice')}</h2>
          <p>{t(`refunds.todo.${refund.status}`, { reference: refund.reference })}</p>
          <FormPage
            name="refund-sent"
            schema={AdminRefundSent}
            initial={{ accountNumber: refund.accountNumber ?? '', note: '' } satisfies Values}
            prepare={(values) => ({
              accountNumber: byTransfer ? values.accountNumber.trim() || undefined : undefined,
              note: values.note.trim() || undefined,
            })}
            cancelHref={list}
            submitLabel={t(byTransfer ? 'refunds.markTransferSent' : 'refunds.markNoticeSent')}
            onSubmit={async (body) => {
              const done = await markRefundSent(refund.id, body);
              toast(t('refunds.recorded', { amount: formatMoney(done.amount, lang), reference: done.reference }));
              reload();
            }}
          >
            {(form) => (
              <div className={styles.panel}>
                {byTransfer && (
                  <TextField
                    label={t('refunds.fields.accountNumber')}
                    hint={t('refunds.accountHint')}
                    required
                    autoComplete="off"
                    spellCheck={false}
                    {...form.text('accountNumber')}
                  />
                )}
                <TextArea label={t('refunds.fields.note')} rows={2} {...form.text('note')} />
              </div>
            )}
          </FormPage>
        </Card>
      )}
    </AdminPage>
  );
}
