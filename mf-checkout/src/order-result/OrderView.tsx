import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/platform';
import { Alert, Badge } from '@shop/ui';
import { useState } from 'react';
import styles from '../cart/cart.module.css';
import { Totals } from '../cart/Totals';
import { type OrderAddress, type OrderDetail, onlineMethods, type TransferDetails } from '../cart/types';
import { rememberedTransfer, takePaymentProblem } from '../payment/payment';
import { useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';
import { PayAgain } from './PayAgain';

/** Whether the shopper may (still) pay an order online. */
export function canPayAgain(order: Pick<OrderDetail, 'paymentMethod' | 'payable'>): boolean {
  return order.payable && onlineMethods.includes(order.paymentMethod);
}

export function OrderView({
  order,
  token,
  lang,
  justPlaced,
}: {
  order: OrderDetail;
  token?: string;
  lang: StorefrontLanguage;
  /** Placed in this tab a moment ago: thank the shopper; a visit from the e-mail gets a plain heading. */
  justPlaced: boolean;
}) {
  const t = useCheckoutText(lang);
  const transfer = order.paymentMethod === 'transfer' ? rememberedTransfer(order.id) : undefined;
  const [paymentProblem] = useState(() => takePaymentProblem(order.id));
  return (
    <div className={orderStyles.order} data-order={order.id}>
      <p className={orderStyles.lead} data-order-greeting={justPlaced ? 'thanks' : 'plain'}>
        {justPlaced
          ? t('orderConfirmation.thanks', { number: order.number })
          : t('orderConfirmation.heading', { number: order.number })}
      </p>
      {paymentProblem && (
        <Alert tone="danger" title={t('orderConfirmation.paymentNotStarted')}>
          {paymentProblem}
        </Alert>
      )}
      <dl className={orderStyles.facts}>
        <div>
          <dt>{t('order.number')}</dt>
          <dd data-order-number="">{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.createdAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd data-order-status={order.status}>{t(`status.${order.status}`, { defaultValue: t('status.unknown') })}</dd>
        </div>
        <div>
          <dt>{t('order.paymentStatus')}</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{t(`payment.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('order.deliveryMethod')}</dt>
          <dd>{t(`delivery.${order.deliveryMethod}`)}</dd>
        </div>
      </dl>
      {order.paymentStatus === 'contact_us' && (
        <Alert tone="warning" title={t('paymentStatus.contact_us')}>
          {t('orderConfirmation.contactUs')}
        </Alert>
      )}
      {canPayAgain(order) && <PayAgain order={order} token={token} lang={lang} />}
      {order.paymentStatus !== 'paid' && transfer && <TransferBlock transfer={transfer} lang={lang} />}
      <section className={styles.panel} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.panel__title}>
          {t('order.items')}
        </h2>
        <ul className={orderStyles.items}>
          {order.items.map((item) => (
            <li key={item.id} className={orderStyles.item}>
              <span>
                {item.quantity} × {item.name}
                {item.optionsLabel && <span className={styles.hint}> ({item.optionsLabel})</span>}
              </span>
              <span className={orderStyles.item__price}>{formatMoney(item.lineTotal, lang)}</span>
            </li>
          ))}
        </ul>
        <Totals totals={order.totals} lang={lang} />
      </section>
      <div className={orderStyles.addresses}>
        <PartyView title={t('order.billing')} party={order.billing} lang={lang} />
        <PartyView title={t('order.delivery')} party={order.delivery} lang={lang} />
      </div>
    </div>
  );
}

export function PaymentStatusBadge({
  status,
  lang,
}: {
  status: OrderDetail['paymentStatus'];
  lang: StorefrontLanguage;
}) {
  const t = useCheckoutText(lang);
  const tone = status === 'paid' ? 'success' : status === 'contact_us' ? 'warning' : 'neutral';
  return (
    <Badge tone={tone} data-payment-status={status}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

function PartyView({ title, party, lang }: { title: string; party: OrderAddress; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const country = party.country ? new Intl.DisplayNames([lang], { type: 'region' }).of(party.country) : '';
  const lines = [
    party.companyName,
    [party.firstName, party.lastName].filter(Boolean).join(' '),
    party.taxId ? t('order.taxId', { taxId: party.taxId }) : '',
    party.vatId ? t('order.vatId', { vatId: party.vatId }) : '',
    party.street,
    [party.zipCode, party.city].filter(Boolean).join(' '),
    party.region && party.region !== 'other' ? t(`regions.${party.region}`, { defaultValue: '' }) : '',
    country,
    party.phone,
  ].filter(Boolean);
  return (
    <section className={styles.panel}>
      <h2 className={styles.panel__title}>{title}</h2>
      <address className={orderStyles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}

function TransferBlock({ transfer, lang }: { transfer: TransferDetails; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <section className={styles.panel} aria-labelledby="order-transfer-title" data-transfer="">
      <h2 id="order-transfer-title" className={styles.panel__title}>
        {t('transfer.title')}
      </h2>
      <dl className={orderStyles.facts}>
        <div>
          <dt>{t('transfer.recipient')}</dt>
          <dd>{transfer.recipient}</dd>
        </div>
        <div>
          <dt>{t('transfer.account')}</dt>
          <dd className={orderStyles.mono}>{transfer.account}</dd>
        </div>
        <div>
          <dt>{t('transfer.titleLabel')}</dt>
          <dd>{transfer.title}</dd>
        </div>
        <div>
          <dt>{t('transfer.amount')}</dt>
          <dd>{formatMoney(transfer.amount, lang)}</dd>
        </div>
        <div>
          <dt>{t('transfer.dueDate')}</dt>
          <dd>{formatDate(transfer.dueDate, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}
