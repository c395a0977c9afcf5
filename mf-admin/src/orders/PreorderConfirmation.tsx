import type { AdminOrderDetail } from '@shop/contracts';
import { describeError, formatMoney } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { confirmPreorder } from '../api/orders';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDateTime } from '../kit/format';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './orders.module.css';

// A dealer's preorder on the staff's order page (issue 23): confirming it makes it payable by transfer, its
// amount due converted to PLN at the day's rate and kept; once confirmed, what the dealer was told to pay.

export function PreorderConfirmation({
  order,
  mayConfirm,
  onChanged,
  onStale,
}: {
  order: AdminOrderDetail;
  mayConfirm: boolean;
  onChanged: (order: AdminOrderDetail) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (order.type !== 'PREORDER') return null;
  const payment = order.preorderPayment;
  const open = order.status === 'preorder' && order.paymentStatus === 'unpaid';
  if (!payment && !(open && mayConfirm)) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      onChanged(await confirmPreorder(order.id, order.version));
      toast(t('preorderPayment.confirmed'));
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang), { tone: 'danger' });
      onStale();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="preorder-payment-title">
      <h2 id="preorder-payment-title" className={styles.panel__title}>
        {t('preorderPayment.title')}
      </h2>
      {payment ? (
        <dl className={styles.summary}>
          <div className={styles.summary__row}>
            <dt>{t('preorderPayment.confirmedAt')}</dt>
            <dd>{formatDateTime(payment.confirmedAt)}</dd>
          </div>
          <div className={styles.summary__row}>
            <dt>{t('preorderPayment.amount')}</dt>
            <dd>{formatMoney(payment.amountPln, lang)}</dd>
          </div>
          {payment.rate && (
            <div className={styles.summary__row}>
              <dt>{t('preorderPayment.rate')}</dt>
              <dd>
                {t('preorderPayment.rateValue', {
                  currency: order.total.currency,
                  rate: payment.rate.ratePln,
                  source: payment.rate.source,
                })}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <>
          <p>{t('preorderPayment.waiting')}</p>
          <div>
            <Button onClick={() => setAsking(true)}>{t('preorderPayment.confirm')}</Button>
          </div>
          <ConfirmDialog
            open={asking}
            title={t('preorderPayment.confirmTitle', { number: order.number })}
            confirmLabel={t('preorderPayment.confirm')}
            busy={busy}
            onConfirm={confirm}
            onCancel={() => setAsking(false)}
          >
            {t('preorderPayment.confirmText')}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
