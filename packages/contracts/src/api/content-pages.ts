import { z } from 'zod';
import { translatedText } from '../translated-text';
import { adminRow } from './admin/row';
import { NewsBlock } from './cms';
import type { RouteSpec } from './route';

// Content pages staff edit (issue 27; docs/decisions/accessibility.md): kept in cms per storefront language
// and seeded, unlike the information pages whose prose ships with mf-catalog. The first is the accessibility
// statement, whose facts (exceptions, the date of the last review) change when the shop does, not when the
// code is released. The body is the blog's constrained text: paragraphs and "## " sub-headings, never HTML.

/** The pages cms keeps; each has a storefront screen of the same name. */
export const ContentPageSlug = z.enum(['accessibility-statement']);
export type ContentPageSlug = z.infer<typeof ContentPageSlug>;

const ContentPageParam = z.strictObject({ slug: ContentPageSlug });

/** GET /api/cms/pages/:slug: the page in the request's language. */
export const ContentPage = z.object({
  slug: ContentPageSlug,
  title: z.string(),
  body: z.array(NewsBlock),
  /** The day staff last checked that the page is true (yyyy-MM-dd). */
  reviewedOn: z.iso.date(),
  updatedAt: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** The page as staff edit it: both languages, the body as text. */
export const AdminContentPage = z.object({
  slug: ContentPageSlug,
  title: z.object({ pl: z.string(), en: z.string() }),
  body: z.object({ pl: z.string(), en: z.string() }),
  reviewedOn: z.iso.date(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
});
export type AdminContentPage = z.infer<typeof AdminContentPage>;

/** PUT /api/admin/content-pages/:slug: the whole page and the version the editor read (409 when it moved on). */
export const ContentPageChange = z.strictObject({
  title: translatedText(200),
  body: translatedText(30_000),
  reviewedOn: z.iso.date({ error: 'field.date' }),
  version: z.number().int().min(1),
});
export type ContentPageChange = z.input<typeof ContentPageChange>;

export const contentPagesApi = {
  'GET /api/cms/pages/:slug': {
    service: 'cms',
    summary: 'A content page staff edit (the accessibility statement)',
    access: 'app',
    params: ContentPageParam,
    answer: ContentPage,
  } as const satisfies RouteSpec,
  'GET /api/admin/content-pages/:slug': adminRow('cms', 'A content page in both languages', 'news.view', {
    params: ContentPageParam,
    answer: AdminContentPage,
  }),
  'PUT /api/admin/content-pages/:slug': adminRow('cms', 'Save a content page', 'news.update', {
    params: ContentPageParam,
    body: ContentPageChange,
    answer: AdminContentPage,
  }),
} as const;
