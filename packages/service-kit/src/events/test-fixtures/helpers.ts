import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { defineEvent, type EventEnvelope, type ServiceName } from '@shop/contracts';
import pg from 'pg';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { createLogger } from '../../logger';
import { openTestDatabase } from '../../testing/database';
import { testDatabaseUrl as serverUrl, testNatsUrl } from '../../testing/infra';
import { streamName } from '../bus';
import * as schema from './schema';

// Shared by the event tests: service discovery (skip or fail), temporary databases and streams, polling.

export { natsAvailable, postgresAvailable, until } from '../../testing/infra';
export const NATS_URL = testNatsUrl;
export const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Silent unless TEST_LOG_LEVEL is set (e.g. debug) to watch the buses work. */
export const log = createLogger('events-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export const randomId = () => Math.random().toString(36).slice(2, 10);

/** A test service of its own per test, so streams and durables never collide between runs. */
export const newService = () => `t${randomId()}`;

export const NoteData = z.object({ noteId: z.uuid(), text: z.string() });
export const noteAdded = (service: string) => defineEvent(service as ServiceName, 'note-added', NoteData);

export function envelopeFor(service: string, text = 'hello'): EventEnvelope {
  return {
    id: randomUUID(),
    type: 'note-added',
    occurredAt: new Date().toISOString(),
    source: service,
    data: { noteId: randomUUID(), text },
  };
}

/** A fresh database `shop_test_<random>` on the test server; drop() removes it. */
export function testDatabaseUrl(): { url: string; drop: () => Promise<void> } {
  const name = `shop_test_${randomId()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Opens and migrates the test schema: a new PGlite without url (in `dataDir` if given), PostgreSQL with one. */
export async function openTestDb(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle<typeof schema>> {
  const handle = await openTestDatabase({ schema, ...options });
  await handle.migrate(migrationsFolder);
  return handle;
}

export async function deleteStreams(services: string[]): Promise<void> {
  if (services.length === 0) return;
  const nc = await connect({ servers: NATS_URL });
  const jsm = await jetstreamManager(nc);
  for (const service of services) await jsm.streams.delete(streamName(service)).catch(() => {});
  await nc.close();
}

/**
 * Runs test-fixtures/record-and-die.ts in a child process, waits until it printed that its transaction
 * committed, then kills it with SIGKILL (no exit handlers, no relay). Resolves with the event id.
 */
export function recordAndDie(args: { url?: string; dataDir?: string; service: string }): Promise<string> {
  const fixture = fileURLToPath(new URL('./record-and-die.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, JSON.stringify(args)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /committed ([0-9a-f-]{36})/.exec(stdout);
      if (match) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const match = /committed ([0-9a-f-]{36})/.exec(stdout);
      if (match && signal === 'SIGKILL') resolve(match[1]!);
      else reject(new Error(`child ended (${code ?? signal}) before committing:\n${stderr}`));
    });
  });
}
