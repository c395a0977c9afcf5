import type {
  AdminNewsPost,
  HistoryAnswer,
  ListAnswer,
  NewsPost,
  NewsPostChange,
  NewsPostInput,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The blog section's calls (packages/contracts/src/api/admin/news.ts): posts in `cms`.

export function listNewsPosts(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminNewsPost>> {
  return adminApi.get('/api/admin/news', { query }, { signal });
}

export function getNewsPost(id: string, signal?: AbortSignal): Promise<AdminNewsPost> {
  return adminApi.get('/api/admin/news/:id', { params: { id } }, { signal });
}

export function createNewsPost(body: NewsPostInput): Promise<AdminNewsPost> {
  return adminApi.post('/api/admin/news', { body });
}

/** 409 when someone saved the post after `body.version` was read. */
export function changeNewsPost(id: string, body: NewsPostChange): Promise<AdminNewsPost> {
  return adminApi.patch('/api/admin/news/:id', { params: { id }, body });
}

export async function deleteNewsPost(id: string): Promise<void> {
  await adminApi.delete('/api/admin/news/:id', { params: { id } });
}

/** The post as the storefront will show it, in `lang`, whatever its state. */
export function previewNewsPost(id: string, lang: 'pl' | 'en', signal?: AbortSignal): Promise<NewsPost> {
  return adminApi.get('/api/admin/news/:id/preview', { params: { id }, query: { lang } }, { signal });
}

export function newsPostHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/news/:id/history', { params: { id }, query }, { signal });
}
