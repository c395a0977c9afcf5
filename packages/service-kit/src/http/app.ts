import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import {
  type ConvertedCurrency,
  currencyOfLanguage,
  type ExchangeRate,
  IDENTITY_HEADER,
  isConvertedCurrency,
  StorefrontCurrency,
  StorefrontLanguage,
} from '@shop/contracts';
import Koa from 'koa';
import { atRequestTime, TEST_NOW_HEADER } from '../clock';
import { AppError, toErrorAnswer } from '../errors';
import type { IdentityVerifier } from '../identity';
import type { Logger } from '../logger';
import type { Metrics } from './metrics';
import type { ShopContext, ShopState } from './state';

export interface HttpAppOptions {
  name: string;
  log: Logger;
  verifier: IdentityVerifier;
  /** Verifies identities other services sign; accepted on /internal routes only. */
  serviceVerifier?: IdentityVerifier;
  metrics: Metrics;
  routers: Router<ShopState>[];
  /** Readiness: throws when a dependency (database, broker) is not usable. */
  ready: () => Promise<void>;
  /** JSON and form bodies larger than this are refused with 413. */
  bodyLimit?: string;
  /** Browser journeys only: a request's `x-test-now` sets the time it sees (clock.ts). */
  testClock?: boolean;
  /**
   * The rate prices in USD, CHF or GBP are converted at, when that currency can be answered now
   * (exchange-rates.ts); absent or undefined: it cannot, and the caller gets the language's currency.
   */
  conversionRate?: (currency: ConvertedCurrency) => ExchangeRate | undefined;
}

/**
 * Reads the answer language and currency from the gateway's headers. USD, CHF and GBP come with the rate their
 * prices are converted from PLN at, fixed for the whole request; one not available now (not enabled, or no
 * rate known) gives the currency that follows the language, as no header does.
 */
export function negotiate(
  ctx: Koa.Context,
  conversionRate: (currency: ConvertedCurrency) => ExchangeRate | undefined = () => undefined,
): Pick<ShopState, 'lang' | 'currency' | 'conversion'> {
  const langHeader = ctx.get('x-language').toLowerCase();
  const lang = StorefrontLanguage.safeParse(langHeader).data ?? 'pl';
  const asked = StorefrontCurrency.safeParse(ctx.get('x-currency').toUpperCase()).data;
  if (asked && isConvertedCurrency(asked)) {
    const rate = conversionRate(asked);
    if (rate) return { lang, currency: asked, conversion: rate };
  } else if (asked) return { lang, currency: asked, conversion: null };
  return { lang, currency: currencyOfLanguage[lang], conversion: null };
}

/** The Koa app of a service: request id, logging, errors mapped once, identity check, health, metrics. */
export function createHttpApp(options: HttpAppOptions): Koa<ShopState> {
  const { name, log, verifier, metrics } = options;
  const app = new Koa<ShopState>({ proxy: true });
  app.silent = true;

  if (options.testClock) {
    app.use((ctx, next) => {
      const at = ctx.get(TEST_NOW_HEADER);
      return at ? atRequestTime(at, next) : next();
    });
  }

  app.use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    const requestId = ctx.get('x-request-id') || randomUUID();
    ctx.set('x-request-id', requestId);
    const { lang, currency, conversion } = negotiate(ctx, options.conversionRate);
    ctx.state.requestId = requestId;
    ctx.state.lang = lang;
    ctx.state.currency = currency;
    ctx.state.conversion = conversion;
    ctx.state.log = log.child({ requestId });
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new AppError('not_found');
    } catch (error) {
      const answer = toErrorAnswer(error, lang);
      ctx.status = answer.status;
      ctx.body = answer.body;
      ctx.set(answer.headers);
      if (answer.status >= 500) ctx.state.log.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
    } finally {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(ctx.method, String(route), ctx.status, seconds);
      ctx.state.log.debug({ method: ctx.method, url: ctx.url, status: ctx.status, ms: seconds * 1000 }, 'answered');
    }
  });

  const operations = new Router<ShopState>();
  operations.get('/health', (ctx) => {
    ctx.body = { status: 'ok', service: name };
  });
  operations.get('/ready', async (ctx) => {
    try {
      await options.ready();
      ctx.body = { status: 'ready', service: name };
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'not ready');
      throw new AppError('service_unavailable', { cause: error });
    }
  });
  operations.get('/metrics', async (ctx) => {
    ctx.type = options.metrics.registry.contentType;
    ctx.body = await options.metrics.registry.metrics();
  });
  app.use(operations.routes());

  // Everything else is an API call that only the gateway may make on someone's behalf, or another service
  // on an /internal route.
  app.use(async (ctx, next) => {
    const token = ctx.get(IDENTITY_HEADER) || undefined;
    let identity = await verifier.verify(token);
    if (!identity && options.serviceVerifier && ctx.path.startsWith('/internal/')) {
      const caller = await options.serviceVerifier.verify(token);
      if (caller?.app === 'internal') identity = caller;
    }
    if (!identity) throw new AppError('unauthorized', { detail: 'missing or invalid identity' });
    ctx.state.identity = identity;
    await next();
  });

  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: options.bodyLimit ?? '1mb',
      formLimit: options.bodyLimit ?? '1mb',
      // Prototype-polluting keys are refused by the parser; everything else is zod's business.
      onError: (error) => {
        throw new AppError((error as { status?: number }).status === 413 ? 'payload_too_large' : 'bad_request', {
          cause: error,
        });
      },
    }),
  );

  for (const router of options.routers) {
    app.use(router.routes());
    app.use(
      router.allowedMethods({
        throw: true,
        methodNotAllowed: () => new AppError('method_not_allowed'),
        notImplemented: () => new AppError('method_not_allowed'),
      }),
    );
  }
  return app;
}

export function requireCustomer(ctx: ShopContext): string {
  const { customerId } = ctx.state.identity;
  if (!customerId) throw new AppError('authentication_required');
  return customerId;
}

/**
 * A signed-in B2B dealer (SPEC §6): a guest is asked to sign in (401), a retail customer or staff is refused
 * (403). Answers the dealer's customer id.
 */
export function requireDealer(ctx: ShopContext): string {
  const { customerId, customerType, role } = ctx.state.identity;
  if (role === 'ADMIN') throw new AppError('forbidden');
  if (!customerId || role === 'GUEST') throw new AppError('authentication_required');
  if (customerType !== 'b2b' || role !== 'CUSTOMER') throw new AppError('forbidden');
  return customerId;
}

export function requireInternal(ctx: ShopContext): void {
  if (ctx.state.identity.app !== 'internal') throw new AppError('forbidden');
}
