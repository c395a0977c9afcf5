import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { IDENTITY_HEADER } from '@shop/contracts';
import { Pool } from 'undici';
import { beforeEarlyAnswer, upstreamBody } from './early-answers';
import { REFERRAL_HEADER } from './referral';

// The hop to a service: one keep-alive pool per service, request bodies streamed up, answers streamed
// straight into the client's response (no intermediate stream, so a client that goes away cannot leave
// an unhandled 'error' behind: undici sees the response close and aborts the upstream request).

export interface PoolOptions {
  /** Connections per service. */
  connections?: number;
  /** How long a service may take to start answering. */
  headersTimeoutMs?: number;
  /** How long an answer's body may stall. */
  bodyTimeoutMs?: number;
  connectTimeoutMs?: number;
}

export function createPool(url: string, options: PoolOptions = {}): Pool {
  return new Pool(url, {
    connections: options.connections ?? 128,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: options.headersTimeoutMs ?? 30_000,
    bodyTimeout: options.bodyTimeoutMs ?? 60_000,
    connect: { timeout: options.connectTimeoutMs ?? 2_000 },
  });
}

/** Request headers a service may see besides the ones the gateway sets itself. */
const passedUp = [
  'content-type',
  'accept',
  'accept-encoding',
  'user-agent',
  'idempotency-key',
  'if-none-match',
  'if-modified-since',
];

/** Answer headers the browser gets back. */
const passedDown = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'set-cookie',
  'location',
  'retry-after',
  'allow',
  'vary',
];

const apiVary = 'Authorization, X-Language, X-Currency';

export interface Forward {
  method: string;
  /** Path and query exactly as the client sent them. */
  url: string;
  identity: string;
  requestId: string;
  lang: string;
  currency: string;
  clientAddress: string;
  forwardedProto: string;
  forwardedHost: string;
  /** Provider signature headers, passed only to notification routes. */
  extraHeaders?: readonly string[];
  /** The referral code of the caller's `ref` cookie, for the orders service (referral.ts). */
  referral?: string;
  /** Largest body accepted; a longer chunked body fails with payload_too_large while streaming. */
  bodyLimit: number;
  /** Sees the service's answer headers (internal ones included) before they are filtered for the client. */
  onAnswer?: (headers: IncomingHttpHeaders) => void;
}

/** The headers a service gets: the gateway's own (identity, language, …) and the client's allowed ones. */
function upstreamHeaders(incoming: IncomingHttpHeaders, call: Forward): Record<string, string> {
  const headers: Record<string, string> = {
    [IDENTITY_HEADER]: call.identity,
    'x-request-id': call.requestId,
    'x-language': call.lang,
    'x-currency': call.currency,
    'x-forwarded-for': call.clientAddress,
    'x-forwarded-proto': call.forwardedProto,
    'x-forwarded-host': call.forwardedHost,
  };
  copy(incoming, headers, passedUp);
  if (call.extraHeaders) copy(incoming, headers, call.extraHeaders);
  if (call.referral) headers[REFERRAL_HEADER] = call.referral;
  return headers;
}

/** A bodiless GET to `pool`, its answer read whole (for the gateway's read cache). */
export async function fetchWhole(pool: Pool, req: IncomingMessage, call: Forward) {
  const headers = upstreamHeaders(req.headers, call);
  // A kept answer serves callers with other validators: the service must always send the whole answer.
  delete headers['if-none-match'];
  delete headers['if-modified-since'];
  const answer = await pool.request({ method: 'GET', path: call.url, headers });
  return { status: answer.statusCode, headers: answer.headers, body: Buffer.from(await answer.body.arrayBuffer()) };
}

/** Streams the request to `pool` and the answer into `res`; resolves once the answer is complete. */
export function forward(pool: Pool, req: IncomingMessage, res: ServerResponse, call: Forward): Promise<unknown> {
  const incoming = req.headers;
  const headers = upstreamHeaders(incoming, call);
  let body: Readable | undefined;
  const length = incoming['content-length'];
  if (length !== undefined) {
    // Node's parser stops at content-length, so the declared size (checked by the caller) is the size.
    headers['content-length'] = length;
    if (length !== '0') body = upstreamBody(req, call.bodyLimit);
  } else if (incoming['transfer-encoding'] !== undefined) {
    body = upstreamBody(req, call.bodyLimit);
  }

  return pool.stream({ method: call.method, path: call.url, headers, body }, ({ statusCode, headers: answer }) => {
    call.onAnswer?.(answer);
    const out: Record<string, string | string[]> = {};
    for (const name of passedDown) {
      const value = answer[name];
      if (value !== undefined) out[name] = value;
    }
    out.vary = varyOf(out.vary, res);
    const cookies = mergeCookies(res.getHeader('set-cookie'), out['set-cookie']);
    if (cookies) out['set-cookie'] = cookies;
    // The service may have answered before reading the whole body (a refusal): the client still gets it.
    beforeEarlyAnswer(req, res);
    res.writeHead(statusCode, out);
    return res;
  });
}

/**
 * Every API answer depends on who asks and in which language and currency: a cached answer must not be
 * re-used for another application id, language or currency (nor for a call without an app id).
 */
export function varyOf(service: string | string[] | undefined, res: ServerResponse): string {
  return [service, res.getHeader('vary'), apiVary].filter((v) => v !== undefined).join(', ');
}

/**
 * The gateway's own cookies (a new guest session) with the service's: a `sid` the service sets (signing in
 * or out) replaces the gateway's, so the browser never gets two.
 */
function mergeCookies(own: unknown, theirs: string | string[] | undefined): string[] | undefined {
  const ours = own === undefined ? [] : Array.isArray(own) ? own.map(String) : [String(own)];
  const service = theirs === undefined ? [] : Array.isArray(theirs) ? theirs : [theirs];
  if (ours.length === 0) return undefined;
  const serviceSetsSid = service.some((cookie) => cookie.startsWith('sid='));
  return [...(serviceSetsSid ? ours.filter((cookie) => !cookie.startsWith('sid=')) : ours), ...service];
}

function copy(from: IncomingHttpHeaders, to: Record<string, string>, names: readonly string[]): void {
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'string') to[name] = value;
  }
}

/** Errors that mean the service could not be reached or did not answer in time. */
export function isUpstreamFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    (code.startsWith('UND_ERR') ||
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      code === 'EHOSTUNREACH' ||
      code === 'ENOTFOUND' ||
      code === 'EAI_AGAIN' ||
      code === 'EPIPE' ||
      code === 'ETIMEDOUT')
  );
}
