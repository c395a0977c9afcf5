import { mkdirSync } from 'node:fs';
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

async function openPglite<S extends Schema>(schema: S, dataDir?: string): Promise<DatabaseHandle<S>> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
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
