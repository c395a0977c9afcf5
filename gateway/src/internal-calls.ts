import {
  fillPath,
  type HttpMethod,
  IDENTITY_HEADER,
  type Identity,
  type InternalApi,
  internalApi,
  type RouteAnswer,
  type RouteInput,
  type RouteSpec,
} from '@shop/contracts';
import type { IdentitySigner } from '@shop/service-kit';
import type { Dispatcher } from 'undici';

// The gateway's own calls to services' /internal routes (resolving a session, starting a guest one, the
// sitemap's addresses), typed from the internal table as the services' caller is: the path comes from the
// row and the answer is parsed with its schema, so a renamed field breaks the gateway's compile too. The
// services' caller cannot serve here: the gateway signs with its own key and keeps a pool per service.

export type InternalRoute = keyof InternalApi;
type PathOf<K extends InternalRoute> = K extends `${string} ${infer P}` ? P : never;

/** A 2xx answer parsed with the route's schema, or another status with its body left unread. */
export type InternalResult<K extends InternalRoute> =
  | { ok: true; status: number; body: RouteAnswer<InternalApi[K]> }
  | { ok: false; status: number };

export interface InternalCallOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

const internal: Identity = { app: 'internal', role: 'GUEST' };

/** Calls `key` of the internal table on `service` as the gateway itself; off-contract answers throw. */
export async function callInternal<K extends InternalRoute>(
  service: Dispatcher,
  signer: IdentitySigner,
  key: K,
  input: RouteInput<InternalApi[K], PathOf<K>>,
  options: InternalCallOptions,
): Promise<InternalResult<K>> {
  const spec: RouteSpec = internalApi[key];
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as HttpMethod;
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
  const headers: Record<string, string> = { ...options.headers, [IDENTITY_HEADER]: await signer.sign(internal) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await service.request({
    method,
    path: `${fillPath(key.slice(space + 1), params)}${search}`,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  if (answer.statusCode < 200 || answer.statusCode > 299) {
    await answer.body.dump();
    return { ok: false, status: answer.statusCode };
  }
  if (!spec.answer) {
    await answer.body.dump();
    return { ok: true, status: answer.statusCode, body: undefined as RouteAnswer<InternalApi[K]> };
  }
  const parsed = spec.answer.safeParse(await answer.body.json());
  if (!parsed.success) throw new Error(`${spec.service} answered ${key} off contract`);
  return { ok: true, status: answer.statusCode, body: parsed.data as RouteAnswer<InternalApi[K]> };
}
