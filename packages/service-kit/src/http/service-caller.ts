import {
  type ErrorBody,
  fillPath,
  type HttpMethod,
  IDENTITY_HEADER,
  type Identity,
  type InputArgs,
  type InternalApi,
  internalApi,
  type PathsFor,
  type RouteAnswer,
  type RouteAt,
  type RouteSpec,
  type ServiceName,
} from '@shop/contracts';
import { transactionHolder } from '../db/transaction-guard';
import { AppError } from '../errors';
import { createIdentitySigner, type IdentitySigner, SERVICE_ISSUER } from '../identity';
import type { Logger } from '../logger';

// Calls from one service to another's /internal routes (DESIGN §2: services talk through the owner's
// internal HTTP API), typed from the internal table of @shop/contracts: the path names the target service,
// the input is the route's schema input and the answer is parsed with its answer schema. The caller signs
// its own short-lived internal identity with the service key; the target is found at call time from
// `<TARGET>_URL`, so embedded mode can fill addresses in as services start.

export interface ServiceCallOptions {
  /** @default 5000 */
  timeoutMs?: number;
  language?: string;
}

/**
 * A 2xx answer parsed with the route's schema, or the target's expected refusal (4xx) as a value: the
 * caller decides what a refusal means for it. Unreachable, failing (5xx) or off-contract targets throw
 * `service_unavailable`.
 */
export type CallResult<A> =
  | { ok: true; status: number; body: A }
  | { ok: false; status: number; error: ErrorBody['error'] | undefined };

type Method<M extends HttpMethod> = <P extends PathsFor<InternalApi, M>>(
  path: P,
  ...args: InputArgs<RouteAt<InternalApi, M, P>, P, ServiceCallOptions>
) => Promise<CallResult<RouteAnswer<RouteAt<InternalApi, M, P>>>>;

export interface ServiceCaller {
  get: Method<'GET'>;
  post: Method<'POST'>;
  put: Method<'PUT'>;
  patch: Method<'PATCH'>;
  delete: Method<'DELETE'>;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const internal: Identity = { app: 'internal', role: 'GUEST' };

export function serviceUrl(env: Record<string, string | undefined>, target: ServiceName, fallbackPort: number) {
  return (env[`${target.toUpperCase()}_URL`] || `http://127.0.0.1:${fallbackPort}`).replace(/\/$/, '');
}

function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createServiceCaller(options: {
  env: Record<string, string | undefined>;
  ports: Record<ServiceName, number>;
  log: Logger;
}): ServiceCaller {
  const { env, ports, log } = options;
  let signer: Promise<IdentitySigner> | undefined;
  const sign = () => {
    const key = env.SERVICE_PRIVATE_KEY;
    if (!key)
      throw new AppError('internal', { detail: 'SERVICE_PRIVATE_KEY is not set: this service cannot call others' });
    signer ??= createIdentitySigner(key, 60, SERVICE_ISSUER);
    return signer.then((s) => s.sign(internal));
  };

  async function call(
    method: HttpMethod,
    path: string,
    input: CallInput = {},
    { timeoutMs = 5_000, language }: ServiceCallOptions = {},
  ): Promise<CallResult<unknown>> {
    const route = (internalApi as Record<string, RouteSpec>)[`${method} ${path}`];
    if (!route) throw new AppError('internal', { detail: `${method} ${path} is not in the internal table` });
    const target = route.service;
    // No transaction waits for another service (db/transaction-guard.ts): refused before anything is sent.
    const holder = transactionHolder();
    if (holder)
      throw new AppError('internal', {
        detail: `${holder} called ${target} (${method} ${path}) inside its database transaction`,
      });
    const headers: Record<string, string> = { [IDENTITY_HEADER]: await sign() };
    if (language) headers['x-language'] = language;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const url = `${serviceUrl(env, target, ports[target])}${fillPath(path, input.params)}${queryString(input.query)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      log.warn({ err: error, target, method, path }, 'service call failed');
      throw new AppError('service_unavailable', { cause: error });
    }
    const text = await response.text();
    if (response.status >= 500) {
      log.warn({ target, method, path, status: response.status }, 'service call answered an error');
      throw new AppError('service_unavailable', { detail: `${target} answered ${response.status}` });
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      throw new AppError('service_unavailable', { detail: `${target} answered something that is not JSON` });
    }
    if (!response.ok) return { ok: false, status: response.status, error: (parsed as ErrorBody | undefined)?.error };
    if (!route.answer) return { ok: true, status: response.status, body: parsed };
    const answer = route.answer.safeParse(parsed);
    if (!answer.success) {
      log.warn({ target, method, path, issues: answer.error.issues.slice(0, 5) }, 'service answered off contract');
      throw new AppError('service_unavailable', { detail: `${target} answered ${method} ${path} off contract` });
    }
    return { ok: true, status: response.status, body: answer.data };
  }

  const bound = (method: HttpMethod) => (path: string, input?: CallInput, options?: ServiceCallOptions) =>
    call(method, path, input, options);
  return {
    get: bound('GET'),
    post: bound('POST'),
    put: bound('PUT'),
    patch: bound('PATCH'),
    delete: bound('DELETE'),
  } as ServiceCaller;
}
