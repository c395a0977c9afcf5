import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate } from '@shop/platform';
import type { OrderDetail } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import styles from './order-view.module.css';
import { OrderStatusFacts } from './PaymentStatusBadge';

/** When the order was placed, where it stands, whether it is paid, and how it is paid and delivered. */
export function OrderFacts({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('order.date')}</dt>
        <dd>{formatDate(order.createdAt, lang)}</dd>
      </div>
      <OrderStatusFacts order={order} lang={lang} />
      <div>
        <dt>{t('order.paymentMethod')}</dt>
        <dd>{t(`order.paymentMethods.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}</dd>
      </div>
      <div>
        <dt>{t('order.deliveryMethod')}</dt>
        <dd>{t(`delivery.${order.deliveryMethod}`, { defaultValue: order.deliveryMethod })}</dd>
      </div>
    </dl>
  );
}
