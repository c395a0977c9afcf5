import type {
  ListAnswer,
  NewsListQuery,
  NewsPost,
  NewsSitemap,
  NewsSummary,
  Picture,
  StorefrontLanguage,
} from '@shop/contracts';
import type { Database } from '@shop/service-kit/db';
import { listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { arrayContains, count, eq, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { newsPosts } from '../db/schema';
import { COVER_HEIGHT, COVER_WIDTH, drawCover, isCoverTheme } from './news-cover';

type NewsRow = typeof newsPosts.$inferSelect;

/** An SVG as a data URL: quotes made single and only the characters a URL cannot carry escaped. */
function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>{}|\\^`]/g, encodeURIComponent)}`;
}

function coverOf(row: NewsRow, lang: StorefrontLanguage): Picture {
  const title = row.title[lang];
  const theme = isCoverTheme(row.coverTheme) ? row.coverTheme : 'city';
  return { src: svgDataUrl(drawCover(theme, title)), alt: title, width: COVER_WIDTH, height: COVER_HEIGHT };
}

/** About 200 words a minute, at least one. */
function readingMinutes(row: NewsRow, lang: StorefrontLanguage): number {
  const words = [row.lead[lang], ...row.body[lang].map((block) => block.text)].join(' ').split(/\s+/).length;
  return Math.max(1, Math.round(words / 200));
}

function toSummary(row: NewsRow, lang: StorefrontLanguage): NewsSummary {
  return {
    id: row.id,
    slug: row.slug[lang],
    title: row.title[lang],
    lead: row.lead[lang],
    publishedAt: row.publishedAt.toISOString(),
    tags: row.tags,
    cover: coverOf(row, lang),
    readingMinutes: readingMinutes(row, lang),
  };
}

/** What the storefront shows: active posts whose publication date has come. */
const publishedBy = (now: Date) =>
  sql`${newsPosts.state} = 'active' and ${newsPosts.publishedAt} <= ${now.toISOString()}`;

/** Published posts in the page's language, newest first unless asked otherwise. */
export async function listNews(
  db: Database<typeof schema>,
  query: NewsListQuery,
  lang: StorefrontLanguage,
  now = new Date(),
): Promise<ListAnswer<NewsSummary>> {
  const published = publishedBy(now);
  const where = query.filters.tag
    ? sql`${published} and ${arrayContains(newsPosts.tags, [query.filters.tag])}`
    : published;
  const title = sql`${newsPosts.title}->>${lang}`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(...listOrder(query, { publishedAt: newsPosts.publishedAt, title: title as never }, newsPosts.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ value: count() }).from(newsPosts).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => toSummary(row, lang)),
    total?.value ?? 0,
    query,
  );
}

/** One published post, or undefined. */
export async function findNewsPost(
  db: Database<typeof schema>,
  id: number,
  lang: StorefrontLanguage,
  now = new Date(),
): Promise<NewsPost | undefined> {
  // Ids are PostgreSQL integers: a larger one names no post (and would fail the query).
  if (id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1);
  if (row?.state !== 'active' || row.publishedAt > now) return undefined;
  return newsPostOf(row, lang);
}

/** A post as the storefront shows it, whatever its state (the staff preview uses it as is). */
export function newsPostOf(row: NewsRow, lang: StorefrontLanguage): NewsPost {
  return { ...toSummary(row, lang), body: row.body[lang], slugs: row.slug };
}

/** The posts the storefront shows, for the sitemap: id, slug per language, last change. */
export async function sitemapPosts(db: Database<typeof schema>, now = new Date()): Promise<NewsSitemap> {
  const rows = await db
    .select({ id: newsPosts.id, slugs: newsPosts.slug, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(publishedBy(now))
    .orderBy(newsPosts.id);
  return { posts: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}
