import type {
  HistoryAnswer,
  ListAnswer,
  PreorderLinksAnswer,
  PreorderSeason,
  PreorderSeasonChange,
  PreorderSeasonInput,
  SeasonReport,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The preorders section's calls (packages/contracts/src/api/admin/preorders.ts), all answered by `orders`.

type HistoryQuery = { page: number; limit: number };

export function listSeasons(query: ListState, signal: AbortSignal): Promise<ListAnswer<PreorderSeason>> {
  return adminApi.get('/api/admin/preorder-seasons', { query }, { signal });
}

export function getSeason(id: string, signal?: AbortSignal): Promise<PreorderSeason> {
  return adminApi.get('/api/admin/preorder-seasons/:id', { params: { id } }, { signal });
}

export function createSeason(body: PreorderSeasonInput): Promise<PreorderSeason> {
  return adminApi.post('/api/admin/preorder-seasons', { body });
}

/** 409 when someone saved the season after `body.version` was read. */
export function changeSeason(id: string, body: PreorderSeasonChange): Promise<PreorderSeason> {
  return adminApi.patch('/api/admin/preorder-seasons/:id', { params: { id }, body });
}

/** 422 once links of the season went out: staff close it instead. */
export async function deleteSeason(id: string): Promise<void> {
  await adminApi.delete('/api/admin/preorder-seasons/:id', { params: { id } });
}

export function seasonHistory(id: string, query: HistoryQuery, signal: AbortSignal): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/preorder-seasons/:id/history', { params: { id }, query }, { signal });
}

export function sendLinks(id: string, customerIds: string[]): Promise<PreorderLinksAnswer> {
  return adminApi.post('/api/admin/preorder-seasons/:id/links', { params: { id }, body: { customerIds } });
}

export function seasonReport(id: string, signal?: AbortSignal): Promise<SeasonReport> {
  return adminApi.get('/api/admin/preorder-seasons/:id/report', { params: { id } }, { signal });
}
