import { type Clock, createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { createTestDatabase, postgresAvailable, startTestService, type TestService } from '@shop/service-kit/testing';
import type { CmsContext } from './context';
import type * as schema from './db/schema';
import { cmsService } from './service';

export type CmsTestService = TestService<typeof schema, CmsContext>;

/**
 * The cms with its demo data, on real PostgreSQL when it is reachable (its own database, dropped on stop),
 * else on in-memory PGlite; an in-memory bus unless one is given; the system clock unless one is given.
 */
export async function startCms(options: { env?: Record<string, string>; bus?: EventBus; clock?: Clock } = {}) {
  const bus = options.bus ?? createLocalBus({ log: createLogger('test', 'silent') });
  const database = (await postgresAvailable()) ? await createTestDatabase('shop_test_cms') : undefined;
  const cms = await startTestService(cmsService, {
    bus,
    env: options.env,
    databaseUrl: database?.url,
    seed: true,
    clock: options.clock,
  });
  return {
    cms,
    bus,
    async stop() {
      await cms.stop();
      if (!options.bus) await bus.close();
      await database?.drop();
    },
  };
}

export const en = { 'x-language': 'en' };
export const pl = { 'x-language': 'pl' };
