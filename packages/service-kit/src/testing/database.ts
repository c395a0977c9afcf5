import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { blankPgliteDataDir, type Database, type DatabaseHandle, openDatabase, type Schema } from '../db';

// A new PGlite runs initdb, which takes seconds; loading a copy of a blank data directory takes a fraction
// of one. So a test worker makes one blank database (the kit's, as embedded mode's first start does) and
// every in-memory test database starts as its copy: the same empty cluster, without paying for initdb again.

/**
 * A database for one test: a PGlite copied from the worker's blank one, in memory or written to `dataDir`
 * when that is new or empty (a directory in use is opened as it is), or the PostgreSQL database at `url`.
 * Like openDatabase's, it is not migrated yet.
 */
export async function openTestDatabase<S extends Schema>(options: {
  schema: S;
  url?: string;
  dataDir?: string;
}): Promise<DatabaseHandle<S>> {
  if (options.url) return openDatabase(options);
  const { dataDir } = options;
  const inUse = dataDir !== undefined && existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (dataDir && !inUse) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: inUse ? undefined : await blankPgliteDataDir() });
  const db = drizzle(client, { schema: options.schema });
  return {
    db: db as unknown as Database<S>,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
