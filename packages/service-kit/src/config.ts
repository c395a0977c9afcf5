import { z } from 'zod';

/** Raised at start when the environment does not fit; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads configuration from environment variables through a zod shape whose keys are the variable names.
 * Empty strings count as unset, so `FOO=` falls back to the default.
 */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: Record<string, string | undefined> = process.env,
): z.output<z.ZodObject<S>> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = z.object(shape).safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const given = input[name];
      return given === undefined ? `${name}: ${issue.message}` : `${name}=${JSON.stringify(given)}: ${issue.message}`;
    }),
  );
}

/** Common helpers for config shapes. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  bool: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  url: () => z.url(),
  list: () =>
    z.string().transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
};

/** What every service reads from its environment. */
export const serviceConfigShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Browser journeys only (NODE_ENV=test): a request may name its own time in `x-test-now` (clock.ts). */
  TEST_CLOCK_HEADER: env.bool(false),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Where the file store keeps bytes (a mounted volume in cluster mode); DATA_DIR/files/<service> when unset. */
  FILES_DIR: z.string().optional(),
  NATS_URL: z.url().optional(),
  /** The gateway's public key (SPKI PEM, or base64 of it) that verifies caller identities. */
  IDENTITY_PUBLIC_KEY: z.string().min(1),
  /** Verifies calls other services make to this one's /internal routes (SPKI PEM, or base64 of it). */
  SERVICE_PUBLIC_KEY: z.string().min(1).optional(),
  /** Signs this service's calls to other services' /internal routes (PKCS#8 PEM, or base64 of it). */
  SERVICE_PRIVATE_KEY: z.string().min(1).optional(),
};
