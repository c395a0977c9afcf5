import type {
  AdminManufacturer,
  HistoryAnswer,
  ListAnswer,
  ManufacturerChange,
  ManufacturerFields,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The manufacturers section's calls (packages/contracts/src/api/admin/manufacturers.ts): product safety in `catalog`.

export function listManufacturers(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminManufacturer>> {
  return adminApi.get('/api/admin/manufacturers', { query }, { signal });
}

/** Every manufacturer by name: the choices of the product editor. */
export async function manufacturerChoices(signal?: AbortSignal): Promise<AdminManufacturer[]> {
  const answer = await adminApi.get(
    '/api/admin/manufacturers',
    { query: { sort: 'name', dir: 'asc', limit: 200 } },
    { signal },
  );
  return answer.items;
}

export function getManufacturer(id: string, signal?: AbortSignal): Promise<AdminManufacturer> {
  return adminApi.get('/api/admin/manufacturers/:id', { params: { id } }, { signal });
}

export function createManufacturer(body: ManufacturerFields): Promise<AdminManufacturer> {
  return adminApi.post('/api/admin/manufacturers', { body });
}

/** 409 when someone saved the manufacturer after `body.version` was read. */
export function changeManufacturer(id: string, body: ManufacturerChange): Promise<AdminManufacturer> {
  return adminApi.put('/api/admin/manufacturers/:id', { params: { id }, body });
}

export async function deleteManufacturer(id: string): Promise<void> {
  await adminApi.delete('/api/admin/manufacturers/:id', { params: { id } });
}

export function manufacturerHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/manufacturers/:id/history', { params: { id }, query }, { signal });
}
