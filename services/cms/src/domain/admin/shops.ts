import type {
  AdminShop,
  AdminShopsQuery,
  ListAnswer,
  ShopChange,
  ShopInput,
  StorefrontLanguage,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  changedMeanwhile,
  foldedContains,
  integerIdOf,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { and, arrayContains, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../../context';
import { shops } from '../../db/schema';
import { shopSearchText, toShop } from '../find-shops';

// The store locator as staff manage it (SPEC §6 shops.*): every write audited in its transaction, a save from
// an older read refused (version), the place search's folded text rewritten with the address.

type ShopRow = typeof shops.$inferSelect;
type Input = z.output<typeof ShopInput>;
type Change = z.output<typeof ShopChange>;

function toAdminShop(row: ShopRow, lang: StorefrontLanguage): AdminShop {
  return { ...toShop(row, lang), version: row.version, updatedAt: row.updatedAt.toISOString(), dealerId: row.dealerId };
}

/** What the history shows: the fields staff set (premium is computed, so it is not one of them). */
function auditFields(row: ShopRow): Record<string, unknown> {
  const { name, street, zip, city, region, lat, lng, phones, website, email, tags, collections, openingHours } = row;
  const { dealerId } = row;
  return {
    name,
    street,
    zip,
    city,
    region,
    lat,
    lng,
    phones,
    website,
    email,
    tags,
    collections,
    openingHours,
    dealerId,
  };
}

export async function listAdminShops(
  context: CmsContext,
  query: AdminShopsQuery,
  lang: StorefrontLanguage,
): Promise<ListAnswer<AdminShop>> {
  const { tag, region, q } = query.filters;
  const conditions: SQL[] = [];
  if (tag) conditions.push(arrayContains(shops.tags, tag === 'premium' ? ['service', 'test'] : [tag]));
  if (region) conditions.push(eq(shops.region, region));
  if (q) conditions.push(foldedContains(shops.searchText, q));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(shops)
      .where(where)
      .orderBy(...listOrder(query, { name: shops.name, city: shops.searchText, updatedAt: shops.updatedAt }, shops.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(shops).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => toAdminShop(row, lang)),
    total?.value ?? 0,
    query,
  );
}

export async function readAdminShop(context: CmsContext, rawId: string, lang: StorefrontLanguage) {
  const [row] = await context.db
    .select()
    .from(shops)
    .where(eq(shops.id, integerIdOf(rawId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toAdminShop(row, lang);
}

export async function createShop(
  context: CmsContext,
  staff: StaffMember,
  input: Input,
  lang: StorefrontLanguage,
): Promise<AdminShop> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx
      .insert(shops)
      .values({ ...input, searchText: shopSearchText(input), createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(
      tx,
      staff,
      { action: 'create', entity: 'shop', entityId: String(row!.id), after: auditFields(row!) },
      now,
    );
    return toAdminShop(row!, lang);
  });
}

/** Saves the fields sent; an untouched save changes nothing (no version, no history entry). */
export async function changeShop(
  context: CmsContext,
  staff: StaffMember,
  rawId: string,
  change: Change,
  lang: StorefrontLanguage,
): Promise<AdminShop> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(shops).where(eq(shops.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== change.version) throw changedMeanwhile();
    const { version: _, ...fields } = change;
    const after: ShopRow = { ...row, ...fields };
    const changed = await recordAudit(
      tx,
      staff,
      { action: 'update', entity: 'shop', entityId: String(id), before: auditFields(row), after: auditFields(after) },
      now,
    );
    if (!changed) return toAdminShop(row, lang);
    const [saved] = await tx
      .update(shops)
      .set({ ...fields, searchText: shopSearchText(after), version: row.version + 1, updatedAt: now })
      .where(eq(shops.id, id))
      .returning();
    return toAdminShop(saved!, lang);
  });
}

export async function deleteShop(context: CmsContext, staff: StaffMember, rawId: string): Promise<void> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [row] = await tx.delete(shops).where(eq(shops.id, id)).returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: 'shop', entityId: String(id), before: auditFields(row) },
      now,
    );
  });
}
