import type { OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/platform';
import { Alert, ProgressBar } from '@shop/ui';
import { usePreorderProgress } from '../../api/orders';
import { useAccountText } from '../text';
import styles from './orders.module.css';

// A dealer's preorder on its order page (issue 23): while staff have not confirmed it, a note that it
// waits; once confirmed, the amount due in PLN (an EUR preorder converted on the confirmation day, with the
// rate, its table and day) and where to transfer it. And the dealer's preorder progress (SPEC §4).

/** The rate as a Polish or English reader writes it: 4,2431 or 4.2431 (trailing zeros dropped to 4 places). */
function rateText(rate: string, lang: StorefrontLanguage) {
  const [whole, fraction = ''] = rate.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(4, '0');
  return `${whole}${lang === 'pl' ? ',' : '.'}${trimmed}`;
}

export function PreorderPaymentPanel({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  if (order.type !== 'PREORDER') return null;
  const payment = order.preorderPayment;
  return (
    <section className={styles.order__section} aria-labelledby="preorder-payment-title">
      <h2 id="preorder-payment-title">{t('orderDetails.preorder.title')}</h2>
      {!payment ? (
        order.paymentStatus === 'unpaid' &&
        !['cancelled', 'rejected'].includes(order.status) && <p>{t('orderDetails.preorder.waiting')}</p>
      ) : (
        <>
          {order.paymentStatus === 'unpaid' && <p>{t('orderDetails.preorder.text')}</p>}
          <dl className={styles.transfer}>
            <dt>{t('orderDetails.preorder.amount')}</dt>
            <dd data-testid="preorder-amount-pln">{formatMoney(payment.amountPln, lang)}</dd>
            {payment.rate && (
              <>
                <dt>{t('orderDetails.preorder.total')}</dt>
                <dd>{formatMoney(order.total, lang)}</dd>
                <dt>{t('orderDetails.preorder.rate')}</dt>
                <dd data-testid="preorder-rate">
                  {t('orderDetails.preorder.rateValue', {
                    currency: order.total.currency,
                    rate: rateText(payment.rate.ratePln, lang),
                  })}{' '}
                  (
                  {payment.rate.table
                    ? t('orderDetails.preorder.rateSource', {
                        table: payment.rate.table,
                        date: formatDate(payment.rate.effectiveAt, lang),
                      })
                    : t('orderDetails.preorder.rateSourcePlain', {
                        source: payment.rate.source,
                        date: formatDate(payment.rate.effectiveAt, lang),
                      })}
                  )
                </dd>
              </>
            )}
            {payment.transfer && (
              <>
                <dt>{t('orderDetails.preorder.recipient')}</dt>
                <dd>{payment.transfer.recipient}</dd>
                <dt>{t('orderDetails.preorder.account')}</dt>
                <dd>{payment.transfer.account}</dd>
                <dt>{t('orderDetails.preorder.transferTitle')}</dt>
                <dd>{payment.transfer.title}</dd>
              </>
            )}
          </dl>
        </>
      )}
      <PreorderProgressBar lang={lang} />
    </section>
  );
}

function PreorderProgressBar({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource } = usePreorderProgress(true, lang);
  if (resource.state === 'failed') return <Alert tone="warning">{resource.message}</Alert>;
  if (resource.state !== 'ready' || resource.data.ordered === 0) return null;
  const progress = resource.data;
  return (
    <ProgressBar
      label={t('orderDetails.preorder.progress')}
      value={progress.percentage}
      showValue
      valueText={t('orderDetails.preorder.progressText', {
        percentage: progress.percentage,
        completed: progress.completed,
        ordered: progress.ordered,
      })}
    />
  );
}
