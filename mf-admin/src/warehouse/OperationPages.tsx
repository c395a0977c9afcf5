import { InventoryItemFields, NewInventoryOperation, type Warehouse, WarehouseFields } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import { activeWarehouses, createItem, createWarehouse, itemsOfWarehouse, recordOperation } from '../api/warehouse';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { amount, numberOf, units } from './quantities';
import styles from './warehouse.module.css';

// New inventory operations and items (issue 17). An operation names a warehouse, one of its items, the
// source and a positive quantity; the source gives the direction (an adjustment says it). The service
// refuses a quantity below zero or a fraction of pieces, and the form shows why at the field.

const sources = ['receipt', 'issue', 'transfer', 'adjustment', 'consumption', 'output', 'return'] as const;
const itemTypes = ['product_variant', 'part', 'other'] as const;

const warehouseOptions = (warehouses: Warehouse[]) =>
  warehouses.map((warehouse) => ({ value: warehouse.id, label: `${warehouse.code} – ${warehouse.name}` }));

function useWarehouses(title: string) {
  const t = useText();
  const lang = useAdminLanguage();
  const stock = adminPath(lang, 'warehouse');
  const trail = [{ label: t('sections.warehouse'), href: stock }];
  const { loaded, reload } = useLoad(activeWarehouses, []);
  const notLoaded =
    loaded.state === 'ready' ? null : (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={title}
        failedTitle={t('warehouse.loadFailed')}
        trail={trail}
      />
    );
  return { stock, trail, warehouses: loaded.state === 'ready' ? loaded.data : [], notLoaded };
}

/** The items of the chosen warehouse, for the item drop-down. */
function ItemSelect({ warehouseId, ...field }: { warehouseId: string } & ReturnType<FormText>) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded } = useLoad(
    (signal) => (warehouseId ? itemsOfWarehouse(warehouseId, signal) : Promise.resolve([])),
    [warehouseId],
  );
  const items = loaded.state === 'ready' ? loaded.data : [];
  return (
    <Select
      label={t('warehouse.fields.item')}
      required
      disabled={!warehouseId}
      placeholder={warehouseId ? t('warehouse.chooseItem') : t('warehouse.chooseWarehouseFirst')}
      options={items.map((item) => ({
        value: item.id,
        label: `${item.sku} – ${item.name} (${amount(item.quantity, lang)} ${t(`warehouse.units.${item.unit}`)})`,
      }))}
      {...field}
    />
  );
}

type FormText = (name: string) => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

interface OperationValues extends Record<string, unknown> {
  warehouseId: string;
  itemId: string;
  source: string;
  quantity: string;
  direction: string;
  toWarehouseId: string;
  reason: string;
  reference: string;
}

export function NewOperationPage() {
  const t = useText();
  const lang = useAdminLanguage();
  const title = t('warehouse.newOperation');
  const { stock, trail, warehouses, notLoaded } = useWarehouses(title);
  if (notLoaded) return notLoaded;
  const initial: OperationValues = {
    warehouseId: warehouses.length === 1 ? warehouses[0]!.id : '',
    itemId: '',
    source: 'receipt',
    quantity: '',
    direction: 'add',
    toWarehouseId: '',
    reason: '',
    reference: '',
  };
  return (
    <AdminPage title={title} trail={trail}>
      <p className={styles.lead}>{t('warehouse.operationLead')}</p>
      <FormPage
        name="inventory-operation"
        schema={NewInventoryOperation}
        initial={initial}
        prepare={(values) => ({
          source: values.source,
          itemId: values.itemId || undefined,
          quantity: numberOf(values.quantity),
          direction: values.source === 'adjustment' ? values.direction : undefined,
          toWarehouseId: values.source === 'transfer' ? values.toWarehouseId || undefined : undefined,
          reason: values.reason,
          reference: values.reference.trim() || undefined,
        })}
        cancelHref={stock}
        submitLabel={t('warehouse.record')}
        onSubmit={async (body) => {
          const { operations } = await recordOperation(body);
          const [first] = operations;
          toast(t('warehouse.recorded', { sku: first?.sku ?? '', after: amount(first?.quantityAfter ?? 0, lang) }));
          goTo(adminPath(lang, 'warehouse', 'operations'));
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <Select
              label={t('warehouse.fields.warehouse')}
              required
              placeholder={t('warehouse.chooseWarehouse')}
              options={warehouseOptions(warehouses)}
              {...form.text('warehouseId')}
              onChange={(event) => {
                form.set('warehouseId', event.target.value);
                form.set('itemId', '');
              }}
            />
            <ItemSelect warehouseId={form.values.warehouseId} {...form.text('itemId')} />
            <Select
              label={t('warehouse.fields.source')}
              required
              options={sources.map((source) => ({ value: source, label: t(`warehouse.sources.${source}`) }))}
              {...form.text('source')}
            />
            {form.values.source === 'adjustment' && (
              <Select
                label={t('warehouse.fields.direction')}
                required
                options={[
                  { value: 'add', label: t('warehouse.directions.add') },
                  { value: 'remove', label: t('warehouse.directions.remove') },
                ]}
                {...form.text('direction')}
              />
            )}
            {form.values.source === 'transfer' && (
              <Select
                label={t('warehouse.fields.toWarehouse')}
                required
                placeholder={t('warehouse.chooseWarehouse')}
                options={warehouseOptions(warehouses.filter((w) => w.id !== form.values.warehouseId))}
                {...form.text('toWarehouseId')}
              />
            )}
            <TextField
              label={t('warehouse.fields.quantity')}
              required
              inputMode="decimal"
              autoComplete="off"
              hint={t('warehouse.quantityHint')}
              {...form.text('quantity')}
            />
            <TextField label={t('warehouse.fields.reason')} required {...form.text('reason')} />
            <TextField
              label={t('warehouse.fields.reference')}
              hint={t('warehouse.referenceHint')}
              autoComplete="off"
              {...form.text('reference')}
            />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}

interface ItemValues extends Record<string, unknown> {
  warehouseId: string;
  type: string;
  sku: string;
  name: string;
  unit: string;
}

export function NewItemPage() {
  const t = useText();
  const title = t('warehouse.newItem');
  const { stock, trail, warehouses, notLoaded } = useWarehouses(title);
  if (notLoaded) return notLoaded;
  const initial: ItemValues = {
    warehouseId: warehouses.length === 1 ? warehouses[0]!.id : '',
    type: 'product_variant',
    sku: '',
    name: '',
    unit: 'pc',
  };
  return (
    <AdminPage title={title} trail={trail}>
      <p className={styles.lead}>{t('warehouse.itemLead')}</p>
      <FormPage
        name="inventory-item"
        schema={InventoryItemFields}
        initial={initial}
        prepare={(values) => ({ ...values, warehouseId: values.warehouseId || undefined })}
        cancelHref={stock}
        onSubmit={async (body) => {
          const item = await createItem(body);
          toast(t('warehouse.itemCreated', { sku: item.sku }));
          goTo(stock);
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <Select
              label={t('warehouse.fields.warehouse')}
              required
              placeholder={t('warehouse.chooseWarehouse')}
              options={warehouseOptions(warehouses)}
              {...form.text('warehouseId')}
            />
            <Select
              label={t('warehouse.fields.type')}
              required
              options={itemTypes.map((type) => ({ value: type, label: t(`warehouse.types.${type}`) }))}
              {...form.text('type')}
            />
            <TextField
              label={t('warehouse.fields.sku')}
              required
              hint={t('warehouse.skuHint')}
              autoComplete="off"
              {...form.text('sku')}
            />
            <TextField label={t('warehouse.fields.name')} required {...form.text('name')} />
            <Select
              label={t('warehouse.fields.unit')}
              required
              options={units.map((unit) => ({ value: unit, label: t(`warehouse.units.${unit}`) }))}
              {...form.text('unit')}
            />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}

/** A new warehouse (`warehouse.warehouses.create`): a short code for labels and lists, a name and an address. */
export function NewWarehousePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'warehouse', 'warehouses');
  const trail = [
    { label: t('sections.warehouse'), href: adminPath(lang, 'warehouse') },
    { label: t('warehouse.warehouses'), href: list },
  ];
  const initial = { code: '', name: '', address: '' };
  return (
    <AdminPage title={t('warehouse.newWarehouse')} trail={trail}>
      <FormPage
        name="warehouse"
        schema={WarehouseFields}
        initial={initial}
        cancelHref={list}
        onSubmit={async (body) => {
          const warehouse = await createWarehouse(body);
          toast(t('warehouse.warehouseCreated', { code: warehouse.code }));
          goTo(list);
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <TextField
              label={t('warehouse.fields.code')}
              required
              hint={t('warehouse.codeHint')}
              autoComplete="off"
              {...form.text('code')}
            />
            <TextField label={t('warehouse.fields.name')} required {...form.text('name')} />
            <TextField label={t('warehouse.fields.address')} autoComplete="street-address" {...form.text('address')} />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}
