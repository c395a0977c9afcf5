import type { AdminFeature, FeatureChange, FeatureInput, HistoryAnswer, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The features section's calls (packages/contracts/src/api/admin/features.ts): spec line definitions in `catalog`.

export function listFeatures(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminFeature>> {
  return adminApi.get('/api/admin/features', { query }, { signal });
}

/** Every definition, grouped: the choices of the product editor. */
export async function featureChoices(signal?: AbortSignal): Promise<AdminFeature[]> {
  const answer = await adminApi.get(
    '/api/admin/features',
    { query: { sort: 'group', dir: 'asc', limit: 200 } },
    { signal },
  );
  return answer.items;
}

export function getFeature(id: string, signal?: AbortSignal): Promise<AdminFeature> {
  return adminApi.get('/api/admin/features/:id', { params: { id } }, { signal });
}

export function createFeature(body: FeatureInput): Promise<AdminFeature> {
  return adminApi.post('/api/admin/features', { body });
}

/** 409 when someone saved the definition after `body.version` was read. */
export function changeFeature(id: string, body: FeatureChange): Promise<AdminFeature> {
  return adminApi.patch('/api/admin/features/:id', { params: { id }, body });
}

export async function deleteFeature(id: string): Promise<void> {
  await adminApi.delete('/api/admin/features/:id', { params: { id } });
}

export function featureHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/features/:id/history', { params: { id }, query }, { signal });
}
