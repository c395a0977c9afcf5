import type { InputArgs, KeysFor, PathsFor, RouteAnswer, RouteAt, ShopApi } from '@shop/contracts';
import { type ListQuery, listQueryParams } from '@shop/contracts/list-params';
import { fillPath, type HttpMethod } from '@shop/contracts/route';
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

type Options = { signal?: AbortSignal };
type Call<M extends HttpMethod> = <P extends PathsFor<ShopApi, M>>(
  path: P,
  ...args: InputArgs<RouteAt<ShopApi, M, P>, P, Options>
) => Promise<RouteAnswer<RouteAt<ShopApi, M, P>>>;
type UploadPath = {
  [K in KeysFor<ShopApi, 'POST'>]: ShopApi[K] extends { upload: true }
    ? K extends `POST ${infer P}`
      ? P
      : never
    : never;
}[KeysFor<ShopApi, 'POST'>];

/**
 * The gateway's calls, typed from the route table of @shop/contracts (imported as a type: no schema reaches
 * the browser): `api.get('/api/orders/:id', { params: { id } })` answers an `OrderAnswer`, and a field the
 * contract renames breaks the caller's compile. Remotes keep their calls in one module each; screens never
 * hold a path.
 */
export interface ApiClient {
  get: Call<'GET'>;
  post: Call<'POST'>;
  put: Call<'PUT'>;
  patch: Call<'PATCH'>;
  delete: Call<'DELETE'>;
  /** COPY duplicates a resource (SPEC §7: an order). */
  copy: Call<'COPY'>;
  /** A multipart POST that reports upload progress (fetch cannot). */
  upload<P extends UploadPath>(
    path: P,
    formData: FormData,
    options?: UploadOptions,
  ): Promise<RouteAnswer<RouteAt<ShopApi, 'POST', P>>>;
  /**
   * The transport under the typed calls: any method and path, the answer as sent. For the platform's own
   * tests and for paths outside the table (none in screens).
   */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: RequestQuery;
  body?: unknown;
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

let transport: typeof fetch | undefined;

/**
 * Sends the page client's calls through `next` instead of the global fetch: a remote's server build renders
 * a screen inside the gateway, which answers its calls with the shopper's identity (issue 18). Never used in
 * a browser.
 */
export function setApiTransport(next: typeof fetch | undefined): void {
  transport = next;
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

  async function call<T>(method: HttpMethod, path: string, { query, body, signal }: RequestOptions = {}): Promise<T> {
    const lang = languageOf();
    const requestHeaders = headers();
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';
    // Read fetch at call time, so a test's or a polyfill's replacement is seen.
    const send = options.fetch ?? transport ?? globalThis.fetch;
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

  const typed =
    (method: HttpMethod) =>
    (path: string, input: CallInput = {}, { signal }: Options = {}) =>
      call(method, fillPath(path, input.params), { query: input.query, body: input.body, signal });

  return {
    get: typed('GET'),
    post: typed('POST'),
    put: typed('PUT'),
    patch: typed('PATCH'),
    delete: typed('DELETE'),
    copy: typed('COPY'),
    upload: (path: string, formData: FormData, uploadOptions: UploadOptions = {}) =>
      uploadWithProgress(`${baseUrl}${apiPath(fillPath(path, uploadOptions.params), uploadOptions.query)}`, formData, {
        ...uploadOptions,
        headers: headers(),
        lang: languageOf(),
      }),
    request: call,
  } as ApiClient;
}

/** The page's client: the storefront's id, the page's language and currency. */
export const api: ApiClient = createApiClient();
