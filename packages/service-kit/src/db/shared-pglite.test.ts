import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { openSharedPglite, type SharedPglite } from './shared-pglite';

// Embedded mode's one PGlite with a schema per service: each service reaches its own tables by their plain
// names, cannot read or write another's, and keeps its own search_path while others' queries interleave.

const notes = pgTable('notes', { id: serial('id').primaryKey(), body: text('body').notNull() });
const replies = pgTable('replies', { id: serial('id').primaryKey(), noteId: integer('note_id').notNull() });
const schema = { notes, replies };

/** A drizzle-kit style migration folder; the foreign key names "public", as drizzle-kit writes it. */
function migrationsFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shared-pglite-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_notes', breakpoints: true }],
    }),
  );
  writeFileSync(
    join(folder, '0000_notes.sql'),
    [
      'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);',
      'CREATE TABLE "replies" ("id" serial PRIMARY KEY NOT NULL, "note_id" integer NOT NULL);',
      'ALTER TABLE "replies" ADD CONSTRAINT "replies_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;',
    ].join('\n--> statement-breakpoint\n'),
  );
  return folder;
}

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
  return (cause as { code?: string }).code;
}

describe('one PGlite shared by services, a schema each', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shared-pglite-'));
  const folder = migrationsFolder();
  let shared: SharedPglite;
  let alpha: DatabaseHandle<typeof schema>;
  let beta: DatabaseHandle<typeof schema>;

  beforeAll(async () => {
    shared = await openSharedPglite(dataDir);
    alpha = shared.handle('alpha', schema);
    beta = shared.handle('beta', schema);
    await alpha.migrate(folder);
    await beta.migrate(folder);
    await alpha.db.insert(notes).values({ body: 'alpha note' });
    await beta.db.insert(notes).values([{ body: 'beta note 1' }, { body: 'beta note 2' }]);
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('gives each service its own tables under the same names, foreign keys in its own schema', async () => {
    expect((await alpha.db.select().from(notes)).map((row) => row.body)).toEqual(['alpha note']);
    expect((await beta.db.select().from(notes)).map((row) => row.body)).toEqual(['beta note 1', 'beta note 2']);
    const [note] = await alpha.db.select().from(notes);
    await alpha.db.insert(replies).values({ noteId: note!.id });
    // The foreign key points at alpha's notes: a note id that only beta has is refused.
    await expect(alpha.db.insert(replies).values({ noteId: 2 })).rejects.toSatisfy(
      (error) => errorCode(error) === '23503',
    );
  });

  it("refuses a service reading or writing another service's tables", async () => {
    await expect(alpha.db.execute(sql`select * from beta.notes`)).rejects.toSatisfy(
      (error) => errorCode(error) === '42501',
    );
    await expect(alpha.db.execute(sql`insert into beta.notes (body) values ('from alpha')`)).rejects.toSatisfy(
      (error) => errorCode(error) === '42501',
    );
    await expect(beta.db.execute(sql`delete from alpha.notes`)).rejects.toSatisfy(
      (error) => errorCode(error) === '42501',
    );
    expect(await alpha.db.select().from(notes)).toHaveLength(1);
    expect(await beta.db.select().from(notes)).toHaveLength(2);
  });

  it("runs another service's queries in their own schema while a transaction waits, never inside it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const order: string[] = [];
    const transaction = alpha.db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ body: 'rolled back' });
        inserted();
        await gate;
        order.push('alpha transaction ends');
        tx.rollback();
      })
      .catch(() => {});
    await insertedInTransaction;
    const betaRead = beta.db
      .select()
      .from(notes)
      .then((rows) => {
        order.push('beta read');
        return rows;
      });
    release();
    await transaction;
    expect((await betaRead).map((row) => row.body)).toEqual(['beta note 1', 'beta note 2']);
    expect(order).toEqual(['alpha transaction ends', 'beta read']);
    expect((await alpha.db.select().from(notes)).map((row) => row.body)).toEqual(['alpha note']);
  });

  it('keeps the data and migrates nothing twice when opened again', async () => {
    await shared.close();
    shared = await openSharedPglite(dataDir);
    alpha = shared.handle('alpha', schema);
    beta = shared.handle('beta', schema);
    await alpha.migrate(folder);
    await beta.migrate(folder);
    expect((await alpha.db.select().from(notes)).map((row) => row.body)).toEqual(['alpha note']);
    expect(await beta.db.select().from(notes)).toHaveLength(2);
  });
});
