import { AdminTransactionCreate, ManualTransactionType } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { Select, TextArea, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { getOrder } from '../api/orders';
import { recordTransaction } from '../api/transactions';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

/** "1 299,50" or "1299.5" → 129950 minor units; anything else is left as typed for the schema to refuse. */
export function minorUnits(typed: string): number | string {
  const plain = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return typed;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const warsawToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .slice(0, 10);

interface Values extends Record<string, unknown> {
  orderNumber: string;
  type: string;
  amount: string;
  date: string;
  note: string;
}

/**
 * Money of an order recorded by hand (`transactions.create`): a transfer receipt, cash, a refund, a chargeback,
 * a discount. Opened from the transactions list (the order's number typed) or from an order (`orderId`).
 */
export function RecordPaymentPage({ staff, orderId }: { staff: StaffMember; orderId?: string }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad(
    (signal) => (orderId ? getOrder(orderId, signal) : Promise.resolve(undefined)),
    [orderId],
  );
  const list = adminPath(lang, 'transactions');
  const order = loaded.state === 'ready' ? loaded.data : undefined;
  const back = order && staff.may('orders.view') ? adminPath(lang, 'orders', order.id) : list;
  const trail = [
    { label: t('sections.transactions'), href: list },
    ...(order ? [{ label: t('orders.title', { number: order.number }), href: back }] : []),
  ];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('transactions.recordTitle')}
        failedTitle={t('orders.loadFailed')}
        trail={trail}
      />
    );
  }
  const initial: Values = { orderNumber: order?.number ?? '', type: '', amount: '', date: warsawToday(), note: '' };
  return (
    <AdminPage title={t('transactions.recordTitle')} trail={trail}>
      <p className={styles.lead}>{t('transactions.recordLead')}</p>
      {order && (
        <p className={styles.lead}>
          {t('transactions.orderTotal', {
            total: formatMoney(order.total, lang),
            status: t(`orders.paymentStatus.${order.adminPaymentStatus}`),
          })}
        </p>
      )}
      <FormPage
        name="record-payment"
        schema={AdminTransactionCreate}
        initial={initial}
        prepare={(values) => ({
          orderNumber: values.orderNumber.trim() || undefined,
          type: values.type || undefined,
          amount: values.amount.trim() ? minorUnits(values.amount) : undefined,
          date: values.date,
          note: values.note,
        })}
        cancelHref={back}
        submitLabel={t('transactions.record')}
        onSubmit={async (body) => {
          const recorded = await recordTransaction(body);
          toast(
            t('transactions.recorded', {
              type: t(`orders.transactionType.${recorded.type}`),
              amount: formatMoney(recorded.amount, lang),
              number: recorded.orderNumber,
            }),
          );
          goTo(staff.may('orders.view') ? adminPath(lang, 'orders', recorded.orderId) : list);
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <TextField
              label={t('transactions.fields.orderNumber')}
              required
              readOnly={Boolean(order)}
              autoComplete="off"
              {...form.text('orderNumber')}
            />
            <Select
              label={t('transactions.fields.type')}
              required
              placeholder={t('transactions.chooseType')}
              options={ManualTransactionType.options.map((value) => ({
                value,
                label: t(`orders.transactionType.${value}`),
              }))}
              {...form.text('type')}
            />
            <TextField
              label={t('transactions.fields.amount')}
              hint={t('transactions.amountHint')}
              required
              inputMode="decimal"
              autoComplete="off"
              {...form.text('amount')}
            />
            <TextField label={t('transactions.fields.date')} type="date" required {...form.text('date')} />
            <TextArea label={t('transactions.fields.note')} rows={3} {...form.text('note')} />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}
