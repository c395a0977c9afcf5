import { z } from 'zod';
import { EntityState } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { translatedText } from '../../translated-text';
import { type NewsBlock, NewsPost } from '../cms';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The blog section (SPEC §6 news.*): posts in cms, written in both storefront languages. A post is shown on
// the storefront while it is `active` and its publication date has come; before that it is `scheduled`.
//
// The body is constrained text, never HTML: paragraphs separated by an empty line, a line starting with
// "## " is a sub-heading. It is stored as the storefront's heading/paragraph blocks, which the storefront
// renders as text, so nothing staff type can become markup or script.

/** A post's state as staff set it (SPEC §3 entity states that mean something for a post). */
export const NewsState = EntityState.extract(['draft', 'active', 'archived']);
export type NewsState = z.infer<typeof NewsState>;

/** What the storefront does with a post now: an active post waits for its date as `scheduled`. */
export const NewsStatus = z.enum(['draft', 'scheduled', 'published', 'archived']);
export type NewsStatus = z.infer<typeof NewsStatus>;

/** The drawn covers cms offers (cms/src/domain/news-cover.ts): a landscape with the post's motif. */
export const NewsCover = z.enum([
  'mountain',
  'battery',
  'award',
  'event',
  'service',
  'gps',
  'shield',
  'factory',
  'city',
]);
export type NewsCover = z.infer<typeof NewsCover>;

/** SPEC §5: at least 3 characters, lowercase letters, digits and hyphens only. */
export const Slug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9-]{3,}$/, { error: 'field.slug' });

const tag = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\d -]+$/u, { error: 'field.invalid_characters' });

/** The body's text → the storefront's blocks: "## " starts a sub-heading, an empty line a paragraph. */
export function newsBlocksOf(text: string): NewsBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .flatMap((chunk) => {
      const blocks: NewsBlock[] = [];
      const paragraph: string[] = [];
      const flush = () => {
        if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph.length = 0;
      };
      for (const line of chunk.split('\n').map((l) => l.trim())) {
        if (!line) continue;
        if (line.startsWith('## ')) {
          flush();
          blocks.push({ kind: 'heading', text: line.slice(3).trim() });
        } else paragraph.push(line);
      }
      flush();
      return blocks.filter((block) => block.text);
    });
}

/** The blocks → the body's text, as staff edit it. */
export function newsTextOf(blocks: readonly NewsBlock[]): string {
  return blocks.map((block) => (block.kind === 'heading' ? `## ${block.text}` : block.text)).join('\n\n');
}

const fields = {
  title: translatedText(200),
  lead: translatedText(600),
  body: translatedText(20_000),
  slug: z.strictObject({ pl: Slug, en: Slug }, { error: 'field.translations' }),
  tags: z.array(tag).max(10),
  cover: NewsCover,
  state: NewsState,
  /** When the storefront starts showing the post (ISO 8601); a future date schedules it. */
  publishedAt: z.iso.datetime({ offset: true }),
};

/** POST /api/admin/news: a new post (a draft unless staff choose otherwise). */
export const NewsPostInput = z.strictObject({ ...fields, tags: fields.tags.default([]) });
export type NewsPostInput = z.input<typeof NewsPostInput>;

/**
 * PATCH /api/admin/news/:id: the fields to change and the version the editor read; when someone saved in the
 * meantime the answer is 409 and nothing is overwritten.
 */
export const NewsPostChange = z.strictObject({
  ...z.object(fields).partial().shape,
  version: z.number().int().min(1),
});
export type NewsPostChange = z.input<typeof NewsPostChange>;

export const AdminNewsPost = z.object({
  id: z.number().int(),
  title: z.object({ pl: z.string(), en: z.string() }),
  lead: z.object({ pl: z.string(), en: z.string() }),
  body: z.object({ pl: z.string(), en: z.string() }),
  slug: z.object({ pl: z.string(), en: z.string() }),
  tags: z.array(z.string()),
  cover: NewsCover,
  state: NewsState,
  status: NewsStatus,
  publishedAt: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNewsPost = z.infer<typeof AdminNewsPost>;

export const AdminNewsListQuery = listQuery({
  sort: ['publishedAt', 'updatedAt', 'title'],
  filters: {
    state: NewsState.optional(),
    /** Part of the title or slug, in either language. */
    q: z.string().trim().max(100).optional(),
  },
});
export type AdminNewsListQuery = z.output<typeof AdminNewsListQuery>;

/** GET /api/admin/news/:id/preview: the post as the storefront will show it, in `lang`, whatever its state. */
export const NewsPreviewQuery = z.strictObject({ lang: z.enum(['pl', 'en']).default('pl') });

export const newsApi = {
  'GET /api/admin/news': adminRow('cms', 'Blog posts', 'news.list', {
    query: AdminNewsListQuery,
    answer: listAnswer(AdminNewsPost),
  }),
  'POST /api/admin/news': adminRow('cms', 'Write a blog post', 'news.create', {
    body: NewsPostInput,
    answer: AdminNewsPost,
  }),
  'GET /api/admin/news/:id': adminRow('cms', 'One blog post', 'news.view', {
    params: AdminEntityParam,
    answer: AdminNewsPost,
  }),
  'PATCH /api/admin/news/:id': adminRow('cms', 'Change a blog post (409 when changed meanwhile)', 'news.update', {
    params: AdminEntityParam,
    body: NewsPostChange,
    answer: AdminNewsPost,
  }),
  'DELETE /api/admin/news/:id': adminRow('cms', 'Delete a blog post', 'news.delete', { params: AdminEntityParam }),
  'GET /api/admin/news/:id/preview': adminRow('cms', 'Preview a post as the storefront shows it', 'news.view', {
    params: AdminEntityParam,
    query: NewsPreviewQuery,
    answer: NewsPost,
  }),
  'GET /api/admin/news/:id/history': historyRow('cms', 'a blog post', 'news.view'),
} as const;

/** GET /internal/cms/sitemap: the posts the storefront shows, for /sitemap.xml (blog/:id/:slug). */
export const NewsSitemap = z.object({
  posts: z.array(
    z.object({ id: z.number().int(), slugs: z.object({ pl: z.string(), en: z.string() }), updatedAt: z.string() }),
  ),
});
export type NewsSitemap = z.infer<typeof NewsSitemap>;
