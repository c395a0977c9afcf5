import type { AdminOption, HistoryAnswer, ListAnswer, OptionChange, OptionInput } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The options section's calls (packages/contracts/src/api/admin/options.ts): option definitions in `catalog`.

export function listOptions(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminOption>> {
  return adminApi.get('/api/admin/options', { query }, { signal });
}

/** Every definition by name: the choices of the product editor. */
export async function optionChoices(signal?: AbortSignal): Promise<AdminOption[]> {
  const answer = await adminApi.get(
    '/api/admin/options',
    { query: { sort: 'name', dir: 'asc', limit: 200 } },
    { signal },
  );
  return answer.items;
}

export function getOption(id: string, signal?: AbortSignal): Promise<AdminOption> {
  return adminApi.get('/api/admin/options/:id', { params: { id } }, { signal });
}

export function createOption(body: OptionInput): Promise<AdminOption> {
  return adminApi.post('/api/admin/options', { body });
}

/** 409 when someone saved the definition after `body.version` was read. */
export function changeOption(id: string, body: OptionChange): Promise<AdminOption> {
  return adminApi.patch('/api/admin/options/:id', { params: { id }, body });
}

export async function deleteOption(id: string): Promise<void> {
  await adminApi.delete('/api/admin/options/:id', { params: { id } });
}

export function optionHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/options/:id/history', { params: { id }, query }, { signal });
}
