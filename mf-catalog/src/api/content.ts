import type {
  ContactMessageAnswer,
  ContactMessageData,
  ContentPage,
  ContentPageSlug,
  InsuranceCheckAnswer,
  InsuranceCheckQuery,
  NewsList,
  NewsPost,
  ShopList,
  ShopTag,
} from '@shop/contracts';
import { MAX_PAGE_SIZE } from '@shop/contracts/list-params';
import { api } from '@shop/platform';

// The content pages' calls to the gateway (SPEC §7): blog, store locator, contact form and insurance check,
// typed from the route table of @shop/contracts. Screens get data and actions from here.

/** Posts per page of the blog list: three rows of three cards on a wide screen. */
export const postsPerPage = 9;

export function fetchNews(page: number, signal: AbortSignal): Promise<NewsList> {
  return api.get('/api/cms/news', { query: { page, limit: postsPerPage } }, { signal });
}

/** A page staff edit in cms (the accessibility statement), in the page's language. */
export function fetchContentPage(slug: ContentPageSlug, signal: AbortSignal): Promise<ContentPage> {
  return api.get('/api/cms/pages/:slug', { params: { slug } }, { signal });
}

export function fetchPost(id: string, signal: AbortSignal): Promise<NewsPost> {
  return api.get('/api/cms/news/:id', { params: { id } }, { signal });
}

export interface ShopSearch {
  place: string;
  tag: ShopTag | '';
  /** A catalogue collection the shop must carry (the find-dealer button of a product passes it). */
  collection: string;
}

/** Every matching shop at once (Poland has a few dozen): the map shows them all, the list in the server's order. */
export function fetchShops({ place, tag, collection }: ShopSearch, signal: AbortSignal): Promise<ShopList> {
  return api.get(
    '/api/cms/shops',
    { query: { limit: MAX_PAGE_SIZE, filters: { place: place.trim(), tag, collection } } },
    { signal },
  );
}

export function sendContactMessage(message: ContactMessageData): Promise<ContactMessageAnswer> {
  return api.post('/api/contact/message', { body: message });
}

export function askInsurer(query: InsuranceCheckQuery, signal?: AbortSignal): Promise<InsuranceCheckAnswer> {
  return api.get('/api/insurance/check', { query }, { signal });
}
