import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

// One database per service: PGlite files under .data/<service>/ in embedded mode and tests, PostgreSQL
// (DATABASE_URL) in cluster mode. Same Drizzle schema, same migrations, same queries.

export type Schema = Record<string, unknown>;
export type Database<S extends Schema = Schema> = PgDatabase<PgQueryResultHKT, S>;
export type Transaction<S extends Schema = Schema> = PgTransaction<PgQueryResultHKT, S, ExtractTablesWithRelations<S>>;
/** Either the database or a transaction: what a query function needs. */
export type Executor<S extends Schema = Schema> = Database<S> | Transaction<S>;

export interface DatabaseHandle<S extends Schema = Schema> {
  db: Database<S>;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /** Checks the connection answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<S extends Schema> {
  schema: S;
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase<S extends Schema>(options: OpenDatabaseOptions<S>): Promise<DatabaseHandle<S>> {
  return options.url
    ? openPostgres(options.url, options.schema, options.poolSize)
    : openPglite(options.schema, options.dataDir);
}

/**
 * PostgreSQL's memory settings for PGlite, sized for a service's small database rather than a server's:
 * PGlite's default 128 MB of shared buffers fill up as the service reads and are never given back, and
 * embedded mode runs one PGlite per service (bench/README.md, footprint: ~165 MB each before, ~45 MB after).
 * PGlite reads its files through the operating system, whose page cache stays warm for what these miss.
 */
export const pgliteMemorySettings = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  wal_buffers: '1MB',
};

let blank: Promise<Blob> | undefined;

/**
 * A blank PGlite data directory, made by initdb once per process: a new database loads a copy of it, which
 * takes a fraction of a second where initdb takes seconds (embedded mode's first start opens one database
 * per service). Uncompressed: a gzip copy is an eighth of the size but each load then costs more than it saves.
 */
export function blankPgliteDataDir(): Promise<Blob> {
  blank ??= (async () => {
    const template = await PGlite.create();
    try {
      return await template.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  return blank;
}

/** Lets the blank data directory go once every database is open (it holds some 20 MB). */
export function releaseBlankPgliteDataDir(): void {
  blank = undefined;
}

/** A PGlite with the memory settings above; a new database (in memory or `dataDir`) is a copy of the blank one. */
export async function openPgliteClient(dataDir?: string): Promise<PGlite> {
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(pgliteMemorySettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  return PGlite.create({ dataDir, loadDataDir: fresh ? await blankPgliteDataDir() : undefined, startParams });
}

async function openPglite<S extends Schema>(schema: S, dataDir?: string): Promise<DatabaseHandle<S>> {
  const client = await openPgliteClient(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database<S>,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres<S extends Schema>(url: string, schema: S, poolSize = 10): Promise<DatabaseHandle<S>> {
  await ensureDatabaseExists(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not take the process down; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database<S>,
    kind: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Creates the service's database on first start, so a fresh PostgreSQL server needs no manual step. */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) return;
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Another replica created it at the same moment.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}
