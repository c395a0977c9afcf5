import type { InventoryItem, InventoryOperation, Warehouse } from '@shop/contracts';
import { Alert, Badge } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { listItems, listOperations, listWarehouses, stockSyncRuns } from '../api/warehouse';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { ServerList } from '../kit/ServerList';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { amount } from './quantities';
import { LinkButton, WarehouseLinks } from './WarehouseLinks';

// The warehouse's lists: stock by item, the operations journal (filtered by source, SKU, days) and the
// warehouses. Read here; the service refuses writes to types without the right.

const itemTypes = ['product_variant', 'part', 'other'] as const;
const sources = ['receipt', 'issue', 'transfer', 'adjustment', 'consumption', 'output', 'return'] as const;

/**
 * The warning that a recent reconciliation (the latest 20 runs, about ten minutes) found sellable stock no
 * warehouse holds and lowered it, or that the latest could not ask the catalogue: on the stock page and the
 * dashboard, for staff who may view the inventory. Nothing while all is well.
 */
export function StockSyncAlert({ staff }: { staff: StaffMember }) {
  const t = useText();
  const { loaded } = useLoad(
    (signal) => (staff.may('warehouse.inventory.view') ? stockSyncRuns(signal) : Promise.resolve([])),
    [],
  );
  if (loaded.state !== 'ready') return null;
  const [latest] = loaded.data;
  if (latest?.error)
    return <Alert tone="warning">{t('warehouse.sync.failed', { at: formatDateTime(latest.at) })}</Alert>;
  const drifted = loaded.data.find((run) => run.drift.length > 0);
  if (!drifted) return null;
  return (
    <Alert tone="warning">
      {t('warehouse.sync.drift', {
        at: formatDateTime(drifted.at),
        skus: drifted.drift
          .map((drift) => `${drift.sku} (${drift.sellableBefore} → ${drift.sellableAfter})`)
          .join(', '),
      })}
    </Alert>
  );
}

export function StockPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('sections.warehouse')}
      actions={
        <>
          {staff.may('warehouse.inventory_operations.create') && (
            <LinkButton href={adminPath(lang, 'warehouse', 'operations', 'new')}>
              {t('warehouse.newOperation')}
            </LinkButton>
          )}
          {staff.may('warehouse.inventory_items.create') && (
            <LinkButton href={adminPath(lang, 'warehouse', 'items', 'new')}>{t('warehouse.newItem')}</LinkButton>
          )}
        </>
      }
    >
      <WarehouseLinks staff={staff} current="" />
      <StockSyncAlert staff={staff} />
      <ServerList<InventoryItem>
        caption={t('warehouse.stock')}
        load={listItems}
        rowKey={(item) => item.id}
        defaultSort={{ sort: 'sku', dir: 'asc' }}
        filters={[
          { name: 'q', label: t('warehouse.filters.q') },
          {
            name: 'type',
            label: t('warehouse.fields.type'),
            options: itemTypes.map((type) => ({ value: type, label: t(`warehouse.types.${type}`) })),
          },
        ]}
        columns={[
          { key: 'sku', label: t('warehouse.fields.sku'), sortKey: 'sku', cell: (item) => item.sku },
          { key: 'name', label: t('warehouse.fields.name'), sortKey: 'name', cell: (item) => item.name },
          { key: 'type', label: t('warehouse.fields.type'), cell: (item) => t(`warehouse.types.${item.type}`) },
          { key: 'warehouse', label: t('warehouse.fields.warehouse'), cell: (item) => item.warehouseCode },
          {
            key: 'quantity',
            label: t('warehouse.fields.quantity'),
            sortKey: 'quantity',
            align: 'end',
            cell: (item) => `${amount(item.quantity, lang)} ${t(`warehouse.units.${item.unit}`)}`,
          },
        ]}
        empty={{ title: t('warehouse.noItems'), text: t('warehouse.noItemsHint') }}
      />
    </AdminPage>
  );
}

export function OperationsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('warehouse.operations')}
      actions={
        staff.may('warehouse.inventory_operations.create') && (
          <LinkButton href={adminPath(lang, 'warehouse', 'operations', 'new')}>
            {t('warehouse.newOperation')}
          </LinkButton>
        )
      }
    >
      <WarehouseLinks staff={staff} current="operations" />
      <ServerList<InventoryOperation>
        caption={t('warehouse.operations')}
        load={listOperations}
        rowKey={(operation) => operation.id}
        defaultSort={{ sort: 'sequence', dir: 'desc' }}
        filters={[
          {
            name: 'source',
            label: t('warehouse.fields.source'),
            options: sources.map((source) => ({ value: source, label: t(`warehouse.sources.${source}`) })),
          },
          { name: 'sku', label: t('warehouse.fields.sku') },
          { name: 'from', label: t('warehouse.filters.from') },
          { name: 'to', label: t('warehouse.filters.to') },
        ]}
        columns={[
          {
            key: 'sequence',
            label: t('warehouse.fields.sequence'),
            sortKey: 'sequence',
            align: 'end',
            cell: (o) => o.sequence,
          },
          { key: 'createdAt', label: t('warehouse.fields.when'), cell: (o) => formatDateTime(o.createdAt) },
          {
            key: 'source',
            label: t('warehouse.fields.source'),
            cell: (o) => <Badge>{t(`warehouse.sources.${o.source}`)}</Badge>,
          },
          { key: 'item', label: t('warehouse.fields.item'), cell: (o) => `${o.sku} – ${o.itemName}` },
          { key: 'warehouse', label: t('warehouse.fields.warehouse'), cell: (o) => o.warehouseCode },
          {
            key: 'change',
            label: t('warehouse.fields.change'),
            align: 'end',
            cell: (o) =>
              `${o.change > 0 ? '+' : '−'}${amount(Math.abs(o.change), lang)} ${t(`warehouse.units.${o.unit}`)}`,
          },
          {
            key: 'after',
            label: t('warehouse.fields.after'),
            align: 'end',
            cell: (o) => amount(o.quantityAfter, lang),
          },
          { key: 'who', label: t('warehouse.fields.who'), cell: (o) => o.actorName },
          {
            key: 'reason',
            label: t('warehouse.fields.reason'),
            cell: (o) => (o.reference ? `${o.reason} (${o.reference})` : o.reason),
          },
        ]}
        empty={{ title: t('warehouse.noOperations') }}
      />
    </AdminPage>
  );
}

export function WarehousesPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('warehouse.warehouses')}
      actions={
        staff.may('warehouse.warehouses.create') && (
          <LinkButton href={adminPath(lang, 'warehouse', 'warehouses', 'new')}>
            {t('warehouse.newWarehouse')}
          </LinkButton>
        )
      }
    >
      <WarehouseLinks staff={staff} current="warehouses" />
      <ServerList<Warehouse>
        caption={t('warehouse.warehouses')}
        load={listWarehouses}
        rowKey={(warehouse) => warehouse.id}
        defaultSort={{ sort: 'code', dir: 'asc' }}
        filters={[{ name: 'q', label: t('warehouse.filters.q') }]}
        columns={[
          { key: 'code', label: t('warehouse.fields.code'), sortKey: 'code', cell: (w) => w.code },
          { key: 'name', label: t('warehouse.fields.name'), sortKey: 'name', cell: (w) => w.name },
          { key: 'address', label: t('warehouse.fields.address'), cell: (w) => w.address },
          {
            key: 'active',
            label: t('warehouse.fields.active'),
            cell: (w) => (
              <Badge tone={w.active ? 'success' : 'neutral'}>
                {t(w.active ? 'warehouse.active' : 'warehouse.inactive')}
              </Badge>
            ),
          },
        ]}
        empty={{ title: t('warehouse.noWarehouses') }}
      />
    </AdminPage>
  );
}
