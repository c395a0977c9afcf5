import type {
  AdminCollection,
  AdminCollectionTree,
  CollectionChange,
  CollectionInput,
  CollectionMove,
  HistoryAnswer,
} from '@shop/contracts';
import { adminApi } from './client';

// The collections section's calls (packages/contracts/src/api/admin/collections.ts): the tree in `catalog`.

export function collectionTree(signal?: AbortSignal): Promise<AdminCollectionTree> {
  return adminApi.get('/api/admin/collections', {}, { signal });
}

export function getCollection(id: string, signal?: AbortSignal): Promise<AdminCollection> {
  return adminApi.get('/api/admin/collections/:id', { params: { id } }, { signal });
}

export function createCollection(body: CollectionInput): Promise<AdminCollection> {
  return adminApi.post('/api/admin/collections', { body });
}

/** 409 when someone saved the collection after `body.version` was read. */
export function changeCollection(id: string, body: CollectionChange): Promise<AdminCollection> {
  return adminApi.patch('/api/admin/collections/:id', { params: { id }, body });
}

/** Answers the whole tree as now stored. */
export function moveCollection(id: string, body: CollectionMove): Promise<AdminCollectionTree> {
  return adminApi.post('/api/admin/collections/:id/move', { params: { id }, body });
}

export async function deleteCollection(id: string): Promise<void> {
  await adminApi.delete('/api/admin/collections/:id', { params: { id } });
}

export function collectionHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/collections/:id/history', { params: { id }, query }, { signal });
}
