import type { AdminWithdrawalDetail } from '@shop/contracts';
import { describeError, formatDate, formatMoney } from '@shop/platform';
import { Badge, Button, Card } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { getWithdrawal, recordWithdrawalGoods, refundWithdrawal } from '../api/withdrawals';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { paymentMethodLabel } from '../orders/order-choices';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { RefundDue } from './WithdrawalsSection';
import styles from './withdrawals.module.css';

/**
 * One withdrawal: the statement, its lines with what each was paid, the order, the deadlines, and the refund.
 * Staff with `returns.update` record the goods received (the stock goes back) or the proof of sending, then
 * refund once; a screen older than the withdrawal is refused (409) and reloaded.
 */
export function WithdrawalPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [busy, setBusy] = useState(false);
  const { loaded, reload } = useLoad((signal) => getWithdrawal(id, signal), [id]);
  const trail = [{ label: t('sections.withdrawals'), href: adminPath(lang, 'withdrawals') }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('withdrawals.title')}
        failedTitle={t('withdrawals.loadFailed')}
        trail={trail}
      />
    );
  }
  const item = loaded.data;
  const money = (value: AdminWithdrawalDetail['refundAmount']) => formatMoney(value, lang);
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await change();
      toast(done);
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
      reload();
    }
  };
  const mayAct = staff.may('returns.update');
  const goodsOpen = item.order.shipsGoods && !item.goodsReceivedAt;
  return (
    <AdminPage title={t('withdrawals.titleOf', { number: item.orderNumber })} trail={trail}>
      <Card as="section" aria-labelledby="withdrawal-statement" className={styles.panel}>
        <h2 id="withdrawal-statement">{t('withdrawals.statement')}</h2>
        <dl className={styles.facts}>
          <dt>{t('withdrawals.fields.status')}</dt>
          <dd>
            <Badge tone="info" data-testid="withdrawal-status">
              {t(`withdrawals.status.${item.status}`)}
            </Badge>
          </dd>
          <dt>{t('withdrawals.fields.name')}</dt>
          <dd>
            {item.name} ({item.email})
          </dd>
          <dt>{t('withdrawals.fields.receivedAt')}</dt>
          <dd>{formatDateTime(item.receivedAt)}</dd>
          <dt>{t('withdrawals.fields.order')}</dt>
          <dd>
            <AdminLink href={adminPath(lang, 'orders', item.order.id)}>{item.order.number}</AdminLink> ·{' '}
            {money(item.order.total)} · {paymentMethodLabel(t, item.order.paymentMethod)}
          </dd>
          <dt>{t('withdrawals.fields.goodsDueOn')}</dt>
          <dd>{formatDate(item.goodsDueOn, lang)}</dd>
          <dt>{t('withdrawals.fields.refundDueOn')}</dt>
          <dd>
            <RefundDue item={item} />
          </dd>
        </dl>
      </Card>

      <Card as="section" aria-labelledby="withdrawal-lines" className={styles.panel}>
        <h2 id="withdrawal-lines">{t('withdrawals.lines')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('withdrawals.fields.product')}</th>
              <th scope="col">{t('withdrawals.fields.quantity')}</th>
              <th scope="col">{t('withdrawals.fields.paid')}</th>
            </tr>
          </thead>
          <tbody>
            {item.lines.map((line) => (
              <tr key={line.itemId}>
                <td>
                  {line.name}
                  {line.optionsLabel ? ` (${line.optionsLabel})` : ''} · {line.sku}
                </td>
                <td>{line.quantity}</td>
                <td>{money(line.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <Card as="section" aria-labelledby="withdrawal-goods" className={styles.panel}>
        <h2 id="withdrawal-goods">{t('withdrawals.goods')}</h2>
        {!item.order.shipsGoods ? (
          <p>{t('withdrawals.noGoods')}</p>
        ) : (
          <dl className={styles.facts}>
            <dt>{t('withdrawals.fields.goodsReceivedAt')}</dt>
            <dd data-testid="goods-received-at">
              {item.goodsReceivedAt ? `${formatDateTime(item.goodsReceivedAt)}, ${item.goodsRecordedBy}` : '—'}
            </dd>
            <dt>{t('withdrawals.fields.proofReceivedAt')}</dt>
            <dd>{item.proofReceivedAt ? formatDateTime(item.proofReceivedAt) : '—'}</dd>
          </dl>
        )}
        {mayAct && goodsOpen && (
          <div className={styles.actions}>
            <Button
              disabled={busy}
              onClick={() =>
                act(
                  () => recordWithdrawalGoods(item.id, { kind: 'received', version: item.version }),
                  t('withdrawals.goodsRecorded'),
                )
              }
            >
              {t('withdrawals.markReceived')}
            </Button>
            {!item.proofReceivedAt && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  act(
                    () => recordWithdrawalGoods(item.id, { kind: 'proof', version: item.version }),
                    t('withdrawals.proofRecorded'),
                  )
                }
              >
                {t('withdrawals.markProof')}
              </Button>
            )}
          </div>
        )}
      </Card>

      <Card as="section" aria-labelledby="withdrawal-refund" className={styles.panel}>
        <h2 id="withdrawal-refund">{t('withdrawals.refund')}</h2>
        <dl className={styles.facts}>
          <dt>{t('withdrawals.fields.refundAmount')}</dt>
          <dd data-testid="refund-amount">{money(item.refundAmount)}</dd>
          <dt>{t('withdrawals.fields.refundDelivery')}</dt>
          <dd>{money(item.refundDelivery)}</dd>
          <dt>{t('withdrawals.fields.refundStatus')}</dt>
          <dd data-testid="refund-status">
            {item.refundStatus ? t(`withdrawals.refundStatus.${item.refundStatus}`) : t('withdrawals.refundNotAsked')}
            {item.refundRequestedAt && ` (${formatDateTime(item.refundRequestedAt)}, ${item.refundRequestedBy})`}
          </dd>
          {item.refundFailure && (
            <>
              <dt>{t('withdrawals.fields.refundFailure')}</dt>
              <dd>{item.refundFailure}</dd>
            </>
          )}
          <dt>{t('withdrawals.fields.correction')}</dt>
          <dd data-testid="correction-invoice">
            {item.correctionInvoice ? (
              <AdminLink href={adminPath(lang, 'invoices', item.correctionInvoice.id)}>
                {item.correctionInvoice.number}
              </AdminLink>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        {item.refundWithheld && <p>{t('withdrawals.withheld')}</p>}
        {item.refundStatus && item.refundStatus !== 'completed' && staff.may('transactions.list') && (
          <p>
            <AdminLink href={adminPath(lang, 'refunds', item.id)}>{t('withdrawals.openRefund')}</AdminLink>
          </p>
        )}
        {mayAct && !item.refundStatus && !item.refundWithheld && (
          <div className={styles.actions}>
            <Button
              disabled={busy}
              onClick={() =>
                act(() => refundWithdrawal(item.id, { version: item.version }), t('withdrawals.refundAsked'))
              }
            >
              {t('withdrawals.refundButton', { amount: money(item.refundAmount) })}
            </Button>
          </div>
        )}
      </Card>
    </AdminPage>
  );
}
