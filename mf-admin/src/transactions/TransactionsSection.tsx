import { type AdminTransaction, PaymentStartMethod, TransactionResult, TransactionType } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import { listTransactions } from '../api/transactions';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { paymentMethodLabel, transactionRemarks } from '../orders/order-choices';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { RecordPaymentPage } from './RecordPaymentPage';

const resultTone: Record<AdminTransaction['result'], BadgeTone> = {
  success: 'success',
  failure: 'danger',
  pending: 'info',
};

/**
 * The transactions section (`transactions.*`): every payment attempt with its type and result; a row leads to
 * its order for staff who may open orders.
 */
export function TransactionsSection({ staff, path: [first, orderId] }: SectionScreenProps) {
  if (first === 'new') return <RecordPaymentPage key={orderId ?? ''} staff={staff} orderId={orderId} />;
  return <TransactionsListPage staff={staff} />;
}

function TransactionsListPage({ staff }: { staff: SectionScreenProps['staff'] }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'transactions', 'new');
  const typeLabel = (type: string) => t(`orders.transactionType.${type}`);
  const resultLabel = (result: string) => t(`orders.result.${result}`);
  return (
    <AdminPage
      title={t('sections.transactions')}
      actions={
        staff.may('transactions.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('transactions.record')}
          </Button>
        )
      }
    >
      <ServerList<AdminTransaction>
        caption={t('transactions.caption')}
        load={listTransactions}
        rowKey={(item) => item.id}
        rowHref={staff.may('orders.view') ? (item) => adminPath(lang, 'orders', item.orderId) : undefined}
        filters={[
          { name: 'orderNumber', label: t('transactions.fields.orderNumber') },
          {
            name: 'type',
            label: t('transactions.fields.type'),
            options: TransactionType.options.map((value) => ({ value, label: typeLabel(value) })),
          },
          {
            name: 'result',
            label: t('transactions.fields.result'),
            options: TransactionResult.options.map((value) => ({ value, label: resultLabel(value) })),
          },
          {
            name: 'method',
            label: t('transactions.fields.method'),
            options: PaymentStartMethod.options.map((value) => ({ value, label: paymentMethodLabel(t, value) })),
          },
          { name: 'from', label: t('orders.filters.from') },
          { name: 'to', label: t('orders.filters.to') },
        ]}
        columns={[
          {
            key: 'orderNumber',
            label: t('transactions.fields.orderNumber'),
            sortKey: 'orderNumber',
            cell: (item) => item.orderNumber,
          },
          {
            key: 'createdAt',
            label: t('transactions.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (item) => formatDateTime(item.createdAt),
          },
          { key: 'type', label: t('transactions.fields.type'), cell: (item) => typeLabel(item.type) },
          { key: 'method', label: t('transactions.fields.method'), cell: (item) => paymentMethodLabel(t, item.method) },
          {
            key: 'result',
            label: t('transactions.fields.result'),
            cell: (item) => <Badge tone={resultTone[item.result]}>{resultLabel(item.result)}</Badge>,
          },
          {
            key: 'amount',
            label: t('transactions.fields.amount'),
            sortKey: 'amount',
            align: 'end',
            cell: (item) => formatMoney(item.amount, lang),
          },
          {
            key: 'recordedBy',
            label: t('transactions.fields.recordedBy'),
            cell: (item) => transactionRemarks(item) || '—',
          },
        ]}
        empty={{ title: t('transactions.empty'), text: t('orders.emptyHint') }}
      />
    </AdminPage>
  );
}
