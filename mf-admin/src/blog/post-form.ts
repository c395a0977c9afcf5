import { type AdminNewsPost, NewsCover, NewsState } from '@shop/contracts';
import type { SelectOption } from '@shop/ui';

// The post form's values as the fields hold them, and the way back to the contract's shape: tags typed as a
// comma-separated line, the publication date in the browser's local time (datetime-local) sent as ISO 8601.

type Translate = (key: string) => string;

export const stateOptions = (t: Translate): SelectOption[] =>
  NewsState.options.map((state) => ({ value: state, label: t(`blog.states.${state}`) }));

export const coverOptions = (t: Translate): SelectOption[] =>
  NewsCover.options.map((cover) => ({ value: cover, label: t(`blog.covers.${cover}`) }));

export interface PostFormValues extends Record<string, unknown> {
  title: Record<string, string>;
  lead: Record<string, string>;
  body: Record<string, string>;
  slug: Record<string, string>;
  tags: string;
  cover: string;
  state: string;
  publishedAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function localDateTime(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const empty = { pl: '', en: '' };

export const newPostValues = (now = new Date()): PostFormValues => ({
  title: empty,
  lead: empty,
  body: empty,
  slug: empty,
  tags: '',
  cover: 'city',
  state: 'draft',
  publishedAt: localDateTime(now),
});

export const postValuesOf = (post: AdminNewsPost): PostFormValues => ({
  title: post.title,
  lead: post.lead,
  body: post.body,
  slug: post.slug,
  tags: post.tags.join(', '),
  cover: post.cover,
  state: post.state,
  publishedAt: localDateTime(post.publishedAt),
});

/** The fields given, in the contract's shape (an unreadable date is passed on for the schema to refuse). */
export function toContract(values: Partial<PostFormValues>): Record<string, unknown> {
  const { tags, publishedAt, ...rest } = values;
  const out: Record<string, unknown> = { ...rest };
  if (tags !== undefined)
    out.tags = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  if (publishedAt !== undefined) {
    const date = new Date(publishedAt);
    out.publishedAt = Number.isNaN(date.getTime()) ? publishedAt : date.toISOString();
  }
  return out;
}
