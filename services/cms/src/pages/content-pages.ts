import {
  type AdminContentPage,
  type ContentPage,
  type ContentPageChange,
  type ContentPageSlug,
  type Language,
  newsBlocksOf,
  type ShopSettings,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, recordAudit } from '@shop/service-kit/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import { accessibilityStatement } from './accessibility-statement.text';
import { contentPages } from './content-pages.schema';

// Content pages staff edit (issue 27; docs/decisions/accessibility.md). Each page exists from the first read
// on: its first text ships with the code (a shop in production loads no demo data, and must still publish
// its accessibility statement), and staff change it in the back office, audited, against the version read.

type Row = typeof contentPages.$inferSelect;
type Executor = Parameters<Parameters<CmsContext['transaction']>[0]>[0] | CmsContext['db'];

export const CONTENT_PAGE_ENTITY = 'content_page';

/** The text each page starts with, naming the company as the shop settings do. */
const firstTexts: Record<ContentPageSlug, (shop: ShopSettings) => Pick<Row, 'title' | 'body' | 'reviewedOn'>> = {
  'accessibility-statement': (shop) => accessibilityStatement(shop.company.name),
};

/** The page's row, inserted with its first text when it has none yet (idempotent; safe under races). */
export async function ensureContentPage(db: Executor, slug: ContentPageSlug, shop: ShopSettings): Promise<Row> {
  await db
    .insert(contentPages)
    .values({ slug, ...firstTexts[slug](shop) })
    .onConflictDoNothing();
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) throw new AppError('not_found');
  return row;
}

function adminPageOf(row: Row): AdminContentPage {
  return {
    slug: row.slug as ContentPageSlug,
    title: row.title,
    body: row.body,
    reviewedOn: row.reviewedOn,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The page as a shopper reads it, in `lang` (Polish for a language the page is not written in). */
export async function readContentPage(
  context: CmsContext,
  slug: ContentPageSlug,
  lang: Language,
): Promise<ContentPage> {
  const row = await ensureContentPage(context.db, slug, context.shopSettings());
  const language = lang === 'en' ? 'en' : 'pl';
  return {
    slug,
    title: row.title[language],
    body: newsBlocksOf(row.body[language]),
    reviewedOn: row.reviewedOn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readAdminContentPage(context: CmsContext, slug: ContentPageSlug): Promise<AdminContentPage> {
  return adminPageOf(await ensureContentPage(context.db, slug, context.shopSettings()));
}

/** Saves the page as staff sent it, against the version they read; an untouched save changes nothing. */
export async function saveContentPage(
  context: CmsContext,
  staff: StaffMember,
  slug: ContentPageSlug,
  change: z.output<typeof ContentPageChange>,
): Promise<AdminContentPage> {
  return context.transaction(async (tx) => {
    await ensureContentPage(tx, slug, context.shopSettings());
    const [row] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== change.version) throw changedMeanwhile();
    const { version: _, ...fields } = change;
    const now = context.clock.now();
    const before = { title: row.title, body: row.body, reviewedOn: row.reviewedOn };
    const changed = await recordAudit(
      tx,
      staff,
      { action: 'update', entity: CONTENT_PAGE_ENTITY, entityId: slug, before, after: fields },
      now,
    );
    if (!changed) return adminPageOf(row);
    const [saved] = await tx
      .update(contentPages)
      .set({ ...fields, version: sql`${contentPages.version} + 1`, updatedAt: now })
      .where(eq(contentPages.slug, slug))
      .returning();
    return adminPageOf(saved!);
  });
}
