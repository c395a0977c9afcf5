import { fileURLToPath } from 'node:url';
import { defaultShopSettings } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServiceContext, type ServiceContext } from './context';
import { openDatabase } from './db';
import { createLocalBus } from './events';
import * as schema from './events/test-fixtures/schema';
import { createRouter } from './http/router';
import { createLogger } from './logger';
import { startService } from './service';
import { manualClock } from './testing/clock';
import { testIdentityKeys } from './testing/service';

// One context per service, built at start; one stop that closes everything in reverse order.

const log = createLogger('context-test', 'silent');
const migrationsFolder = fileURLToPath(new URL('./events/test-fixtures/db/migrations', import.meta.url));

interface ShopfloorContext extends ServiceContext<typeof schema> {
  greeting: string;
}

function definition(closed: string[]) {
  return {
    name: 'rma' as const,
    schema,
    migrationsFolder,
    context(kit: ServiceContext<typeof schema>): ShopfloorContext {
      kit.onStop(() => {
        closed.push('first opened');
      });
      kit.onStop(async () => {
        closed.push('last opened');
      });
      return { ...kit, greeting: 'dzień dobry' };
    },
    routes: (context: ShopfloorContext) => {
      const router = createRouter();
      router.get('/api/rma', (ctx) => {
        ctx.body = { greeting: context.greeting, at: context.clock.now().toISOString() };
      });
      return [router];
    },
  };
}

// One PGlite for the file: opening one costs seconds.
let database: Awaited<ReturnType<typeof openDatabase<typeof schema>>>;
beforeAll(async () => {
  database = await openDatabase({ schema });
});
afterAll(() => database.close());

describe('the service context', () => {
  it('is built once, with the clock given, and closes what the service opened in reverse order', async () => {
    const closed: string[] = [];
    const clock = manualClock('2026-11-26T10:00:00Z');
    const running = await startService(definition(closed), {
      env: { IDENTITY_PUBLIC_KEY: (await testIdentityKeys()).publicKey },
      port: 0,
      database,
      bus: createLocalBus({ log }),
      log,
      clock,
    });
    expect(running.context.greeting).toBe('dzień dobry');
    expect(running.context.shopSettings()).toEqual(defaultShopSettings);
    clock.advance(60_000);
    expect(running.context.clock.now().toISOString()).toBe('2026-11-26T10:01:00.000Z');
    await running.stop();
    expect(closed).toEqual(['last opened', 'first opened']);
  });

  it('can be opened without HTTP for a use-case test', async () => {
    const closed: string[] = [];
    const opened = await openServiceContext(definition(closed), {
      env: { IDENTITY_PUBLIC_KEY: (await testIdentityKeys()).publicKey },
      database,
      bus: createLocalBus({ log }),
      log,
    });
    expect(opened.context.greeting).toBe('dzień dobry');
    await opened.close();
    expect(closed).toEqual(['last opened', 'first opened']);
  });
});
