import type { StorefrontLanguage } from '@shop/i18n';
import type { OrderDetail } from '../cart/types';
import { OrderStatusFacts } from '../order-view/PaymentStatusBadge';
import { useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';

/** The order a payment result is about: its number, status and payment status. */
export function ResultOrder({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <dl className={orderStyles.facts} data-result-order={order.id}>
      <div>
        <dt>{t('order.number')}</dt>
        <dd data-order-number="">{order.number}</dd>
      </div>
      <OrderStatusFacts order={order} lang={lang} />
    </dl>
  );
}
