import { type AdminReturnSummary, ReturnAction, ReturnStage, ReturnStatus } from '@shop/contracts';
import { Badge } from '@shop/ui';
import { listReturns } from '../api/returns';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { ServerList } from '../kit/ServerList';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { ReturnDetailPage } from './ReturnDetailPage';

/** The returns section (`returns.*`): `/returns` the list, `/returns/:id` one return with its thread. */
export function ReturnsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <ReturnsListPage />;
  return <ReturnDetailPage key={first} id={first} staff={staff} />;
}

function ReturnsListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  const status = (value: string) => t(`dashboard.returnStatus.${value}`);
  return (
    <AdminPage title={t('sections.returns')}>
      <ServerList<AdminReturnSummary>
        caption={t('returns.caption')}
        load={listReturns}
        rowKey={(item) => item.id}
        rowHref={(item) => adminPath(lang, 'returns', item.id)}
        filters={[
          { name: 'number', label: t('returns.fields.number') },
          { name: 'customer', label: t('returns.filters.customer') },
          {
            name: 'status',
            label: t('returns.fields.status'),
            options: ReturnStatus.options.map((value) => ({ value, label: status(value) })),
          },
          {
            name: 'stage',
            label: t('returns.fields.stage'),
            options: ReturnStage.options.map((value) => ({ value, label: t(`returns.stage.${value}`) })),
          },
          {
            name: 'requestedAction',
            label: t('returns.fields.requestedAction'),
            options: ReturnAction.options.map((value) => ({ value, label: t(`returns.action.${value}`) })),
          },
          { name: 'from', label: t('returns.filters.from') },
          { name: 'to', label: t('returns.filters.to') },
        ]}
        columns={[
          { key: 'number', label: t('returns.fields.number'), sortKey: 'number', cell: (item) => item.number },
          {
            key: 'createdAt',
            label: t('returns.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (item) => formatDateTime(item.createdAt),
          },
          { key: 'contact', label: t('returns.fields.contactEmail'), cell: (item) => item.contactEmail },
          { key: 'stage', label: t('returns.fields.stage'), cell: (item) => t(`returns.stage.${item.stage}`) },
          {
            key: 'requestedAction',
            label: t('returns.fields.requestedAction'),
            cell: (item) => t(`returns.action.${item.requestedAction}`),
          },
          {
            key: 'status',
            label: t('returns.fields.status'),
            sortKey: 'status',
            cell: (item) => <Badge tone="info">{status(item.status)}</Badge>,
          },
          {
            key: 'assignee',
            label: t('returns.fields.assignee'),
            cell: (item) => item.assignee?.name ?? t('returns.nobody'),
          },
        ]}
        empty={{ title: t('returns.empty'), text: t('orders.emptyHint') }}
      />
    </AdminPage>
  );
}
