import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ApiRoute,
  type ApplicationName,
  CATALOGUE_CHANGED_HEADER,
  type Identity,
  mayDo,
  type Permission,
  SESSIONS_ENDED_HEADER,
  type ServiceName,
  type SessionResolution,
  sessionCookie,
} from '@shop/contracts';
import { AppError, type IdentitySigner, type Logger, TEST_NOW_HEADER } from '@shop/service-kit';
import type { Context } from 'koa';
import type { Pool } from 'undici';
import { type Forward, fetchWhole, forward, isUpstreamFailure, varyOf } from './proxy';
import type { RateLimiter } from './rate-limit';
import { type CachedAnswer, matchesEtag, type ReadCache } from './read-cache';
import { readReferralCookie } from './referral';
import { identityOf, readSessionCookie, type SessionResolver, startsGuestSession } from './session';

// One /api call after routing: application id, size and rate limits, session, signed identity, then the
// hop to the owning service. Everything that can be refused is refused before a service is contacted.

export interface ApiCallDeps {
  pools: Record<ServiceName, Pool>;
  signer: IdentitySigner;
  sessions: SessionResolver;
  limiter: RateLimiter;
  applications: Map<string, ApplicationName>;
  maxBodyBytes: number;
  maxUploadBytes: number;
  /** Provider signature headers passed to notification routes only. */
  signatureHeaders: readonly string[];
  /** `x-test-now` passed on (browser journeys only, service-kit clock.ts). */
  testClock: boolean;
  trustProxy: boolean;
  /** Session cookies get the Secure flag (everywhere but development and tests). */
  secureCookies: boolean;
  /** Shared answers (routes marked `shared`) kept briefly; absent: every read goes to the service. */
  readCache?: ReadCache;
  log: Logger;
}

export interface CallContext {
  lang: string;
  currency: string;
  requestId: string;
}

/** Provider notifications carry no application id and no session; they act as an anonymous caller. */
const providerIdentity: Identity = { app: 'storefront', role: 'GUEST' };

export function createApiCalls(deps: ApiCallDeps) {
  const { pools, signer, sessions, limiter, applications, log } = deps;
  const tooLarge = () => new AppError('payload_too_large', { headers: { connection: 'close' } });
  // The client headers passed on beside the allowed ones: decided once, not per request.
  const testClockHeaders = deps.testClock ? [TEST_NOW_HEADER] : [];
  const passedOn = { signed: [...deps.signatureHeaders, ...testClockHeaders], app: testClockHeaders };

  function applicationOf(authorization: string | undefined): ApplicationName | undefined {
    if (!authorization || authorization.length < 8) return undefined;
    const scheme = authorization.slice(0, 7);
    if (scheme !== 'Bearer ' && scheme.toLowerCase() !== 'bearer ') return undefined;
    return applications.get(authorization.slice(7).trim());
  }

  /** The address limits count against: the socket's peer, or the one our own proxy appended. */
  function clientAddressOf(req: IncomingMessage): string {
    if (deps.trustProxy) {
      const chain = req.headers['x-forwarded-for'];
      if (typeof chain === 'string' && chain !== '') return chain.slice(chain.lastIndexOf(',') + 1).trim();
    }
    return req.socket.remoteAddress ?? '';
  }

  async function sessionOf(req: IncomingMessage, sid: string | undefined): Promise<SessionResolution | null> {
    if (!sid) return null;
    try {
      return await sessions.resolve(sid);
    } catch (error) {
      // Reading pages keeps working as a guest while accounts is away; changing anything waits for it.
      log.warn({ err: error }, 'session could not be resolved');
      if (req.method === 'GET' || req.method === 'HEAD') return null;
      throw new AppError('service_unavailable', { cause: error });
    }
  }

  /** A new guest session for a caller without one; null (a guest without a cookie) while accounts is away. */
  async function guestSession(res: ServerResponse): Promise<SessionResolution | null> {
    try {
      const guest = await sessions.startGuest();
      res.setHeader('set-cookie', sessionCookie(guest.token, deps.secureCookies));
      return guest.session;
    } catch (error) {
      log.warn({ err: error }, 'guest session could not be started');
      return null;
    }
  }

  return async function callService(ctx: Context, route: ApiRoute, call: CallContext): Promise<void> {
    const { req, res } = ctx;
    const signed = route.access === 'signature';
    const app = signed ? undefined : applicationOf(req.headers.authorization);
    if (!signed && !app) throw new AppError('unauthorized', { detail: 'missing or unknown application id' });
    if (route.access === 'admin' && app !== 'admin') throw new AppError('forbidden', { detail: 'admin panel only' });

    const limit = route.upload ? deps.maxUploadBytes : deps.maxBodyBytes;
    const length = req.headers['content-length'];
    if (length !== undefined && !(Number(length) <= limit)) throw tooLarge();

    const clientAddress = clientAddressOf(req);
    const limitKind = route.rateLimited ?? (route.access === 'admin' ? 'admin' : undefined);
    if (limitKind) {
      const retryAfter = limiter.hit(limitKind, clientAddress);
      if (retryAfter > 0) throw new AppError('too_many_requests', { headers: { 'retry-after': String(retryAfter) } });
    }

    const sid = app ? readSessionCookie(req.headers.cookie) : undefined;
    let session = app ? await sessionOf(req, sid) : null;
    if (!session && app === 'storefront' && startsGuestSession(route)) session = await guestSession(res);
    const identity = app ? identityOf(app, session) : providerIdentity;
    // The service checks the permission itself (DESIGN §9); refusing here too spares it the hop.
    if (route.access === 'admin') refuseUnlessPermitted(identity, route.permission);
    const proto = req.headers['x-forwarded-proto'];
    try {
      const hop: Forward = {
        method: req.method!,
        url: req.url!,
        identity: await signer.sign(identity),
        requestId: call.requestId,
        lang: call.lang,
        currency: call.currency,
        clientAddress,
        forwardedProto: deps.trustProxy && typeof proto === 'string' ? proto : 'http',
        forwardedHost: req.headers.host ?? '',
        extraHeaders: signed ? passedOn.signed : passedOn.app,
        referral: route.service === 'orders' ? readReferralCookie(req.headers.cookie) : undefined,
        bodyLimit: limit,
        // A password changed or reset: the customer's other sessions end now, not when the cache expires.
        onAnswer: (headers) => {
          const ended = headers[SESSIONS_ENDED_HEADER];
          if (route.service === 'accounts' && typeof ended === 'string') sessions.forgetCustomer(ended, sid);
          // Staff changed the catalogue through this gateway: its next shopper read goes to the service.
          if (route.service === 'catalog' && headers[CATALOGUE_CHANGED_HEADER]) deps.readCache?.clear();
        },
      };
      const shared = deps.readCache && route.shared && app === 'storefront' && identity.customerType !== 'b2b';
      if (shared && req.method === 'GET') {
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const key = `${gzip ? 'gz' : 'id'} ${call.lang} ${call.currency} ${req.url}`;
        const kept = await deps.readCache!.read(key, () => fetchWhole(pools[route.service], req, hop));
        if (kept) {
          sendKept(res, kept, req.headers['if-none-match']);
          ctx.respond = false;
          return;
        }
      }
      await forward(pools[route.service], req, res, hop);
      ctx.respond = false;
      // Signing in or out answers with a new sid cookie: what was cached about the old one is stale.
      if (sid && route.service === 'accounts' && setsSessionCookie(res.getHeader('set-cookie'))) sessions.forget(sid);
    } catch (error) {
      if (res.headersSent || res.destroyed) {
        // The answer had begun (or the client left): all that is left is to cut the connection.
        ctx.respond = false;
        res.destroy();
        log.debug({ err: error, service: route.service, url: req.url }, 'answer cut short');
        return;
      }
      if (error instanceof AppError) throw error;
      if (isUpstreamFailure(error)) {
        log.warn({ err: error, service: route.service, method: req.method, url: req.url }, 'service unreachable');
        // An upload still arriving is not read to its end: the answer closes the connection (early-answers.ts).
        throw new AppError('service_unavailable', { cause: error });
      }
      throw error;
    }
  };
}

/** A kept answer, or 304 when the caller already holds it. */
function sendKept(res: ServerResponse, kept: CachedAnswer, ifNoneMatch: string | undefined): void {
  const headers = { ...kept.headers, vary: varyOf(kept.headers.vary, res) };
  const cookie = res.getHeader('set-cookie');
  if (cookie !== undefined) Object.assign(headers, { 'set-cookie': cookie });
  if (matchesEtag(ifNoneMatch, kept.etag)) {
    delete (headers as Record<string, unknown>)['content-type'];
    delete (headers as Record<string, unknown>)['content-encoding'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(kept.status, { ...headers, 'content-length': String(kept.body.length) });
  res.end(kept.body);
}

function setsSessionCookie(header: string | number | string[] | undefined): boolean {
  if (header === undefined) return false;
  return (Array.isArray(header) ? header : [String(header)]).some((cookie) => cookie.startsWith('sid='));
}

/** 401 without a staff session, 403 when the admin type lacks the route's permission. */
function refuseUnlessPermitted(identity: Identity, permission: Permission | undefined): void {
  if (!identity.customerId) throw new AppError('authentication_required');
  if (identity.role !== 'ADMIN' || !permission || !mayDo(identity.adminType, permission)) {
    throw new AppError('forbidden');
  }
}
