import type { StorefrontLanguage } from '@shop/i18n';
import { Alert } from '@shop/ui';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../cart/types';
import { canPayAgain } from '../payment/payment';
import { useCheckoutText } from '../screens/text';
import { OrderAddresses } from './OrderAddresses';
import { OrderDownloads } from './OrderDownloads';
import { OrderFacts } from './OrderFacts';
import { OrderItems } from './OrderItems';
import styles from './order-view.module.css';
import { PayAgainButton } from './PayAgainButton';
import { TransferDetails } from './TransferDetails';
import { WithdrawalOffer } from './WithdrawalOffer';

export interface OrderViewProps {
  order: OrderDetail;
  lang: StorefrontLanguage;
  /** The guest token of the order's links; a signed-in owner needs none. */
  token?: string;
  /** The host page's own actions beside "pay now" (the account's "order again"). */
  actions?: ReactNode;
}

/**
 * One order as its owner sees it: where it stands, "pay now" while an online payment is due, how to pay
 * an unpaid transfer, the lines and totals, the addresses and the comments. The order's page shows it, and
 * mf-account's order details mount it as the federated module mf-checkout/order-view.
 */
export function OrderView({ order, lang, token, actions }: OrderViewProps) {
  const t = useCheckoutText(lang);
  const awaitsTransfer = order.payable && order.paymentMethod === 'transfer' && order.paymentStatus === 'unpaid';
  const payable = canPayAgain(order);
  return (
    <article className={styles.order} data-order={order.number}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t('order.heading', { number: order.number })}</h2>
        {(payable || actions) && (
          <div className={styles.actions}>
            {payable && <PayAgainButton order={order} token={token} lang={lang} />}
            {actions}
          </div>
        )}
      </div>
      <OrderFacts order={order} lang={lang} />
      {order.paymentStatus === 'contact_us' && (
        <Alert tone="warning" title={t('paymentStatus.contact_us')}>
          {t('orderConfirmation.contactUs')}
        </Alert>
      )}
      {awaitsTransfer && <TransferDetails orderId={order.id} token={token} lang={lang} />}
      <OrderDownloads order={order} lang={lang} />
      <OrderItems order={order} lang={lang} />
      <OrderAddresses order={order} lang={lang} />
      {order.comments && (
        <section className={styles.section} aria-labelledby="order-view-comments">
          <h2 id="order-view-comments">{t('order.comments')}</h2>
          <p className={styles.comments}>{order.comments}</p>
        </section>
      )}
      <WithdrawalOffer order={order} lang={lang} />
    </article>
  );
}
