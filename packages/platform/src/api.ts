import { type ListQuery, listQueryParams } from '@shop/contracts/list-params';
import { parseBody } from './answer';
import { apiErrorOf, isAbortError, needsErrorTexts, networkError, withErrorTexts } from './errors';
import { getCurrency, getLanguage } from './locale';
import { type UploadOptions, uploadWithProgress } from './upload';

// The browser's one way to call the gateway (DESIGN §4): credentials, the language and currency headers and
// the application's bearer id on every call; JSON in and out; list parameters without their defaults.

type QueryValue = string | number | boolean | null | undefined;

/** Query of a call: list parameters (page, limit, sort, dir, filters) plus any plain ones. */
export interface ApiQuery {
  page?: number;
  limit?: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  filters?: Record<string, unknown>;
  [name: string]: QueryValue | readonly QueryValue[] | Record<string, unknown>;
}

/** Also a typed list query of @shop/contracts, which as an interface has no index signature. */
export type RequestQuery = ApiQuery | Partial<ListQuery<string, Record<string, unknown>>>;

export interface RequestOptions {
  query?: RequestQuery;
  /** Sent as JSON; FormData is sent as it is (multipart). */
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Where the gateway lives; '' for the page's own origin. */
  baseUrl?: string;
  /** The application's bearer id: 'shop-storefront', or 'shop-admin' in the admin panel. */
  appId?: string;
  getLanguage?: () => string;
  getCurrency?: () => string;
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** COPY duplicates a resource (SPEC §7: an order). */
  copy<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A multipart POST that reports upload progress (fetch cannot). */
  upload<T = unknown>(path: string, formData: FormData, options?: UploadOptions): Promise<T>;
}

const listKeys = new Set(['page', 'limit', 'sort', 'dir', 'filters']);

/** `/api/cart` as given; `cart` is read as `/api/cart`, the shape SPEC §7 writes paths in. */
export function apiPath(path: string, query?: RequestQuery): string {
  const full = path.startsWith('/') ? path : `/api/${path}`;
  if (!query) return full;
  const params = listQueryParams(query);
  for (const [name, value] of Object.entries(query) as [string, unknown][]) {
    if (listKeys.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(name, String(item));
    }
  }
  const search = params.toString();
  if (!search) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${search}`;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    appId = 'shop-storefront',
    getLanguage: languageOf = getLanguage,
    getCurrency: currencyOf = getCurrency,
  } = options;

  const headers = (): Record<string, string> => ({
    Accept: 'application/json',
    Authorization: `Bearer ${appId}`,
    'X-Language': languageOf(),
    'X-Currency': currencyOf(),
  });

  async function call<T>(method: string, path: string, { query, body, signal }: RequestOptions = {}): Promise<T> {
    const lang = languageOf();
    const requestHeaders = headers();
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';
    // Read fetch at call time, so a test's or a polyfill's replacement is seen.
    const send = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await send(`${baseUrl}${apiPath(path, query)}`, {
        method,
        headers: requestHeaders,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      throw await withErrorTexts(() => networkError(lang));
    }
    let text: string;
    try {
      text = response.status === 204 ? '' : await response.text();
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      throw await withErrorTexts(() => networkError(lang));
    }
    const parsed = parseBody(text, response.headers.get('content-type'));
    if (!response.ok) {
      if (needsErrorTexts(parsed)) throw await withErrorTexts(() => apiErrorOf(response.status, parsed, lang));
      throw apiErrorOf(response.status, parsed, lang);
    }
    return parsed as T;
  }

  return {
    get: (path, requestOptions) => call('GET', path, requestOptions),
    post: (path, requestOptions) => call('POST', path, requestOptions),
    put: (path, requestOptions) => call('PUT', path, requestOptions),
    delete: (path, requestOptions) => call('DELETE', path, requestOptions),
    copy: (path, requestOptions) => call('COPY', path, requestOptions),
    upload: (path, formData, uploadOptions = {}) =>
      uploadWithProgress(`${baseUrl}${apiPath(path, uploadOptions.query)}`, formData, {
        ...uploadOptions,
        headers: headers(),
        lang: languageOf(),
      }),
  };
}

/** The page's client: the storefront's id, the page's language and currency. */
export const api: ApiClient = createApiClient();
