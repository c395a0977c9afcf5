import type { OrderAddress, OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/platform';
import { Alert, Skeleton, Table } from '@shop/ui';
import { Fragment } from 'react';
import { usePaymentStart } from '../../api/orders';
import { countryOptions } from '../../forms/customer-choices';
import { useAccountText } from '../text';
import styles from './orders.module.css';

// The parts of an order's page: what was bought, what it costs, where it goes and how to pay by transfer.

export function OrderItems({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  return (
    <section className={styles.order__section} aria-labelledby="order-items">
      <h2 id="order-items">{t('orderDetails.items')}</h2>
      <Table
        caption={t('orderDetails.items')}
        hideCaption
        rows={order.items}
        rowKey={(item) => item.id}
        columns={[
          {
            key: 'product',
            header: t('orderDetails.product'),
            rowHeader: true,
            cell: (item) => (
              <>
                {item.name}
                {item.optionsLabel && <span className={styles['order__item-options']}>{item.optionsLabel}</span>}
              </>
            ),
          },
          { key: 'quantity', header: t('orderDetails.quantity'), align: 'end', cell: (item) => item.quantity },
          {
            key: 'unitPrice',
            header: t('orderDetails.unitPrice'),
            align: 'end',
            cell: (item) => formatMoney(item.unitPrice, lang),
          },
          {
            key: 'lineTotal',
            header: t('orderDetails.lineTotal'),
            align: 'end',
            cell: (item) => formatMoney(item.lineTotal, lang),
          },
        ]}
      />
    </section>
  );
}

export function OrderTotals({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { totals } = order;
  const rows: [string, string, boolean?][] = [
    [t('orderDetails.itemsTotal'), formatMoney(totals.items, lang)],
    ...(totals.discount.amount !== 0
      ? [
          [
            order.promoCode ? t('orderDetails.promoCode', { code: order.promoCode }) : t('orderDetails.discount'),
            `−${formatMoney({ ...totals.discount, amount: Math.abs(totals.discount.amount) }, lang)}`,
          ] as [string, string],
        ]
      : []),
    [t('orderDetails.delivery'), formatMoney(totals.delivery, lang)],
    [t('orderDetails.net'), formatMoney(totals.net, lang)],
    [t('orderDetails.vat'), formatMoney(totals.vat, lang)],
    [t('orderDetails.total'), formatMoney(totals.total, lang), true],
  ];
  return (
    <dl className={styles.order__totals} aria-label={t('orderDetails.totals')}>
      {rows.map(([label, value, grand]) => (
        <Fragment key={label}>
          <dt data-grand={grand || undefined}>{label}</dt>
          <dd data-grand={grand || undefined}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function AddressLines({ address, lang }: { address: OrderAddress; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const country = countryOptions(lang).find((option) => option.value === address.country)?.label ?? address.country;
  const lines = [
    address.companyName,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.taxId && t('orderDetails.taxId', { taxId: address.taxId }),
    address.vatId && t('orderDetails.vatId', { vatId: address.vatId }),
    address.street,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    country,
    address.phone && t('orderDetails.phone', { phone: address.phone }),
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.order__address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

export function OrderAddresses({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  return (
    <div className={styles.order__addresses}>
      <section className={styles.order__section} aria-labelledby="order-billing">
        <h2 id="order-billing">{t('orderDetails.billing')}</h2>
        <AddressLines address={order.billing} lang={lang} />
      </section>
      <section className={styles.order__section} aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t('orderDetails.shipping')}</h2>
        <AddressLines address={order.delivery} lang={lang} />
      </section>
    </div>
  );
}

/** Where and how to pay an unpaid transfer order: the account, the title, the amount and the due date. */
export function TransferDetails({ orderId, lang }: { orderId: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource } = usePaymentStart(orderId, lang);
  if (resource.state === 'loading') return <Skeleton lines={3} label={t('orderDetails.transfer.loading')} />;
  if (resource.state === 'failed')
    return <Alert tone="warning">{t('orderDetails.transfer.failed', { message: resource.message })}</Alert>;
  const transfer = resource.data?.transfer;
  if (!transfer) return null;
  return (
    <section className={styles.order__section} aria-labelledby="order-transfer" data-transfer="">
      <h2 id="order-transfer">{t('orderDetails.transfer.title')}</h2>
      <p className={styles.order__placed}>{t('orderDetails.transfer.intro')}</p>
      <dl className={styles.transfer}>
        <dt>{t('orderDetails.transfer.recipient')}</dt>
        <dd>{transfer.recipient}</dd>
        <dt>{t('orderDetails.transfer.account')}</dt>
        <dd data-iban="">{formatIban(transfer.account)}</dd>
        <dt>{t('orderDetails.transfer.transferTitle')}</dt>
        <dd>{transfer.title}</dd>
        <dt>{t('orderDetails.transfer.amount')}</dt>
        <dd>{formatMoney(transfer.amount, lang)}</dd>
        <dt>{t('orderDetails.transfer.dueDate')}</dt>
        <dd>{formatDate(transfer.dueDate, lang)}</dd>
      </dl>
    </section>
  );
}

/** `PL61109010140000071219812874` → `PL61 1090 1014 0000 0712 1981 2874`, as a bank statement writes it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
