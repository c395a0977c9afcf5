import type { NewsList, NewsPost } from '@shop/contracts';
import { api } from '@shop/platform';

/** Posts per page of the blog list: three rows of three cards on a wide screen. */
export const postsPerPage = 9;

export function fetchNews(page: number, signal: AbortSignal): Promise<NewsList> {
  return api.get<NewsList>('/api/cms/news', { query: { page, limit: postsPerPage }, signal });
}

export function fetchPost(id: string, signal: AbortSignal): Promise<NewsPost> {
  return api.get<NewsPost>(`/api/cms/news/${encodeURIComponent(id)}`, { signal });
}
