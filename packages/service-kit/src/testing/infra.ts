import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';

// Tests that need PostgreSQL or NATS find them through configuration. Where one is absent the test is
// skipped with a notice naming what to install — unless SHOP_REQUIRE_SERVICES=1 (CI), where it fails.

export const requireServices = process.env.SHOP_REQUIRE_SERVICES === '1';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testNatsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port) || defaultPort, hostname, () => done(true));
  });
}

async function available(what: string, url: string, port: number, install: string): Promise<boolean> {
  if (await reachable(url, port)) return true;
  const notice = `${what} is not reachable at ${url}: ${install}`;
  if (requireServices) throw new Error(`${notice} (required because SHOP_REQUIRE_SERVICES=1)`);
  console.warn(`[skipped] ${notice}`);
  return false;
}

export const postgresAvailable = () =>
  available(
    'PostgreSQL',
    testDatabaseUrl,
    5432,
    'install PostgreSQL 15 (apt-get install postgresql) or set TEST_DATABASE_URL',
  );
export const natsAvailable = () =>
  available(
    'NATS',
    testNatsUrl,
    4222,
    'install nats-server and run it with -js (apt-get install nats-server) or set TEST_NATS_URL',
  );

/** A fresh database on the test server, dropped by the returned function. */
export async function createTestDatabase(prefix = 'shop_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * Polls every `intervalMs` until `condition` holds; fails naming `what` after timeoutMs. The last resort:
 * wait for a signal (a handler's promise, a bus's idle()) where there is one.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
  what = 'condition',
  intervalMs = 10,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
