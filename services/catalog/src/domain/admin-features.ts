import type { AdminFeature, AdminFeatureListQuery, FeatureChange, FeatureInput, ListAnswer } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  changedMeanwhile,
  containsFolded,
  duplicateAt,
  type Executor,
  integerIdOf,
  isUniqueViolation,
  listAnswerOf,
  listOffset,
  recordAudit,
} from '@shop/service-kit/db';
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { featureDefinitions } from '../db/schema';
import { deleteUnlessUsed, productsGenitive } from './admin-entities';

// Feature definitions as staff manage them (issue 13, features.*): reusable spec lines products copy. A
// definition is in use while a product's `specs` hold a line of the same group and name in Polish; such a
// definition cannot be deleted. Every write is audited in its transaction; edits carry the version read.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'db' | 'transaction' | 'clock'>;
type FeatureRow = typeof featureDefinitions.$inferSelect;

export const FEATURE_ENTITY = 'feature';
export const featureIdOf = integerIdOf;

/** How many products have a spec line of the definition's group and name (Polish). */
const productCount = sql<number>`(select count(*)::int from products p where p.specs @> jsonb_build_array(
  jsonb_build_object('group', jsonb_build_object('pl', feature_definitions.group_pl),
                     'name', jsonb_build_object('pl', feature_definitions.name_pl))))`;

const columns = { row: featureDefinitions, productCount };

function toAdmin({ row, productCount }: { row: FeatureRow; productCount: number }): AdminFeature {
  return {
    id: row.id,
    group: { pl: row.groupPl, en: row.groupEn },
    name: { pl: row.namePl, en: row.nameEn },
    unit: row.unit,
    productCount: Number(productCount),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function auditFields(f: AdminFeature): Record<string, unknown> {
  return {
    'group.pl': f.group.pl,
    'group.en': f.group.en,
    'name.pl': f.name.pl,
    'name.en': f.name.en,
    unit: f.unit,
  };
}

export async function listFeatures(db: Db, query: AdminFeatureListQuery): Promise<ListAnswer<AdminFeature>> {
  const { q } = query.filters;
  const where = q
    ? containsFolded(
        sql`concat_ws(' ', ${featureDefinitions.groupPl}, ${featureDefinitions.groupEn}, ${featureDefinitions.namePl}, ${featureDefinitions.nameEn})`,
        q,
      )
    : undefined;
  const direction = query.dir === 'asc' ? asc : desc;
  const order: SQL[] =
    query.sort === 'group'
      ? [direction(featureDefinitions.groupPl), asc(featureDefinitions.namePl)]
      : query.sort === 'name'
        ? [direction(featureDefinitions.namePl), asc(featureDefinitions.groupPl)]
        : [direction(featureDefinitions.updatedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(featureDefinitions)
      .where(where)
      .orderBy(...order, asc(featureDefinitions.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ value: count() }).from(featureDefinitions).where(where),
  ]);
  return listAnswerOf(rows.map(toAdmin), total?.value ?? 0, query);
}

export async function adminFeature(db: Db, id: number): Promise<AdminFeature> {
  const [found] = await db.select(columns).from(featureDefinitions).where(eq(featureDefinitions.id, id));
  if (!found) throw new AppError('not_found');
  return toAdmin(found);
}

/** 409 at the name of each language where another definition of the same group has that name. */
async function checkFree(
  tx: Db,
  feature: Pick<AdminFeature, 'group' | 'name'>,
  lang: string,
  exceptId?: number,
): Promise<void> {
  const taken = await tx
    .select()
    .from(featureDefinitions)
    .where(
      and(
        or(
          and(eq(featureDefinitions.groupPl, feature.group.pl), eq(featureDefinitions.namePl, feature.name.pl)),
          and(eq(featureDefinitions.groupEn, feature.group.en), eq(featureDefinitions.nameEn, feature.name.en)),
        ),
        exceptId ? ne(featureDefinitions.id, exceptId) : undefined,
      ),
    );
  const fields: string[] = [];
  if (taken.some((row) => row.groupPl === feature.group.pl && row.namePl === feature.name.pl)) fields.push('name.pl');
  if (taken.some((row) => row.groupEn === feature.group.en && row.nameEn === feature.name.en)) fields.push('name.en');
  if (fields.length) throw duplicateAt(fields, lang);
}

function nameRace(error: unknown, lang: string): never {
  if (isUniqueViolation(error, 'feature_definitions_')) throw duplicateAt(['name.pl', 'name.en'], lang);
  throw error;
}

export async function createFeature(
  context: Context,
  staff: StaffMember,
  input: z.output<typeof FeatureInput>,
  lang: string,
): Promise<AdminFeature> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      await checkFree(tx, input, lang);
      const [row] = await tx
        .insert(featureDefinitions)
        .values({
          groupPl: input.group.pl,
          groupEn: input.group.en,
          namePl: input.name.pl,
          nameEn: input.name.en,
          unit: input.unit,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: featureDefinitions.id });
      const created = await adminFeature(tx, row!.id);
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: FEATURE_ENTITY, entityId: String(created.id), after: auditFields(created) },
        now,
      );
      return created;
    })
    .catch((error) => nameRace(error, lang));
}

/** Saves what was sent; products keep the spec lines they copied. An untouched save changes nothing. */
export async function changeFeature(
  context: Context,
  staff: StaffMember,
  id: number,
  change: z.output<typeof FeatureChange>,
  lang: string,
): Promise<AdminFeature> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      const [row] = await tx.select().from(featureDefinitions).where(eq(featureDefinitions.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== change.version) throw changedMeanwhile();
      const before = await adminFeature(tx, id);
      const after: AdminFeature = {
        ...before,
        group: change.group ?? before.group,
        name: change.name ?? before.name,
        unit: change.unit === undefined ? before.unit : change.unit,
      };
      const changed = await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: FEATURE_ENTITY,
          entityId: String(id),
          before: auditFields(before),
          after: auditFields(after),
        },
        now,
      );
      if (!changed) return before;
      await checkFree(tx, after, lang, id);
      await tx
        .update(featureDefinitions)
        .set({
          groupPl: after.group.pl,
          groupEn: after.group.en,
          namePl: after.name.pl,
          nameEn: after.name.en,
          unit: after.unit,
          version: row.version + 1,
          updatedAt: now,
        })
        .where(eq(featureDefinitions.id, id));
      return adminFeature(tx, id);
    })
    .catch((error) => nameRace(error, lang));
}

/** Deletes a definition no product has in its specification; otherwise 422 naming how many have it. */
export function deleteFeature(context: Context, staff: StaffMember, id: number, lang: string): Promise<void> {
  return deleteUnlessUsed(
    context,
    staff,
    {
      entity: FEATURE_ENTITY,
      read: adminFeature,
      remove: (tx, featureId) => tx.delete(featureDefinitions).where(eq(featureDefinitions.id, featureId)),
      auditFields,
      inUse: { messageKey: 'error.feature_in_use', noun: productsGenitive },
    },
    id,
    lang,
  );
}

export function featureHistory(db: Db, id: number, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, FEATURE_ENTITY, String(id), query);
}
