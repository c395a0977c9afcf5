import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction as PgliteTransaction, QueryOptions } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle, Schema } from './database';
import { openPgliteClient } from './database';

// Embedded mode's databases (issue 20): one PGlite for every service instead of one each, a schema per
// service. On one connection a transaction that waited for another service would wait forever, so none may
// (transaction-guard.ts; docs/decisions/service-runtime-and-databases.md). Each service works as a role of its own that owns its schema and has no rights on the others', with
// its schema as search_path: the same unqualified queries as on its own PostgreSQL database, and no way to
// read or write another service's tables. PGlite is one connection, so the services take turns: a query or a
// whole transaction of one service runs with that service's role and search_path set, then the next.

type Client = Pick<PGlite, 'query' | 'transaction'>;
interface Migrating {
  dialect: PgDialect;
  session: PgSession;
}

export interface SharedPglite {
  /** The database handle of one service: its schema, its role; migrations applied to its schema. */
  handle<S extends Schema>(service: string, schema: S): DatabaseHandle<S>;
  close(): Promise<void>;
}

/** Opens the shared PGlite in `dataDir` (in memory when absent). */
export async function openSharedPglite(dataDir?: string): Promise<SharedPglite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await openPgliteClient(dataDir);
  let turn: Promise<unknown> = Promise.resolve();
  let current: string | undefined;

  /** Runs `work` when every earlier turn has finished, as `service` (null: as the superuser). */
  function inTurn<T>(service: string | null, work: () => Promise<T>): Promise<T> {
    const run = turn.then(async () => {
      if (service === null) current = undefined;
      else if (current !== service) {
        current = undefined;
        await client.exec(`reset role; set search_path to ${quote(service)}; set role ${quote(roleOf(service))}`);
        current = service;
      }
      return work();
    });
    turn = run.catch(() => {});
    return run;
  }

  return {
    handle<S extends Schema>(service: string, schema: S): DatabaseHandle<S> {
      if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`not a schema name: ${service}`);
      const scoped: Client = {
        query: ((text: string, params?: unknown[], options?: QueryOptions) =>
          inTurn(service, () => client.query(text, params, options))) as Client['query'],
        transaction: (<T>(work: (tx: PgliteTransaction) => Promise<T>) =>
          inTurn(service, () => client.transaction(work))) as Client['transaction'],
      };
      const db = drizzle({ client: scoped as PGlite, schema });
      let ready: Promise<void> | undefined;
      return {
        db: db as unknown as Database<S>,
        kind: 'pglite',
        async migrate(migrationsFolder) {
          ready ??= inTurn(null, () => createSchemaAndRole(client, service));
          await ready;
          // The migrations PostgreSQL runs, applied to the service's schema: drizzle-kit qualifies foreign
          // keys' tables with "public", which here is the service's schema.
          const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => ({
            ...migration,
            sql: migration.sql.map((statement) => statement.replaceAll('"public".', `${quote(service)}.`)),
          }));
          // What drizzle's own PGlite migrator does with the files it reads (dialect and session are internal).
          const internals = db as unknown as Migrating;
          await internals.dialect.migrate(migrations, internals.session, {
            migrationsFolder,
            migrationsSchema: service,
          });
        },
        ping: async () => {
          await scoped.query('select 1');
        },
        close: async () => {},
      };
    },
    async close() {
      await turn;
      await client.close();
    },
  };
}

function roleOf(service: string): string {
  return `shop_${service}`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

async function createSchemaAndRole(client: PGlite, service: string): Promise<void> {
  await client.exec('reset role');
  const role = roleOf(service);
  const exists = await client.query('select 1 from pg_roles where rolname = $1', [role]);
  if (exists.rows.length === 0) await client.exec(`create role ${quote(role)} nologin`);
  await client.exec(`create schema if not exists ${quote(service)} authorization ${quote(role)}`);
  // Drizzle's migrator says `create schema if not exists` for its table, which asks for this right first.
  const database = await client.query<{ name: string }>('select current_database() as name');
  await client.exec(`grant create on database ${quote(database.rows[0]!.name)} to ${quote(role)}`);
}
