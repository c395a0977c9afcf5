import type { StorefrontLanguage } from '@shop/i18n';
import type { OrderDetail } from '../cart/types';
import { PaymentStatusBadge, useOrderStatusName } from '../order-view/PaymentStatusBadge';
import { useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';

/** The order a payment result is about: its number, status and payment status. */
export function ResultOrder({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const statusName = useOrderStatusName(lang);
  return (
    <dl className={orderStyles.facts} data-result-order={order.id}>
      <div>
        <dt>{t('order.number')}</dt>
        <dd data-order-number="">{order.number}</dd>
      </div>
      <div>
        <dt>{t('order.status')}</dt>
        <dd data-order-status={order.status}>{statusName(order.status)}</dd>
      </div>
      <div>
        <dt>{t('order.paymentStatus')}</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} lang={lang} />
        </dd>
      </div>
    </dl>
  );
}
