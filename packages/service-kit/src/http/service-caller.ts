import { IDENTITY_HEADER, type Identity, type ServiceName } from '@shop/contracts';
import { AppError } from '../errors';
import { createIdentitySigner, type IdentitySigner, SERVICE_ISSUER } from '../identity';
import type { Logger } from '../logger';

// Calls from one service to another's /internal routes (DESIGN §2: services talk through the owner's
// internal HTTP API). The caller signs its own short-lived internal identity with the service key; the
// target is found at call time from `<TARGET>_URL`, so embedded mode can fill addresses in as services start.

export interface ServiceAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the caller validates the answer it expects
  body: any;
}

export interface ServiceCallOptions {
  /** @default 5000 */
  timeoutMs?: number;
  language?: string;
}

export interface ServiceCaller {
  /**
   * Answers the target's status and parsed body for 2xx-4xx (4xx are the target's expected refusals);
   * an unreachable or failing (5xx) target is `service_unavailable`.
   */
  call(
    target: ServiceName,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options?: ServiceCallOptions,
  ): Promise<ServiceAnswer>;
}

const internal: Identity = { app: 'internal', role: 'GUEST' };

export function serviceUrl(env: Record<string, string | undefined>, target: ServiceName, fallbackPort: number) {
  return (env[`${target.toUpperCase()}_URL`] || `http://127.0.0.1:${fallbackPort}`).replace(/\/$/, '');
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

  return {
    async call(target, method, path, body, { timeoutMs = 5_000, language } = {}) {
      const headers: Record<string, string> = { [IDENTITY_HEADER]: await sign() };
      if (language) headers['x-language'] = language;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const url = `${serviceUrl(env, target, ports[target])}${path}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
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
      return { status: response.status, body: parsed };
    },
  };
}
