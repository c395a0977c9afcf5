import { defaultServicePorts, type ServiceName, serviceNames } from '@shop/contracts';
import { assertTestClockAllowed, env, type IdentitySigner, type Logger, loadConfig } from '@shop/service-kit';
import { z } from 'zod';
import type { GatewayOptions } from './gateway';
import { parseRateLimit } from './rate-limit';
import { defaultStaticDir } from './static-files';

// The gateway's environment. Every variable has a default fit for one machine except the signing key.

const serviceUrlVariable = (name: ServiceName) => `${name.toUpperCase()}_URL` as `${Uppercase<ServiceName>}_URL`;

const serviceUrls = Object.fromEntries(
  serviceNames.map((name) => [
    serviceUrlVariable(name),
    z.url().default(`http://127.0.0.1:${defaultServicePorts[name]}`),
  ]),
) as Record<`${Uppercase<ServiceName>}_URL`, z.ZodDefault<z.ZodURL>>;

const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const limit = parseRateLimit(text);
      if (!limit) ctx.addIssue({ code: 'custom', message: 'expected <count> or <count>/<window>, e.g. 10/1m' });
      return limit ?? { max: 0, windowMs: 60_000 };
    });

const remoteMap = z
  .string()
  .transform((text, ctx) => {
    try {
      return z.record(z.string(), z.string().min(1)).parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object of remote name → manifest URL' });
      return z.NEVER;
    }
  })
  .optional();

export const gatewayConfigShape = {
  GATEWAY_PORT: env.port(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Ed25519 private key (PKCS#8 PEM, or base64 of it) that signs identities for the services. */
  IDENTITY_PRIVATE_KEY: z.string().min(1),
  STOREFRONT_APP_ID: z.string().min(1).default('shop-storefront'),
  ADMIN_APP_ID: z.string().min(1).default('shop-admin'),
  ...serviceUrls,
  CORS_ORIGINS: env.list().default([]),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(110 * 1024 * 1024),
  RATE_LIMIT_AUTH: rateLimit('10/1m'),
  RATE_LIMIT_FORMS: rateLimit('5/1m'),
  /** Back-office calls per client address: generous for people, a wall for a script gone wrong. */
  RATE_LIMIT_ADMIN: rateLimit('600/1m'),
  TRUST_PROXY: env.bool(false),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /** How long the gateway answers shared catalogue reads itself (0: never). */
  SHARED_READ_CACHE_MS: z.coerce.number().int().min(0).default(3_000),
  /** Session cookies are Secure except in development and tests (plain http on one machine). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Browser journeys only (NODE_ENV=test): `x-test-now` goes on to the services (service-kit clock.ts). */
  TEST_CLOCK_HEADER: env.bool(false),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Built front ends, `<dir>/shell/`, `<dir>/mf-catalog/`, …; relative paths are from the working directory. */
  STATIC_DIR: z.string().default(defaultStaticDir),
  REMOTES_JSON: remoteMap,
  /** A JSON file of remote name → manifest URL, laid over REMOTES_JSON and re-read when it changes. */
  REMOTES_FILE: z.string().min(1).optional(),
  /** A Bearer token that opens /metrics to a scraper not on this machine (loopback clients need none). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The store locator's tiles template (the same variable as cms reads): its origin may serve page images. */
  MAP_TILES_URL: z.string().min(1).optional(),
  /** The shop's public address, e.g. https://zefir.pl: canonical and hreflang links use it. */
  PUBLIC_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(environment: Record<string, string | undefined> = process.env) {
  const config = loadConfig(gatewayConfigShape, environment);
  assertTestClockAllowed(config);
  return config;
}

/** The options of createGateway that follow from the environment. */
export function gatewayOptionsFromConfig(config: GatewayConfig, signer: IdentitySigner, log: Logger): GatewayOptions {
  const services = Object.fromEntries(serviceNames.map((name) => [name, config[serviceUrlVariable(name)]])) as Record<
    ServiceName,
    string
  >;
  return {
    services,
    signer,
    log,
    applications: { [config.STOREFRONT_APP_ID]: 'storefront', [config.ADMIN_APP_ID]: 'admin' },
    corsOrigins: config.CORS_ORIGINS,
    maxBodyBytes: config.MAX_BODY_BYTES,
    maxUploadBytes: config.MAX_UPLOAD_BYTES,
    rateLimits: { auth: config.RATE_LIMIT_AUTH, forms: config.RATE_LIMIT_FORMS, admin: config.RATE_LIMIT_ADMIN },
    trustProxy: config.TRUST_PROXY,
    sessionCacheMs: config.SESSION_CACHE_MS,
    sharedReadCacheMs: config.SHARED_READ_CACHE_MS,
    secureCookies: config.NODE_ENV === 'production',
    testClock: config.TEST_CLOCK_HEADER,
    upstream: { headersTimeoutMs: config.UPSTREAM_TIMEOUT_MS },
    staticDir: config.STATIC_DIR,
    remotes: config.REMOTES_JSON,
    remotesFile: config.REMOTES_FILE,
    publicUrl: config.PUBLIC_URL,
    metricsToken: config.METRICS_TOKEN,
    mapTilesUrl: config.MAP_TILES_URL,
  };
}
