import type { AdminOrderDetail, OrderAddress, OrderStatus } from '@shop/contracts';
import { describeError, formatMoney } from '@shop/platform';
import { Badge, Button, LoadFailed, Select, Skeleton } from '@shop/ui';
import { type ReactNode, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { changeOrderStatus, getOrder, orderHistory, orderTransactions } from '../api/orders';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { OrderLineOptions } from './OrderLineOptions';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel, transactionRemarks } from './order-choices';
import styles from './orders.module.css';
import { PreorderConfirmation } from './PreorderConfirmation';
import { ProposalEditor } from './ProposalEditor';

/** One order: its state and payment, the allowed status moves, lines, addresses, payments and history. */
export function OrderDetailPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getOrder(id, signal), [id]);
  const trail = [{ label: t('sections.orders'), href: adminPath(lang, 'orders') }];

  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('orders.detailTitle')}
        failedTitle={t('orders.loadFailed')}
        trail={trail}
      />
    );
  }
  const order = loaded.data;
  const record = adminPath(lang, 'transactions', 'new', order.id);
  return (
    <AdminPage
      title={t('orders.title', { number: order.number })}
      trail={trail}
      actions={
        staff.may('transactions.create') && (
          <Button
            href={record}
            onClick={(event) => {
              event.preventDefault();
              goTo(record);
            }}
          >
            {t('transactions.record')}
          </Button>
        )
      }
    >
      <OrderSummary order={order} />
      {staff.may('orders.update') && order.nextStatuses.length > 0 && (
        <StatusChange order={order} onChanged={replace} onStale={reload} />
      )}
      <PreorderConfirmation
        order={order}
        mayConfirm={staff.may('orders.update')}
        onChanged={replace}
        onStale={reload}
      />
      <ProposalEditor order={order} mayWrite={staff.may('orders.create')} />
      <OrderLines order={order} />
      <div className={styles.addresses}>
        <Address title={t('orders.billing')} address={order.billing} />
        <Address title={t('orders.delivery')} address={order.delivery} />
      </div>
      {staff.may('transactions.list') && <OrderPayments orderId={order.id} version={order.updatedAt} />}
      <HistoryPanel
        version={order.updatedAt}
        load={(query, signal) => orderHistory(order.id, query, signal)}
        fieldLabel={(field) => t(`orders.fields.${field}`, { defaultValue: field })}
        formatValue={(field, value) => {
          if (field === 'status') return orderStatusLabel(t, String(value));
          if (typeof value === 'boolean') return value ? t('orders.yes') : t('orders.no');
          return typeof value === 'string' ? value : JSON.stringify(value);
        }}
      />
    </AdminPage>
  );
}

function OrderSummary({ order }: { order: AdminOrderDetail }) {
  const t = useText();
  const lang = useAdminLanguage();
  const rows: [string, ReactNode][] = [
    [
      t('orders.fields.status'),
      <Badge key="status" tone="info">
        {orderStatusLabel(t, order.status)}
      </Badge>,
    ],
    [t('orders.fields.paymentStatus'), paymentStatusLabel(t, order.adminPaymentStatus)],
    [t('orders.fields.paymentMethod'), paymentMethodLabel(t, order.paymentMethod)],
    [t('orders.fields.total'), formatMoney(order.total, lang)],
    [t('orders.fields.createdAt'), formatDateTime(order.createdAt)],
    [t('orders.fields.buyer'), order.buyer || '—'],
    [t('orders.fields.email'), order.email],
    [t('orders.fields.phone'), order.phone ?? '—'],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summary__row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {order.comments && (
        <div className={styles.summary__row}>
          <dt>{t('orders.fields.comments')}</dt>
          <dd>{order.comments}</dd>
        </div>
      )}
    </dl>
  );
}

/** The next status, chosen among those the transition table allows, asked before it is applied. */
function StatusChange({
  order,
  onChanged,
  onStale,
}: {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [next, setNext] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const target = next as OrderStatus;

  const apply = async () => {
    setBusy(true);
    try {
      onChanged(await changeOrderStatus(order.id, { from: order.status, to: target }));
      toast(t('orders.statusChanged', { status: orderStatusLabel(t, target) }));
      setNext('');
      setAsking(false);
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang), { tone: 'danger' });
      setAsking(false);
      // Moved by someone else meanwhile (409): show the order as it is now.
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="order-status-title">
      <h2 id="order-status-title" className={styles.panel__title}>
        {t('orders.changeStatus')}
      </h2>
      <form
        className={styles.statusForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (next) setAsking(true);
        }}
      >
        <Select
          label={t('orders.nextStatus')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          options={[
            { value: '', label: t('orders.chooseStatus') },
            ...order.nextStatuses.map((status) => ({ value: status, label: orderStatusLabel(t, status) })),
          ]}
        />
        <Button type="submit" disabled={!next}>
          {t('orders.changeStatus')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('orders.confirmTitle', { number: order.number, status: orderStatusLabel(t, target) })}
        confirmLabel={t('orders.changeStatus')}
        tone={target === 'cancelled' || target === 'rejected' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={apply}
        onCancel={() => setAsking(false)}
      >
        {target === 'cancelled' ? t('orders.confirmCancel') : t('orders.confirmText')}
      </ConfirmDialog>
    </section>
  );
}

function OrderLines({ order }: { order: AdminOrderDetail }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <section className={styles.panel} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className={styles.panel__title}>
        {t('orders.lines')}
      </h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.fields.product')}</th>
              <th scope="col">{t('orders.fields.sku')}</th>
              <th scope="col" className={styles.end}>
                {t('orders.fields.quantity')}
              </th>
              <th scope="col" className={styles.end}>
                {t('orders.fields.unitPrice')}
              </th>
              <th scope="col" className={styles.end}>
                {t('orders.fields.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  {item.optionsLabel && <span className={styles.muted}> · {item.optionsLabel}</span>}
                  <OrderLineOptions orderId={order.id} item={item} />
                </td>
                <td>{item.sku}</td>
                <td className={styles.end}>{item.quantity}</td>
                <td className={styles.end}>{formatMoney(item.unitPrice, lang)}</td>
                <td className={styles.end}>{formatMoney(item.lineTotal, lang)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className={styles.end}>
                {t('orders.fields.delivery')}
              </th>
              <td className={styles.end}>{formatMoney(order.totals.delivery, lang)}</td>
            </tr>
            {order.totals.discount.amount !== 0 && (
              <tr>
                <th scope="row" colSpan={4} className={styles.end}>
                  {t('orders.fields.discount')}
                </th>
                <td className={styles.end}>{formatMoney(order.totals.discount, lang)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={4} className={styles.end}>
                {t('orders.fields.total')}
              </th>
              <td className={styles.end}>{formatMoney(order.totals.total, lang)}</td>
            </tr>
            {order.totals.giftCard && (
              <tr data-total="giftCard">
                <th scope="row" colSpan={4} className={styles.end}>
                  {t('orders.fields.giftCard')}
                </th>
                <td className={styles.end}>{formatMoney(order.totals.giftCard, lang)}</td>
              </tr>
            )}
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Address({ title, address }: { title: string; address: OrderAddress }) {
  const lines = [
    address.companyName,
    `${address.firstName} ${address.lastName}`.trim(),
    address.street,
    `${address.zipCode} ${address.city}`.trim(),
    address.country,
    address.taxId,
    address.phone,
  ].filter(Boolean);
  return (
    <section className={styles.address}>
      <h2 className={styles.panel__title}>{title}</h2>
      <address>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </section>
  );
}

/** The order's payment attempts from the payments service: type, result, amount, when. */
function OrderPayments({ orderId, version }: { orderId: string; version: string }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => orderTransactions(orderId, signal), [orderId, version]);
  return (
    <section className={styles.panel} aria-labelledby="order-payments-title">
      <h2 id="order-payments-title" className={styles.panel__title}>
        {t('orders.payments')}
      </h2>
      {loaded.state === 'loading' && <Skeleton lines={2} label={t('common:status.loading')} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('orders.paymentsFailed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' &&
        (loaded.data.items.length === 0 ? (
          <p className={styles.muted}>{t('orders.noPayments')}</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('orders.fields.createdAt')}</th>
                  <th scope="col">{t('orders.fields.transactionType')}</th>
                  <th scope="col">{t('orders.fields.result')}</th>
                  <th scope="col" className={styles.end}>
                    {t('orders.fields.amount')}
                  </th>
                  <th scope="col">{t('transactions.fields.recordedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.items.map((item) => (
                  <tr key={item.id}>
                    <td>{formatDateTime(item.createdAt)}</td>
                    <td>{t(`orders.transactionType.${item.type}`)}</td>
                    <td>{t(`orders.result.${item.result}`)}</td>
                    <td className={styles.end}>{formatMoney(item.amount, lang)}</td>
                    <td>{transactionRemarks(item) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
