import { randomUUID } from 'node:crypto';
import { createServer, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type ApiRoute,
  type ApplicationName,
  apiRoutes,
  currencyOfLanguage,
  REFERRAL_PARAM,
  type ServiceName,
  StorefrontCurrency,
  StorefrontLanguage,
} from '@shop/contracts';
import {
  AppError,
  closeServer,
  createMetrics,
  type IdentitySigner,
  type Logger,
  toErrorAnswer,
} from '@shop/service-kit';
import Koa, { type Context } from 'koa';
import { createApiCalls } from './api-calls';
import { createCatalogPages } from './catalog-pages';
import { allowOrigin, preflight } from './cors';
import { beforeEarlyAnswer } from './early-answers';
import { openApiDocument } from './openapi';
import { createHealth } from './operations';
import { createPagePreloads } from './page-preloads';
import { createStyleInliner } from './page-styles';
import { createPool, type PoolOptions } from './proxy';
import { createRateLimiter, type RateLimit } from './rate-limit';
import { createReadCache } from './read-cache';
import { referralCookie, referralOf } from './referral';
import { compileRoutes } from './route-table';
import { cameOverTls, contentSecurityPolicy, hasBearerToken, isLocalClient, setPageHeaders } from './security';
import { createServerRender, pageCallerOf } from './server-render';
import { createSessionResolver } from './session';
import {
  createRemoteMap,
  defaultStaticDir,
  embeddedRemotes,
  frontendRemotes,
  safeFile,
  sendFile,
  sendShell,
} from './static-files';

export { gatewayConfigShape, gatewayOptionsFromConfig, loadGatewayConfig } from './config';
export { parseRateLimit, type RateLimit } from './rate-limit';

// The only public HTTP entry (DESIGN §1): /api/* to the owning service with a signed identity, the
// storefront pages and front-end files, health, metrics and the API document. One Koa middleware does
// the dispatch, because every hop through a middleware chain costs on every request.

export interface GatewayOptions {
  /** Base URL of each service, e.g. http://127.0.0.1:8101. */
  services: Record<ServiceName, string>;
  signer: IdentitySigner;
  /** Application id (the browser's `Authorization: Bearer <id>`) → application. */
  applications: Record<string, ApplicationName>;
  log: Logger;
  /** Origins allowed to call /api with credentials; others get no CORS headers. */
  corsOrigins?: string[];
  rateLimits?: { auth?: RateLimit; forms?: RateLimit; admin?: RateLimit };
  /** Largest request body (default 1 MiB) and, on the multipart routes, upload (default 110 MiB). */
  maxBodyBytes?: number;
  maxUploadBytes?: number;
  /** Where the built front ends are: `<staticDir>/shell/`, `<staticDir>/mf-catalog/`, … (default: repository dist/) */
  staticDir?: string;
  /** Remote name → URL of its mf-manifest.json, served as /remotes.json (default: this gateway's /mf/). */
  remotes?: Record<string, string>;
  /** A JSON file whose entries override `remotes`, read again whenever it changes (static-files.ts). */
  remotesFile?: string;
  /** The shop's public address (https://zefir.pl) for canonical links; else taken from the request. */
  publicUrl?: string;
  /** Behind our own load balancer: take the client address and protocol from X-Forwarded-*. */
  trustProxy?: boolean;
  /** A Bearer token that opens /metrics to a scraper not on this machine (else loopback clients only). */
  metricsToken?: string;
  /** The map tiles URL template of the store locator (cms MAP_TILES_URL): its origin may serve images. */
  mapTilesUrl?: string;
  /** How long a resolved session is re-used (default 5 s). */
  sessionCacheMs?: number;
  /** How long a landing page's server render may take before the page goes out unrendered (default 1000). */
  serverRenderBudgetMs?: number;
  /** How long shared catalogue answers are kept in the gateway (default 0: not kept). */
  sharedReadCacheMs?: number;
  /** Secure flag on the session cookies the gateway sets (default true; false in development and tests). */
  secureCookies?: boolean;
  upstream?: PoolOptions;
  /** Provider signature headers passed to notification routes (default x-jws-signature and friends). */
  signatureHeaders?: string[];
  /** Browser journeys only: a request's `x-test-now` goes on to the service (service-kit clock.ts). */
  testClock?: boolean;
  routes?: readonly ApiRoute[];
}

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

export interface Gateway {
  app: Koa;
  /** Listens on `port` (0 picks a free one). */
  start(port: number, host?: string): Promise<RunningGateway>;
  /** Releases connection pools and timers (start()'s stop() calls it). */
  close(): Promise<void>;
}

const languages = new Set<string>(StorefrontLanguage.options);
const currencies = new Set<string>(StorefrontCurrency.options);
const requestIdPattern = /^[\w.:-]{1,128}$/;
const storefrontPage = /^\/(pl|en)\//;

export function createGateway(options: GatewayOptions): Gateway {
  const { log, signer } = options;
  const routes = compileRoutes(options.routes ?? apiRoutes);
  const pools = Object.fromEntries(
    Object.entries(options.services).map(([name, url]) => [name, createPool(url, options.upstream)]),
  ) as Record<ServiceName, ReturnType<typeof createPool>>;
  const limiter = createRateLimiter({ ...options.rateLimits });
  const sessions = createSessionResolver({ accounts: pools.accounts, signer, ttlMs: options.sessionCacheMs });
  const callService = createApiCalls({
    pools,
    signer,
    sessions,
    limiter,
    applications: new Map(Object.entries(options.applications)),
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    maxUploadBytes: options.maxUploadBytes ?? 110 * 1024 * 1024,
    signatureHeaders: options.signatureHeaders ?? ['x-jws-signature', 'x-signature', 'signature', 'digest'],
    testClock: options.testClock ?? false,
    trustProxy: options.trustProxy ?? false,
    secureCookies: options.secureCookies ?? true,
    readCache: options.sharedReadCacheMs
      ? createReadCache({ ttlMs: options.sharedReadCacheMs, maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 })
      : undefined,
    log,
  });
  const health = createHealth(pools, log);
  const catalogPages = createCatalogPages({ catalog: pools.catalog, cms: pools.cms, signer, log });
  const metrics = createMetrics('gateway');
  const corsOrigins = new Set(options.corsOrigins ?? []);
  const staticDir = options.staticDir ?? defaultStaticDir;
  const remotesJson = createRemoteMap(options.remotes ?? embeddedRemotes(), options.remotesFile, (problem) =>
    log.warn(problem),
  );
  const pagePreloads = createPagePreloads({ remoteMap: remotesJson, fileOf: (path) => staticFileOf(path) });
  const inlineStyles = createStyleInliner((path) => staticFileOf(path));
  const renderPage = createServerRender({
    remoteMap: remotesJson,
    fileOf: (path) => staticFileOf(path),
    routes,
    pools,
    sessions,
    signer,
    log,
    budgetMs: options.serverRenderBudgetMs,
  });
  const trustProxy = options.trustProxy ?? false;
  let docs: string | undefined;
  let policy = { remotes: '', csp: '' };

  /** The headers of an HTML page: CSP for the current remote map, framing, referrer, HSTS over TLS. */
  async function pageHeaders(ctx: Context): Promise<void> {
    const remotes = await remotesJson();
    if (policy.remotes !== remotes || !policy.csp) {
      policy = { remotes, csp: contentSecurityPolicy({ remotesJson: remotes, mapTilesUrl: options.mapTilesUrl }) };
    }
    ctx.res.setHeader('content-security-policy', policy.csp);
    setPageHeaders(ctx.res, cameOverTls(ctx.req, trustProxy));
  }

  /**
   * Without PUBLIC_URL an answer built from the client's Host header must not be kept by a shared cache
   * and served to others (a forged Host would otherwise poison canonical links and the sitemap).
   */
  function hostDerived(ctx: Context): void {
    if (options.publicUrl) return;
    ctx.set('cache-control', ctx.status === 200 ? 'private, no-cache' : 'no-store');
    ctx.vary('Host');
  }

  async function api(ctx: Context, path: string, lang: string, requestId: string): Promise<string> {
    const { req } = ctx;
    allowOrigin(ctx, corsOrigins);
    const method = req.method!;
    // The dev mailbox holds password-reset links: only for a client on this machine (security.md).
    if (path.startsWith('/api/dev/') && !isLocalClient(req, trustProxy)) throw new AppError('not_found');
    if (path === '/api/docs') {
      if (method !== 'GET' && method !== 'HEAD')
        throw new AppError('method_not_allowed', { headers: { allow: 'GET, HEAD' } });
      docs ??= JSON.stringify(openApiDocument(options.routes ?? apiRoutes));
      ctx.type = 'application/json';
      ctx.body = docs;
      return 'docs';
    }
    const match = routes.match(method, path);
    if (match.kind === 'none') throw new AppError('not_found');
    if (match.kind === 'method') {
      if (method === 'OPTIONS') return preflight(ctx, match.allow);
      throw new AppError('method_not_allowed', { headers: { allow: match.allow } });
    }
    ctx.state.route = match.route.path;
    const currencyHeader = req.headers['x-currency'];
    const currency =
      typeof currencyHeader === 'string' && currencies.has(currencyHeader.toUpperCase())
        ? currencyHeader.toUpperCase()
        : currencyOfLanguage[lang as StorefrontLanguage];
    await callService(ctx, match.route, { lang, currency, requestId });
    return match.route.path;
  }

  async function site(ctx: Context, path: string): Promise<string> {
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') {
      if (path === '/' || path.startsWith('/pl') || path.startsWith('/en') || path.startsWith('/mf/')) {
        throw new AppError('method_not_allowed', { headers: { allow: 'GET, HEAD' } });
      }
      throw new AppError('not_found');
    }
    if (path === '/health' || path.startsWith('/health/')) {
      if (await health(ctx, path)) return 'health';
      throw new AppError('not_found');
    }
    if (path === '/metrics') {
      if (!isLocalClient(ctx.req, trustProxy) && !hasBearerToken(ctx.req, options.metricsToken)) {
        throw new AppError('not_found');
      }
      ctx.set('cache-control', 'no-store');
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
      return 'metrics';
    }
    if (path === '/' || path === '/pl' || path === '/en') {
      await pageHeaders(ctx);
      // The query goes along: a partner's link to the bare domain keeps its ?ref=.
      const query = ctx.querystring ? `?${ctx.querystring}` : '';
      ctx.redirect(`${path === '/' ? '/pl/' : `${path}/`}${query}`);
      return 'page';
    }
    if (path.startsWith('/media/catalog/') || path.startsWith('/media/cms/')) {
      await catalogPages.media(ctx, path);
      return 'media';
    }
    if (path === '/sitemap.xml' || path === '/robots.txt') {
      const origin = options.publicUrl ?? `${ctx.protocol}://${ctx.get('host')}`;
      if (path === '/robots.txt') catalogPages.robots(ctx, origin);
      else await catalogPages.sitemap(ctx, origin);
      hostDerived(ctx);
      return path.slice(1);
    }
    if (storefrontPage.test(path)) {
      const referral = referralOf(ctx.query[REFERRAL_PARAM]);
      if (referral) ctx.append('set-cookie', referralCookie(referral, options.secureCookies ?? true));
      await pageHeaders(ctx);
      await sendShell(ctx, staticDir, {
        publicUrl: options.publicUrl,
        headOf: catalogPages.head,
        preloadsOf: pagePreloads,
        inlineStyles,
        renderOf: () => renderPage(pageCallerOf(ctx)),
      });
      hostDerived(ctx);
      return 'page';
    }
    if (path === '/remotes.json') {
      ctx.set('cache-control', 'no-cache');
      ctx.set('access-control-allow-origin', '*');
      ctx.type = 'application/json';
      ctx.body = await remotesJson();
      return 'remotes';
    }
    const file = staticFileOf(path);
    if (file && (await sendFile(ctx, file))) return 'static';
    throw new AppError('not_found');
  }

  /** /mf/<remote>/<file>, /shell/<file>, and the shell's /favicon.ico and /robots.txt. */
  function staticFileOf(path: string): string | undefined {
    if (path === '/favicon.ico' || path === '/robots.txt') return safeFile(`${staticDir}/shell`, path.slice(1));
    if (path.startsWith('/shell/')) return safeFile(`${staticDir}/shell`, path.slice('/shell/'.length));
    if (!path.startsWith('/mf/')) return undefined;
    const slash = path.indexOf('/', 4);
    const remote = path.slice(4, slash);
    if (slash < 0 || !(frontendRemotes as readonly string[]).includes(remote)) return undefined;
    return safeFile(`${staticDir}/${remote}`, path.slice(slash + 1));
  }

  const app = new Koa();
  app.silent = true;
  app.use(async (ctx) => {
    const started = process.hrtime.bigint();
    const { req, res } = ctx;
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const languageHeader = req.headers['x-language'];
    const lang =
      typeof languageHeader === 'string' && languages.has(languageHeader.toLowerCase())
        ? languageHeader.toLowerCase()
        : 'pl';
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', requestId);
    // Every answer, API or file, is what its Content-Type says: no browser guessing.
    res.setHeader('x-content-type-options', 'nosniff');
    let route: string | undefined;
    try {
      route = path.startsWith('/api/') ? await api(ctx, path, lang, requestId) : await site(ctx, path);
    } catch (error) {
      const answer = toErrorAnswer(error, lang);
      if (answer.status >= 500 && answer.body.error.code !== 'service_unavailable') {
        log.error({ err: error, method: req.method, url, requestId }, 'request failed');
      }
      ctx.status = answer.status;
      ctx.set(answer.headers);
      ctx.body = answer.body;
    } finally {
      // A refusal before the body was read (401, 413, 429, …) still reaches a client that is sending it.
      if (ctx.respond !== false) beforeEarlyAnswer(req, res);
      route ??= (ctx.state.route as string | undefined) ?? 'unmatched';
      metrics.observe(req.method ?? '', route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    }
  });

  async function close(): Promise<void> {
    limiter.stop();
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
  }

  return {
    app,
    close,
    start(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const server = createServer(app.callback());
        server.keepAliveTimeout = 65_000;
        // Large uploads on slow links need longer than Node's 5-minute default to arrive.
        server.requestTimeout = 15 * 60_000;
        server.on('clientError', answerUnreadableRequest);
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          const bound = typeof address === 'object' && address ? address.port : port;
          let stopping: Promise<void> | undefined;
          resolve({
            url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
            port: bound,
            server,
            stop: () => {
              stopping ??= closeServer(server).then(close);
              return stopping;
            },
          });
        });
      });
    },
  };
}

/**
 * A request Node could not parse (a head over its 16 KB, broken HTTP) never reaches Koa; Node's own answer
 * has no body. Answer it in the error shape of DESIGN §4 instead (in Polish: the head naming the language
 * was not read), then close: the rest of the connection cannot be trusted.
 */
function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'request_header_too_large' : 'bad_request';
  const answer = toErrorAnswer(new AppError(code), 'pl');
  const body = JSON.stringify(answer.body);
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
  );
}
