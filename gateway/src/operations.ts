import type { ServiceName } from '@shop/contracts';
import { AppError, type Logger } from '@shop/service-kit';
import type { Context } from 'koa';
import type { Pool } from 'undici';

// Health of the gateway and of what stands behind it. `/health/all` is what start scripts and probes
// wait on: 200 only once every service answers its own /health.

const probeTimeoutMs = 2_000;

type ServiceHealth = { status: number; body: unknown };

async function probe(pool: Pool): Promise<ServiceHealth> {
  const { statusCode, body } = await pool.request({
    method: 'GET',
    path: '/health',
    headersTimeout: probeTimeoutMs,
    bodyTimeout: probeTimeoutMs,
  });
  const text = await body.text();
  try {
    return { status: statusCode, body: JSON.parse(text) };
  } catch {
    return { status: statusCode, body: { status: 'unknown' } };
  }
}

export function createHealth(pools: Record<ServiceName, Pool>, log: Logger) {
  const names = Object.keys(pools) as ServiceName[];

  /** Answers GET /health, /health/all and /health/<service>; false when the path is none of them. */
  return async function health(ctx: Context, path: string): Promise<boolean> {
    ctx.set('cache-control', 'no-store');
    if (path === '/health') {
      ctx.body = { status: 'ok', service: 'gateway' };
      return true;
    }
    const name = path.slice('/health/'.length);
    if (name === 'all') {
      const results = await Promise.all(
        names.map((service) =>
          probe(pools[service]).then(
            (answer) => (answer.status === 200 ? 'ok' : 'failing'),
            () => 'down',
          ),
        ),
      );
      const services = Object.fromEntries(names.map((service, i) => [service, results[i]]));
      const ok = results.every((result) => result === 'ok');
      ctx.status = ok ? 200 : 503;
      ctx.body = { status: ok ? 'ok' : 'degraded', services };
      return true;
    }
    if (!(names as string[]).includes(name)) return false;
    try {
      const answer = await probe(pools[name as ServiceName]);
      ctx.status = answer.status;
      ctx.body = answer.body;
    } catch (error) {
      log.warn({ err: error, service: name }, 'health probe failed');
      throw new AppError('service_unavailable', { cause: error });
    }
    return true;
  };
}
