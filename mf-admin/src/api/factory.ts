import type {
  AssemblyAnswer,
  AssemblyImportAnswer,
  AssemblyImportInput,
  AssemblyMoveInput,
  AssemblyStartInput,
  FulfilmentAnswer,
  FulfilmentMoveInput,
  HistoryAnswer,
  InventoryItem,
  ListAnswer,
  ManufacturerAnswer,
  ManufacturerInput,
  PartAnswer,
  PartInput,
  PlanAnswer,
  PlanInput,
  ProductionModelAnswer,
  ProductionModelInput,
  ShipmentCreateInput,
  ShipmentMoveInput,
  Warehouse,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The factory's and the shipments' calls (packages/contracts/src/api/admin/factory.ts, fulfilments.ts),
// answered by `warehouse`.

/** Every assembly not completed yet: the factory board (at most 200, the largest page; a factory has far fewer on the floor). */
export function openAssemblies(signal: AbortSignal): Promise<ListAnswer<AssemblyAnswer>> {
  return adminApi.get(
    '/api/admin/factory/assemblies',
    { query: { limit: 200, sort: 'updatedAt', dir: 'asc', filters: { open: 'true' } } },
    { signal },
  );
}

export function listAssemblies(query: ListState, signal: AbortSignal): Promise<ListAnswer<AssemblyAnswer>> {
  return adminApi.get('/api/admin/factory/assemblies', { query }, { signal });
}

export function startAssembly(body: AssemblyStartInput): Promise<AssemblyAnswer> {
  return adminApi.post('/api/admin/factory/assemblies', { body });
}

/** Bikes made before the factory module, recorded as completed (all or nothing). */
export function importAssemblies(body: AssemblyImportInput): Promise<AssemblyImportAnswer> {
  return adminApi.post('/api/admin/factory/assemblies/import', { body });
}

export function moveAssembly(id: string, body: AssemblyMoveInput): Promise<AssemblyAnswer> {
  return adminApi.post('/api/admin/factory/assemblies/:id/stage', { params: { id }, body });
}

export function listModels(query: ListState, signal: AbortSignal): Promise<ListAnswer<ProductionModelAnswer>> {
  return adminApi.get('/api/admin/factory/models', { query }, { signal });
}

export function listParts(query: ListState, signal: AbortSignal): Promise<ListAnswer<PartAnswer>> {
  return adminApi.get('/api/admin/factory/parts', { query }, { signal });
}

export function listPlans(query: ListState, signal: AbortSignal): Promise<ListAnswer<PlanAnswer>> {
  return adminApi.get('/api/admin/factory/plans', { query }, { signal });
}

export function listManufacturers(query: ListState, signal: AbortSignal): Promise<ListAnswer<ManufacturerAnswer>> {
  return adminApi.get('/api/admin/warehouse/manufacturers', { query }, { signal });
}

// ---- what production is set up with: one entity to edit, and what its form chooses from ---------------------

const everything = <S extends string>(sort: S) => ({ limit: 200, sort, dir: 'asc' as const });

export function getManufacturer(id: string, signal: AbortSignal): Promise<ManufacturerAnswer> {
  return adminApi.get('/api/admin/warehouse/manufacturers/:id', { params: { id } }, { signal });
}

/** Adds a manufacturer (`id` null) or changes one. */
export function saveManufacturer(id: string | null, body: ManufacturerInput): Promise<ManufacturerAnswer> {
  return id
    ? adminApi.put('/api/admin/warehouse/manufacturers/:id', { params: { id }, body })
    : adminApi.post('/api/admin/warehouse/manufacturers', { body });
}

export function getPart(id: string, signal: AbortSignal): Promise<PartAnswer> {
  return adminApi.get('/api/admin/factory/parts/:id', { params: { id } }, { signal });
}

export function savePart(id: string | null, body: PartInput): Promise<PartAnswer> {
  return id
    ? adminApi.put('/api/admin/factory/parts/:id', { params: { id }, body })
    : adminApi.post('/api/admin/factory/parts', { body });
}

export function getModel(id: string, signal: AbortSignal): Promise<ProductionModelAnswer> {
  return adminApi.get('/api/admin/factory/models/:id', { params: { id } }, { signal });
}

export function saveModel(id: string | null, body: ProductionModelInput): Promise<ProductionModelAnswer> {
  return id
    ? adminApi.put('/api/admin/factory/models/:id', { params: { id }, body })
    : adminApi.post('/api/admin/factory/models', { body });
}

export function getPlan(id: string, signal: AbortSignal): Promise<PlanAnswer> {
  return adminApi.get('/api/admin/factory/plans/:id', { params: { id } }, { signal });
}

export function savePlan(id: string | null, body: PlanInput): Promise<PlanAnswer> {
  return id
    ? adminApi.put('/api/admin/factory/plans/:id', { params: { id }, body })
    : adminApi.post('/api/admin/factory/plans', { body });
}

export async function allManufacturers(signal: AbortSignal): Promise<ManufacturerAnswer[]> {
  const answer = await adminApi.get('/api/admin/warehouse/manufacturers', { query: everything('name') }, { signal });
  return answer.items;
}

export async function allModels(signal: AbortSignal): Promise<ProductionModelAnswer[]> {
  const answer = await adminApi.get('/api/admin/factory/models', { query: everything('name') }, { signal });
  return answer.items;
}

/** What a bill of materials chooses from: every part, and the catalogue variants some warehouse keeps. */
export async function modelChoices(signal: AbortSignal): Promise<{ parts: PartAnswer[]; variants: InventoryItem[] }> {
  const [parts, variants] = await Promise.all([
    adminApi.get('/api/admin/factory/parts', { query: everything('name') }, { signal }),
    adminApi.get(
      '/api/admin/warehouse/items',
      { query: { ...everything('sku'), filters: { type: 'product_variant' } } },
      { signal },
    ),
  ]);
  const seen = new Set<string>();
  return { parts: parts.items, variants: variants.items.filter((item) => !seen.has(item.sku) && seen.add(item.sku)) };
}

export function getAssembly(id: string, signal: AbortSignal): Promise<AssemblyAnswer> {
  return adminApi.get('/api/admin/factory/assemblies/:id', { params: { id } }, { signal });
}

export function assemblyHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/factory/assemblies/:id/history', { params: { id }, query }, { signal });
}

/** What the start form chooses from: every model and every active warehouse. */
export async function startChoices(
  signal: AbortSignal,
): Promise<{ models: ProductionModelAnswer[]; warehouses: Warehouse[] }> {
  const [models, warehouses] = await Promise.all([
    adminApi.get('/api/admin/factory/models', { query: { limit: 200, sort: 'name', dir: 'asc' } }, { signal }),
    adminApi.get(
      '/api/admin/warehouse/warehouses',
      { query: { limit: 200, sort: 'name', dir: 'asc', filters: { active: 'true' } } },
      { signal },
    ),
  ]);
  return { models: models.items, warehouses: warehouses.items };
}

// ---- fulfilment and shipments (packages/contracts/src/api/admin/fulfilments.ts) -----------------------------

export function listFulfilments(query: ListState, signal: AbortSignal): Promise<ListAnswer<FulfilmentAnswer>> {
  return adminApi.get('/api/admin/warehouse/fulfilments', { query }, { signal });
}

/** One fulfilment, and the active warehouses staff may pick from. */
export async function fulfilmentWithWarehouses(
  id: string,
  signal: AbortSignal,
): Promise<{ fulfilment: FulfilmentAnswer; warehouses: Warehouse[] }> {
  const [fulfilment, warehouses] = await Promise.all([
    adminApi.get('/api/admin/warehouse/fulfilments/:id', { params: { id } }, { signal }),
    adminApi.get(
      '/api/admin/warehouse/warehouses',
      { query: { limit: 200, sort: 'name', dir: 'asc', filters: { active: 'true' } } },
      { signal },
    ),
  ]);
  return { fulfilment, warehouses: warehouses.items };
}

export function pickShipment(id: string, body: ShipmentCreateInput): Promise<FulfilmentAnswer> {
  return adminApi.post('/api/admin/warehouse/fulfilments/:id/shipments', { params: { id }, body });
}

export function moveShipment(id: string, body: ShipmentMoveInput): Promise<FulfilmentAnswer> {
  return adminApi.post('/api/admin/warehouse/shipments/:id/status', { params: { id }, body });
}

export function moveFulfilment(id: string, body: FulfilmentMoveInput): Promise<FulfilmentAnswer> {
  return adminApi.post('/api/admin/warehouse/fulfilments/:id/status', { params: { id }, body });
}
