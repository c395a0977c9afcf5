import {
  type AdminCollection,
  type AdminCollectionTree,
  CatalogueChanged,
  type CollectionChange,
  type CollectionInput,
  type CollectionMove,
  type CollectionState,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  changedMeanwhile,
  duplicateAt,
  type Executor,
  integerIdOf,
  isUniqueViolation,
  recordAudit,
} from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { collections } from '../db/schema';
import { counted, productsAccusative } from './admin-entities';

// The collection tree as staff manage it (issue 13, docs/decisions/back-office-catalogue.md). Every write
// that touches the tree's shape (a new collection, a move, a delete) first takes one transaction-scoped
// advisory lock, so two of them never interleave: a new id is the highest + 1, and two moves at once cannot
// make a loop. Edits and moves carry the version read; every write is audited in its transaction and
// announced as `catalogue-changed`, so the storefront's menu and pages show it on the next read.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'transaction' | 'clock'>;
type CollectionRow = typeof collections.$inferSelect;

export const COLLECTION_ENTITY = 'collection';
/** The advisory lock every shape-changing write of the tree holds until its transaction ends. */
const TREE_LOCK = 0x636f6c6c; // 'coll'

export const collectionIdOf = integerIdOf;

/** Products filed in each collection, as a member or as their breadcrumb collection. */
async function productCounts(db: Db): Promise<Map<number, number>> {
  const { rows } = (await db.execute(sql`
    select collection_id, count(distinct product_id)::int as products from (
      select collection_id, product_id from product_collections
      union
      select primary_collection_id, id from products where primary_collection_id is not null
    ) filed group by collection_id`)) as unknown as { rows: { collection_id: number; products: number }[] };
  return new Map(rows.map((row) => [Number(row.collection_id), Number(row.products)]));
}

/** The whole tree in menu order, each collection with its depth, place, visibility and counts. */
export async function adminCollectionTree(db: Db): Promise<AdminCollectionTree> {
  const [rows, counts] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    productCounts(db),
  ]);
  const childrenOf = new Map<number | null, CollectionRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const items: AdminCollection[] = [];
  const walk = (parentId: number | null, depth: number, parentVisible: boolean) => {
    (childrenOf.get(parentId) ?? []).forEach((row, position) => {
      const visible = parentVisible && row.state === 'active';
      items.push({
        id: row.id,
        parentId: row.parentId,
        depth,
        position,
        name: { pl: row.namePl, en: row.nameEn },
        slug: { pl: row.slugPl, en: row.slugEn },
        state: row.state as CollectionState,
        visible,
        productCount: counts.get(row.id) ?? 0,
        childCount: childrenOf.get(row.id)?.length ?? 0,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      });
      walk(row.id, depth + 1, visible);
    });
  };
  walk(null, 0, true);
  return { items };
}

export async function adminCollection(db: Db, id: number): Promise<AdminCollection> {
  const found = (await adminCollectionTree(db)).items.find((item) => item.id === id);
  if (!found) throw new AppError('not_found');
  return found;
}

/** What the history shows, each language its own line. */
function auditFields(c: AdminCollection): Record<string, unknown> {
  return {
    'name.pl': c.name.pl,
    'name.en': c.name.en,
    'slug.pl': c.slug.pl,
    'slug.en': c.slug.en,
    state: c.state,
    parentId: c.parentId,
    position: c.position,
  };
}

async function lockTree(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
}

/** 409 at the slug of each language another collection already uses. */
async function checkSlugsFree(tx: Db, slug: { pl: string; en: string }, lang: string, exceptId?: number) {
  const taken = await tx
    .select({ pl: collections.slugPl, en: collections.slugEn })
    .from(collections)
    .where(
      and(
        or(eq(collections.slugPl, slug.pl), eq(collections.slugEn, slug.en)),
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    );
  const fields = (['pl', 'en'] as const).filter((l) => taken.some((row) => row[l] === slug[l]));
  if (fields.length)
    throw duplicateAt(
      fields.map((l) => `slug.${l}`),
      lang,
    );
}

/** Two saves passed the check at once and the unique index refused the second: the same answer. */
function slugRace(error: unknown, lang: string): never {
  if (isUniqueViolation(error, 'collections_slug_')) throw duplicateAt(['slug.pl', 'slug.en'], lang);
  throw error;
}

async function announce(tx: Db, now: Date) {
  // Every other catalog replica drops its answers too (events/catalogue-changed.ts).
  await recordEvent(tx, CatalogueChanged, { productIds: [] }, { occurredAt: now });
}

async function siblingsOf(tx: Db, parentId: number | null, exceptId?: number): Promise<CollectionRow[]> {
  return tx
    .select()
    .from(collections)
    .where(
      and(
        parentId === null ? isNull(collections.parentId) : eq(collections.parentId, parentId),
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(collections.position), asc(collections.id));
}

/** 422 at `parentId` when the parent named does not exist. */
async function checkParent(tx: Db, parentId: number | null, lang: string) {
  if (parentId === null) return;
  const [parent] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, parentId));
  if (!parent)
    throw new AppError('validation_failed', {
      fields: { parentId: translate('field.id_missing', lang) },
    });
}

export async function createCollection(
  context: Context,
  staff: StaffMember,
  input: z.output<typeof CollectionInput>,
  lang: string,
): Promise<AdminCollection> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      await lockTree(tx);
      await checkParent(tx, input.parentId, lang);
      await checkSlugsFree(tx, input.slug, lang);
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${collections.id}), 0)::int + 1` })
        .from(collections);
      const siblings = await siblingsOf(tx, input.parentId);
      const position = (siblings.at(-1)?.position ?? 0) + 1;
      await tx.insert(collections).values({
        id: Number(next),
        parentId: input.parentId,
        position,
        slugPl: input.slug.pl,
        slugEn: input.slug.en,
        namePl: input.name.pl,
        nameEn: input.name.en,
        state: input.state,
        updatedAt: now,
      });
      const created = await adminCollection(tx, Number(next));
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: COLLECTION_ENTITY, entityId: String(created.id), after: auditFields(created) },
        now,
      );
      await announce(tx, now);
      return created;
    })
    .catch((error) => slugRace(error, lang));
}

/** Saves the texts and state sent; an untouched save changes nothing (no version, no history entry). */
export async function changeCollection(
  context: Context,
  staff: StaffMember,
  id: number,
  change: z.output<typeof CollectionChange>,
  lang: string,
): Promise<{ collection: AdminCollection; changed: boolean }> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== change.version) throw changedMeanwhile();
      if (change.slug) await checkSlugsFree(tx, change.slug, lang, id);
      const before = await adminCollection(tx, id);
      await tx
        .update(collections)
        .set({
          ...(change.name && { namePl: change.name.pl, nameEn: change.name.en }),
          ...(change.slug && { slugPl: change.slug.pl, slugEn: change.slug.en }),
          ...(change.state && { state: change.state }),
        })
        .where(eq(collections.id, id));
      const after = await adminCollection(tx, id);
      const changed = await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: COLLECTION_ENTITY,
          entityId: String(id),
          before: auditFields(before),
          after: auditFields(after),
        },
        now,
      );
      if (!changed) return { collection: before, changed: false };
      await tx
        .update(collections)
        .set({ version: row.version + 1, updatedAt: now })
        .where(eq(collections.id, id));
      await announce(tx, now);
      return { collection: await adminCollection(tx, id), changed: true };
    })
    .catch((error) => slugRace(error, lang));
}

/** Renumbers a list of siblings 1, 2, 3… in the order given (only the rows whose place changed are written). */
async function renumber(tx: Db, rows: readonly CollectionRow[]) {
  for (const [index, row] of rows.entries())
    if (row.position !== index + 1)
      await tx
        .update(collections)
        .set({ position: index + 1 })
        .where(eq(collections.id, row.id));
}

/**
 * Puts the collection under `parentId` at `position` among its new siblings; its products stay filed in it.
 * 422 when the new parent is the collection itself or below it. Answers the tree as now stored.
 */
export async function moveCollection(
  context: Context,
  staff: StaffMember,
  id: number,
  move: z.output<typeof CollectionMove>,
  lang: string,
): Promise<{ tree: AdminCollectionTree; changed: boolean }> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    await lockTree(tx);
    const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== move.version) throw changedMeanwhile();
    await checkParent(tx, move.parentId, lang);
    const tree = await adminCollectionTree(tx);
    // Walk up from the new parent: meeting the collection itself means it would sit under its own branch.
    const parentOf = new Map(tree.items.map((item) => [item.id, item.parentId]));
    for (let at = move.parentId; at !== null; at = parentOf.get(at) ?? null)
      if (at === id) throw new AppError('business_rule', { messageKey: 'error.collection_under_itself' });
    const before = tree.items.find((item) => item.id === id)!;
    const siblings = await siblingsOf(tx, move.parentId, id);
    const position = Math.min(move.position, siblings.length);
    if (before.parentId === move.parentId && before.position === position) return { tree, changed: false };
    siblings.splice(position, 0, { ...row, parentId: move.parentId, position: -1 });
    await tx
      .update(collections)
      .set({ parentId: move.parentId, version: row.version + 1, updatedAt: now })
      .where(eq(collections.id, id));
    await renumber(tx, siblings);
    if (row.parentId !== move.parentId) await renumber(tx, await siblingsOf(tx, row.parentId));
    const after = await adminCollectionTree(tx);
    await recordAudit(
      tx,
      staff,
      {
        action: 'move',
        entity: COLLECTION_ENTITY,
        entityId: String(id),
        before: auditFields(before),
        after: auditFields(after.items.find((item) => item.id === id)!),
      },
      now,
    );
    await announce(tx, now);
    return { tree: after, changed: true };
  });
}

/** Deletes an empty collection; one holding products or collections is refused, naming how many. */
export async function deleteCollection(context: Context, staff: StaffMember, id: number, lang: string): Promise<void> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    await lockTree(tx);
    const collection = await adminCollection(tx, id);
    const { productCount, childCount } = collection;
    if (productCount > 0 || childCount > 0) {
      const params = {
        products: counted(productCount, productsAccusative, lang),
        children: counted(childCount, subcollections, lang),
      };
      const messageKey =
        productCount && childCount
          ? 'error.collection_not_empty'
          : productCount
            ? 'error.collection_has_products'
            : 'error.collection_has_children';
      throw new AppError('business_rule', { messageKey, params });
    }
    await tx.delete(collections).where(eq(collections.id, id));
    await renumber(tx, await siblingsOf(tx, collection.parentId));
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: COLLECTION_ENTITY, entityId: String(id), before: auditFields(collection) },
      now,
    );
    await announce(tx, now);
  });
}

const subcollections = {
  pl: { one: 'podkategorię', few: 'podkategorie', many: 'podkategorii' },
  en: { one: 'collection', other: 'collections' },
};

export function collectionHistory(db: Db, id: number, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, COLLECTION_ENTITY, String(id), query);
}
