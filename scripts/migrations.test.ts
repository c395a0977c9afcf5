import { serviceNames } from '@shop/contracts';
import { openDatabase } from '@shop/service-kit/db';
import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadServiceDefinitions } from './lib/services';

// Every service's migrations apply on PGlite (embedded mode, fast tests) and on PostgreSQL 15 (cluster
// mode) and leave the same tables, columns, constraints and indexes behind.

const definitions = await loadServiceDefinitions();

async function shapeOf(url: string | undefined, name: (typeof serviceNames)[number]) {
  const definition = definitions[name];
  const database = await openDatabase({ schema: definition.schema, url });
  try {
    await database.migrate(definition.migrationsFolder);
    // Applying again is a no-op: a restarted service must not fail on migrations it already has.
    await database.migrate(definition.migrationsFolder);
    const columns = await database.db.execute(sql`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`);
    const indexes = await database.db.execute(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`);
    // PGlite is PostgreSQL 18, which also lists NOT NULL as constraints; nullability is compared above.
    const constraints = await database.db.execute(sql`
      select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n' order by 1, 2`);
    const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
    return { columns: rows(columns), indexes: rows(indexes), constraints: rows(constraints) };
  } finally {
    await database.close();
  }
}

describe('migrations', () => {
  for (const name of serviceNames) {
    it(`${name}: the same schema on PGlite and on PostgreSQL`, { timeout: 60_000 }, async (context) => {
      if (!(await postgresAvailable())) return context.skip();
      const postgres = await createTestDatabase(`shop_migrations_${name}`);
      try {
        const [onPglite, onPostgres] = [await shapeOf(undefined, name), await shapeOf(postgres.url, name)];
        expect(onPglite.columns.length).toBeGreaterThan(0);
        expect(onPglite).toEqual(onPostgres);
      } finally {
        await postgres.drop();
      }
    });
  }
});
