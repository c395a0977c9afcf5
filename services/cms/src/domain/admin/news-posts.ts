import {
  type AdminNewsListQuery,
  type AdminNewsPost,
  type ListAnswer,
  NewsCover,
  type NewsPost,
  type NewsPostChange,
  type NewsPostInput,
  type NewsState,
  type NewsStatus,
  newsBlocksOf,
  newsTextOf,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  changedMeanwhile,
  containsFolded,
  duplicateAt,
  integerIdOf,
  isUniqueViolation,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../../context';
import { newsPosts } from '../../db/schema';
import { newsPostOf } from '../news';
import { type CoverTheme, coverThemes } from '../news-cover';

// The blog as staff manage it (SPEC §6 news.*): every write audited in its transaction, a save from an older
// read refused (version), slugs unique per language (SPEC §5).

type NewsRow = typeof newsPosts.$inferSelect;
type Input = z.output<typeof NewsPostInput>;
type Change = z.output<typeof NewsPostChange>;

// The contract's covers are exactly the ones cms can draw.
coverThemes satisfies readonly NewsCover[];
NewsCover.options satisfies readonly CoverTheme[];

function statusOf(row: NewsRow, now: Date): NewsStatus {
  if (row.state === 'active') return row.publishedAt > now ? 'scheduled' : 'published';
  return row.state as NewsStatus;
}

function toAdminPost(row: NewsRow, now: Date): AdminNewsPost {
  return {
    id: row.id,
    title: row.title,
    lead: row.lead,
    body: { pl: newsTextOf(row.body.pl), en: newsTextOf(row.body.en) },
    slug: row.slug,
    tags: row.tags,
    cover: NewsCover.safeParse(row.coverTheme).data ?? 'city',
    state: row.state as NewsState,
    status: statusOf(row, now),
    publishedAt: row.publishedAt.toISOString(),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history shows, field by field, each language its own line. */
function auditFields(post: AdminNewsPost): Record<string, unknown> {
  const { title, lead, body, slug, tags, cover, state, publishedAt } = post;
  const out: Record<string, unknown> = { tags, cover, state, publishedAt };
  for (const [name, text] of Object.entries({ title, lead, body, slug }))
    for (const lang of ['pl', 'en'] as const) out[`${name}.${lang}`] = text[lang];
  return out;
}

/** The row's columns from what staff sent (only the fields present). */
function columnsOf(input: Partial<Input>) {
  const { body, cover, publishedAt, ...rest } = input;
  return {
    ...rest,
    ...(body && { body: { pl: newsBlocksOf(body.pl), en: newsBlocksOf(body.en) } }),
    ...(cover && { coverTheme: cover }),
    ...(publishedAt && { publishedAt: new Date(publishedAt) }),
  };
}

export async function listAdminNews(
  context: CmsContext,
  query: AdminNewsListQuery,
): Promise<ListAnswer<AdminNewsPost>> {
  const { state, q } = query.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(newsPosts.state, state));
  if (q) {
    const searched = sql`concat_ws(' ', ${newsPosts.title}->>'pl', ${newsPosts.title}->>'en', ${newsPosts.slug}->>'pl', ${newsPosts.slug}->>'en')`;
    conditions.push(containsFolded(searched, q));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const title = sql`${newsPosts.title}->>'pl'`;
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          { publishedAt: newsPosts.publishedAt, updatedAt: newsPosts.updatedAt, title: title as never },
          newsPosts.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(newsPosts).where(where),
  ]);
  const now = context.clock.now();
  return listAnswerOf(
    rows.map((row) => toAdminPost(row, now)),
    total?.value ?? 0,
    query,
  );
}

async function rowOf(context: CmsContext, rawId: string): Promise<NewsRow> {
  const [row] = await context.db
    .select()
    .from(newsPosts)
    .where(eq(newsPosts.id, integerIdOf(rawId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function readAdminNews(context: CmsContext, rawId: string): Promise<AdminNewsPost> {
  return toAdminPost(await rowOf(context, rawId), context.clock.now());
}

/** The post as the storefront will show it, in `lang`, whatever its state or date: the staff preview. */
export async function previewNews(context: CmsContext, rawId: string, lang: 'pl' | 'en'): Promise<NewsPost> {
  return newsPostOf(await rowOf(context, rawId), lang);
}

/** 409 at the slug of each language another post already uses. */
async function checkSlugsFree(
  tx: Pick<CmsContext['db'], 'select'>,
  slug: { pl: string; en: string },
  lang: string,
  exceptId?: number,
) {
  const taken = await tx
    .select({ slug: newsPosts.slug })
    .from(newsPosts)
    .where(
      and(
        or(sql`${newsPosts.slug}->>'pl' = ${slug.pl}`, sql`${newsPosts.slug}->>'en' = ${slug.en}`),
        exceptId ? ne(newsPosts.id, exceptId) : undefined,
      ),
    );
  const fields = (['pl', 'en'] as const).filter((l) => taken.some((row) => row.slug[l] === slug[l]));
  if (fields.length)
    throw duplicateAt(
      fields.map((l) => `slug.${l}`),
      lang,
    );
}

/** A unique index refused the slug after the check passed (two saves at once): the same answer. */
function slugRace(error: unknown, lang: string): never {
  if (isUniqueViolation(error, 'news_posts_slug_')) throw duplicateAt(['slug.pl', 'slug.en'], lang);
  throw error;
}

export async function createNewsPost(
  context: CmsContext,
  staff: StaffMember,
  input: Input,
  lang: string,
): Promise<AdminNewsPost> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      await checkSlugsFree(tx, input.slug, lang);
      const [row] = await tx
        .insert(newsPosts)
        .values({ ...(columnsOf(input) as Required<ReturnType<typeof columnsOf>>), createdAt: now, updatedAt: now })
        .returning();
      const post = toAdminPost(row!, now);
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: 'news', entityId: String(post.id), after: auditFields(post) },
        now,
      );
      return post;
    })
    .catch((error) => slugRace(error, lang));
}

/** Saves the fields sent; an untouched save changes nothing (no version, no history entry). */
export async function changeNewsPost(
  context: CmsContext,
  staff: StaffMember,
  rawId: string,
  change: Change,
  lang: string,
): Promise<AdminNewsPost> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      const [row] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== change.version) throw changedMeanwhile();
      const { version: _, ...fields } = change;
      if (fields.slug) await checkSlugsFree(tx, fields.slug, lang, id);
      const before = toAdminPost(row, now);
      const after = toAdminPost({ ...row, ...columnsOf(fields) } as NewsRow, now);
      const changed = await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: 'news',
          entityId: String(id),
          before: auditFields(before),
          after: auditFields(after),
        },
        now,
      );
      if (!changed) return before;
      const [saved] = await tx
        .update(newsPosts)
        .set({ ...columnsOf(fields), version: row.version + 1, updatedAt: now })
        .where(eq(newsPosts.id, id))
        .returning();
      return toAdminPost(saved!, now);
    })
    .catch((error) => slugRace(error, lang));
}

export async function deleteNewsPost(context: CmsContext, staff: StaffMember, rawId: string): Promise<void> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [row] = await tx.delete(newsPosts).where(eq(newsPosts.id, id)).returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: 'news', entityId: String(id), before: auditFields(toAdminPost(row, now)) },
      now,
    );
  });
}
