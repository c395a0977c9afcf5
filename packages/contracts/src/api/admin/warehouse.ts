import { z } from 'zod';
import { Unit } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { adminRow } from './row';

// The warehouse section of the back office (issue 17, DESIGN §9): warehouses, the inventory items each holds
// and the operations that are the only way a quantity changes (append-only, with who and why). Physical
// stock lives in `warehouse`; the catalogue's sellable stock follows it through events and a reconciliation
// every sync interval (docs/decisions/warehouse.md).

/** SPEC §3 inventory item types. */
export const InventoryItemType = z.enum(['product_variant', 'part', 'other']);
export type InventoryItemType = z.infer<typeof InventoryItemType>;

/**
 * SPEC §3 inventory operation sources: a receipt from a manufacturer, an issue to an order, a transfer
 * between warehouses, an adjustment after a count, consumption by an assembly, the output of an assembly,
 * a return from a customer.
 */
export const InventorySource = z.enum([
  'receipt',
  'issue',
  'transfer',
  'adjustment',
  'consumption',
  'output',
  'return',
]);
export type InventorySource = z.infer<typeof InventorySource>;

/** Units counted in whole pieces: a fraction of them is refused. */
export const PIECE_UNITS: readonly Unit[] = ['pc', 'set', 'srv'];

/** Largest quantity one operation may move (and one item may hold: numeric(14,3)). */
export const MAX_INVENTORY_QUANTITY = 1_000_000_000;

/** A quantity with at most three decimal places (kg, m, l…); piece units are checked for whole numbers. */
const Quantity = z
  .number()
  .positive()
  .max(MAX_INVENTORY_QUANTITY)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, 'At most three decimal places');

const text = (max: number) => z.string().trim().max(max);

export const Warehouse = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Warehouse = z.infer<typeof Warehouse>;

export const WarehouseFields = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/),
  name: text(120).min(1),
  address: text(300).default(''),
  active: z.boolean().default(true),
});
export type WarehouseFields = z.input<typeof WarehouseFields>;

export const WarehouseListQuery = listQuery({
  sort: ['code', 'name', 'createdAt'],
  filters: { active: z.enum(['true', 'false']).optional(), q: text(100).min(1).optional() },
});

export const InventoryItem = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseCode: z.string(),
  type: InventoryItemType,
  sku: z.string(),
  name: z.string(),
  unit: Unit,
  partId: z.uuid().nullable(),
  quantity: z.number(),
  updatedAt: z.iso.datetime(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

/** A new item starts at zero: a receipt (or a count) brings its first stock. */
export const InventoryItemFields = z.strictObject({
  warehouseId: z.uuid(),
  type: InventoryItemType,
  /** For product variants the catalogue SKU, for parts the part number, otherwise staff's own code. */
  sku: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w./-]+$/),
  name: text(200).min(1),
  unit: Unit,
  partId: z.uuid().nullable().default(null),
});
export type InventoryItemFields = z.input<typeof InventoryItemFields>;

export const InventoryItemListQuery = listQuery({
  sort: ['sku', 'name', 'quantity', 'updatedAt'],
  filters: {
    warehouseId: z.uuid().optional(),
    type: InventoryItemType.optional(),
    /** Part of the SKU or the name. */
    q: text(100).min(1).optional(),
  },
});

export const InventoryOperation = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  itemId: z.uuid(),
  sku: z.string(),
  itemName: z.string(),
  unit: Unit,
  warehouseId: z.uuid(),
  warehouseCode: z.string(),
  source: InventorySource,
  /** Signed: what the operation added to (or took from) the item. */
  change: z.number(),
  quantityAfter: z.number(),
  reason: z.string(),
  reference: z.string().nullable(),
  transferId: z.uuid().nullable(),
  actorName: z.string(),
  createdAt: z.iso.datetime(),
});
export type InventoryOperation = z.infer<typeof InventoryOperation>;

/**
 * POST …/operations. `quantity` is how much moves, always positive; the source says the direction
 * (receipt, output, return add; issue, consumption take; a transfer moves it to `toWarehouseId`). An
 * adjustment says it with `direction`. Refused, with nothing written, when it would leave less than zero.
 */
export const NewInventoryOperation = z
  .strictObject({
    source: InventorySource,
    itemId: z.uuid(),
    quantity: Quantity,
    direction: z.enum(['add', 'remove']).optional(),
    toWarehouseId: z.uuid().optional(),
    reason: text(500).min(1),
    reference: text(120).min(1).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'transfer' && !value.toWarehouseId)
      ctx.addIssue({ code: 'custom', path: ['toWarehouseId'], message: 'Required' });
    if (value.source === 'adjustment' && !value.direction)
      ctx.addIssue({ code: 'custom', path: ['direction'], message: 'Required' });
  });
export type NewInventoryOperation = z.input<typeof NewInventoryOperation>;

export const InventoryOperationListQuery = listQuery({
  sort: ['sequence'],
  filters: {
    warehouseId: z.uuid().optional(),
    itemId: z.uuid().optional(),
    source: InventorySource.optional(),
    /** Part of the SKU. */
    sku: text(64).min(1).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  },
});

/** POST …/counts: what staff counted in one warehouse; each difference becomes an adjustment. */
export const StockCount = z.strictObject({
  warehouseId: z.uuid(),
  reason: text(500).default(''),
  lines: z
    .array(z.strictObject({ itemId: z.uuid(), counted: z.number().min(0).max(MAX_INVENTORY_QUANTITY) }))
    .min(1)
    .max(500),
});
export type StockCount = z.input<typeof StockCount>;

export const StockCountResult = z.object({ adjustments: z.array(InventoryOperation) });
export type StockCountResult = z.infer<typeof StockCountResult>;

/** One reconciliation of physical and sellable stock, and the drift it corrected. */
export const StockSyncRun = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  checked: z.number().int(),
  skipped: z.number().int(),
  drift: z.array(
    z.object({ sku: z.string(), physical: z.number(), sellableBefore: z.number(), sellableAfter: z.number() }),
  ),
  error: z.string().nullable(),
});
export type StockSyncRun = z.infer<typeof StockSyncRun>;

const Id = z.strictObject({ id: z.uuid() });

export const warehouseApi = {
  'GET /api/admin/warehouse/warehouses': adminRow('warehouse', 'Warehouses', 'warehouse.warehouses.list', {
    query: WarehouseListQuery,
    answer: listAnswer(Warehouse),
  }),
  'POST /api/admin/warehouse/warehouses': adminRow('warehouse', 'Add a warehouse', 'warehouse.warehouses.create', {
    body: WarehouseFields,
    answer: Warehouse,
  }),
  'PUT /api/admin/warehouse/warehouses/:id': adminRow(
    'warehouse',
    'Change a warehouse',
    'warehouse.warehouses.update',
    {
      params: Id,
      body: WarehouseFields,
      answer: Warehouse,
    },
  ),
  'GET /api/admin/warehouse/items': adminRow('warehouse', 'Inventory items', 'warehouse.inventory_items.list', {
    query: InventoryItemListQuery,
    answer: listAnswer(InventoryItem),
  }),
  'POST /api/admin/warehouse/items': adminRow(
    'warehouse',
    'Add an inventory item',
    'warehouse.inventory_items.create',
    {
      body: InventoryItemFields,
      answer: InventoryItem,
    },
  ),
  'GET /api/admin/warehouse/items/:id': adminRow('warehouse', 'One inventory item', 'warehouse.inventory_items.view', {
    params: Id,
    answer: InventoryItem,
  }),
  'GET /api/admin/warehouse/operations': adminRow(
    'warehouse',
    'Inventory operations',
    'warehouse.inventory_operations.list',
    { query: InventoryOperationListQuery, answer: listAnswer(InventoryOperation) },
  ),
  'POST /api/admin/warehouse/operations': adminRow(
    'warehouse',
    'Record an inventory operation (a transfer answers both sides)',
    'warehouse.inventory_operations.create',
    { body: NewInventoryOperation, answer: z.object({ operations: z.array(InventoryOperation) }) },
  ),
  'POST /api/admin/warehouse/counts': adminRow(
    'warehouse',
    'A stock count: differences become adjustments',
    'warehouse.inventory.update',
    { body: StockCount, answer: StockCountResult },
  ),
  'GET /api/admin/warehouse/stock-sync': adminRow(
    'warehouse',
    'The latest reconciliations of physical and sellable stock',
    'warehouse.inventory.view',
    { answer: z.object({ runs: z.array(StockSyncRun) }) },
  ),
} as const;

// ---------------------------------------------------------------------------------------------------------
// The reconciliation's question to the catalogue (POST /internal/catalog/stock/reconcile)

/**
 * Every catalogue variant the warehouses track: its physical stock in active warehouses and the number of
 * the latest operation that changed what the shop may sell (0 for none).
 */
export const StockReconcileRequest = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        sku: z.string().min(1).max(64),
        physical: z.number().int().min(0),
        sequence: z.number().int().min(0),
      }),
    )
    .max(20_000),
});
export type StockReconcileRequest = z.input<typeof StockReconcileRequest>;

/**
 * What the catalogue found: SKUs whose latest operation it has not applied yet are skipped (their events are
 * on their way); a sellable stock above the physical one is lowered to it and reported as drift.
 */
export const StockReconcileAnswer = z.object({
  checked: z.number().int(),
  skipped: z.array(z.string()),
  drift: z.array(
    z.object({ sku: z.string(), physical: z.number(), sellableBefore: z.number(), sellableAfter: z.number() }),
  ),
});
export type StockReconcileAnswer = z.infer<typeof StockReconcileAnswer>;
