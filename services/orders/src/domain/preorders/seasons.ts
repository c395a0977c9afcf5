import {
  type ListAnswer,
  type PreorderSeason,
  type PreorderSeasonChange,
  type PreorderSeasonInput,
  type PreorderSeasonListQuery,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, integerIdOf, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import { preorderLinks, preorderSeasons } from '../../db/schema';

// Preorder seasons as staff manage them (`preorders.*`): every write audited in its transaction, a save from
// an older read refused (version), a season whose links went out never deleted (staff close it instead).

type Input = z.output<typeof PreorderSeasonInput>;
type Change = z.output<typeof PreorderSeasonChange>;
export type SeasonRow = typeof preorderSeasons.$inferSelect;
type Columns = Omit<typeof preorderSeasons.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const ENTITY = 'preorder_season';

interface LinkCounts {
  linksSent: number;
  submitted: number;
}

export function toPreorderSeason(row: SeasonRow, counts: LinkCounts = { linksSent: 0, submitted: 0 }): PreorderSeason {
  return {
    id: row.id,
    name: { pl: row.namePl, en: row.nameEn },
    state: row.state,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    priceGuaranteeUntil: row.priceGuaranteeUntil,
    linkValidDays: row.linkValidDays,
    products: row.products,
    ...counts,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history shows: the fields staff set. */
function auditFields(row: SeasonRow): Record<string, unknown> {
  const {
    id: _,
    version: __,
    createdAt: ___,
    updatedAt: ____,
    linksSent: _____,
    submitted: ______,
    ...fields
  } = toPreorderSeason(row);
  return fields;
}

function columnsOf(fields: Partial<Input>): Partial<Columns> {
  const columns: Partial<Columns> = {};
  if (fields.name !== undefined) {
    columns.namePl = fields.name.pl;
    columns.nameEn = fields.name.en;
  }
  if (fields.state !== undefined) columns.state = fields.state;
  if (fields.opensOn !== undefined) columns.opensOn = fields.opensOn;
  if (fields.closesOn !== undefined) columns.closesOn = fields.closesOn;
  if (fields.priceGuaranteeUntil !== undefined) columns.priceGuaranteeUntil = fields.priceGuaranteeUntil;
  if (fields.linkValidDays !== undefined) columns.linkValidDays = fields.linkValidDays;
  if (fields.products !== undefined) columns.products = fields.products;
  return columns;
}

// Qualified by hand: inside the subquery an unqualified "id" would be the link's.
const linkCounts = {
  linksSent: sql<number>`(select count(*)::int from preorder_links l where l.season_id = preorder_seasons.id)`,
  submitted: sql<number>`(select count(*)::int from preorder_links l
    where l.season_id = preorder_seasons.id and l.submitted_at is not null)`,
};

export async function listSeasons(
  context: OrdersContext,
  query: PreorderSeasonListQuery,
): Promise<ListAnswer<PreorderSeason>> {
  const { state, q } = query.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(preorderSeasons.state, state));
  if (q)
    conditions.push(
      sql`strpos(lower(${preorderSeasons.namePl} || ' ' || ${preorderSeasons.nameEn}), ${q.toLowerCase()}) > 0`,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = {
    createdAt: preorderSeasons.createdAt,
    opensOn: preorderSeasons.opensOn,
    closesOn: preorderSeasons.closesOn,
  };
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ season: preorderSeasons, ...linkCounts })
      .from(preorderSeasons)
      .where(where)
      .orderBy(...listOrder(query, columns, preorderSeasons.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(preorderSeasons).where(where),
  ]);
  const items = rows.map((row) => toPreorderSeason(row.season, { linksSent: row.linksSent, submitted: row.submitted }));
  return listAnswerOf(items, total?.value ?? 0, query);
}

export async function readSeason(context: OrdersContext, rawId: string): Promise<PreorderSeason> {
  const [row] = await context.db
    .select({ season: preorderSeasons, ...linkCounts })
    .from(preorderSeasons)
    .where(eq(preorderSeasons.id, integerIdOf(rawId)));
  if (!row) throw new AppError('not_found');
  return toPreorderSeason(row.season, { linksSent: row.linksSent, submitted: row.submitted });
}

export async function createSeason(context: OrdersContext, staff: StaffMember, input: Input): Promise<PreorderSeason> {
  const now = context.clock.now();
  const created = await context.transaction(async (tx) => {
    const [row] = await tx
      .insert(preorderSeasons)
      .values({ ...(columnsOf(input) as Columns), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('preorder season insert returned nothing');
    await recordAudit(
      tx,
      staff,
      { action: 'create', entity: ENTITY, entityId: String(row.id), after: auditFields(row) },
      now,
    );
    return row;
  });
  return toPreorderSeason(created);
}

/** Saves the fields sent at the version read; an untouched save changes nothing (no version, no history). */
export async function changeSeason(
  context: OrdersContext,
  staff: StaffMember,
  rawId: string,
  change: Change,
  lang: string,
): Promise<PreorderSeason> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  const { version, ...fields } = change;
  await context.transaction(async (tx) => {
    const [row] = await tx.select().from(preorderSeasons).where(eq(preorderSeasons.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== version) throw changedMeanwhile();
    const after = { ...row, ...columnsOf(fields) } as SeasonRow;
    if (after.closesOn < after.opensOn)
      throw new AppError('validation_failed', { fields: { closesOn: translate('field.preorder_dates', lang) } });
    const changed = await recordAudit(
      tx,
      staff,
      { action: 'update', entity: ENTITY, entityId: String(id), before: auditFields(row), after: auditFields(after) },
      now,
    );
    if (!changed) return;
    const { id: _, createdAt: __, ...columns } = after;
    await tx
      .update(preorderSeasons)
      .set({ ...columns, version: row.version + 1, updatedAt: now })
      .where(eq(preorderSeasons.id, id));
  });
  return readSeason(context, String(id));
}

/** A season no link went out for is deleted; otherwise 422 (staff close it: dealers' links stay explained). */
export async function deleteSeason(context: OrdersContext, staff: StaffMember, rawId: string): Promise<void> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [row] = await tx.select().from(preorderSeasons).where(eq(preorderSeasons.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    const [links] = await tx.select({ value: count() }).from(preorderLinks).where(eq(preorderLinks.seasonId, id));
    if ((links?.value ?? 0) > 0) throw new AppError('business_rule', { messageKey: 'error.preorder_season_in_use' });
    await tx.delete(preorderSeasons).where(eq(preorderSeasons.id, id));
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: ENTITY, entityId: String(id), before: auditFields(row) },
      now,
    );
  });
}
