import { NewsList, NewsPost } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts } from '../db/schema';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// What a browser sends when it revalidates what it kept (fetch() would add `cache-control: no-cache` itself).
const revalidating = { 'cache-control': 'max-age=0' };

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

describe('GET /api/cms/news', () => {
  it('lists published posts newest first, in the page language, in the contract shape', async () => {
    const answer = await cms.call('GET', '/api/cms/news', { headers: pl });
    expect(answer.status).toBe(200);
    expect(NewsList.parse(answer.body)).toBeTruthy();
    expect(answer.body.total).toBeGreaterThanOrEqual(8);
    const dates = answer.body.items.map((post: { publishedAt: string }) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.body.items[0]).toMatchObject({
      title: 'Nowe górskie e-bike’i na sezon 2026',
      slug: 'nowe-modele-mtb-sezon-2026',
    });

    const english = await cms.call('GET', '/api/cms/news', { headers: en });
    expect(english.body.items[0]).toMatchObject({ title: 'New mountain e-bikes for the 2026 season' });
  });

  it('draws every cover as an SVG picture with its title as the alternative text', async () => {
    const answer = await cms.call('GET', '/api/cms/news', { headers: en });
    for (const post of answer.body.items) {
      expect(post.cover.src).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(post.cover.src)).toContain('<svg');
      expect(post.cover.alt).toBe(post.title);
    }
  });

  it('pages without overlap', async () => {
    const first = await cms.call('GET', '/api/cms/news?limit=3', { headers: en });
    const second = await cms.call('GET', '/api/cms/news?limit=3&page=2', { headers: en });
    const beyond = await cms.call('GET', '/api/cms/news?limit=3&page=99', { headers: en });
    expect(first.body).toMatchObject({ page: 1, limit: 3 });
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items).toHaveLength(3);
    const ids = [...first.body.items, ...second.body.items].map((post: { id: number }) => post.id);
    expect(new Set(ids).size).toBe(6);
    expect(beyond.body).toMatchObject({ items: [], total: first.body.total });
  });

  it('filters by tag and sorts by title when asked', async () => {
    const service = await cms.call('GET', '/api/cms/news?filters[tag]=service', { headers: en });
    expect(service.body.items.length).toBeGreaterThanOrEqual(2);
    for (const post of service.body.items) expect(post.tags).toContain('service');
    const byTitle = await cms.call('GET', '/api/cms/news?sort=title&dir=asc', { headers: en });
    const titles = byTitle.body.items.map((post: { title: string }) => post.title);
    expect(titles).toEqual([...titles].sort());
  });

  it('does not show a post before its publication time', async () => {
    await cms.context.db.insert(newsPosts).values({
      slug: { pl: 'wkrotce', en: 'soon' },
      title: { pl: 'Wkrótce', en: 'Soon' },
      lead: { pl: 'x', en: 'x' },
      body: { pl: [], en: [] },
      coverTheme: 'city',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const list = await cms.call('GET', '/api/cms/news?limit=200', { headers: en });
    expect(list.body.items.map((post: { title: string }) => post.title)).not.toContain('Soon');
  });

  it('lets a browser keep the list but ask again before reuse, so a post published meanwhile is seen at once', async () => {
    const first = await cms.call('GET', '/api/cms/news', { headers: en });
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    const unchanged = await cms.call('GET', '/api/cms/news', {
      headers: { ...en, 'if-none-match': etag, ...revalidating },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body ?? '').toBe('');

    await cms.context.db.insert(newsPosts).values({
      slug: { pl: 'wlasnie-opublikowany', en: 'just-published' },
      title: { pl: 'Właśnie opublikowany', en: 'Just published' },
      lead: { pl: 'x', en: 'x' },
      body: { pl: [], en: [] },
      coverTheme: 'city',
      publishedAt: new Date(Date.now() - 1000),
    });
    const changed = await cms.call('GET', '/api/cms/news', {
      headers: { ...en, 'if-none-match': etag, ...revalidating },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items[0].title).toBe('Just published');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('refuses bad list parameters with field messages', async () => {
    const answer = await cms.call('GET', '/api/cms/news?page=0&limit=1000&sort=price&dir=up&foo=1', { headers: en });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      page: 'The value must be at least 1',
      limit: 'The value must be at most 200',
      sort: 'Choose one of the allowed values',
      dir: 'Choose one of the allowed values',
      foo: 'Unknown field',
    });
  });
});

describe('GET /api/cms/news/:id', () => {
  it('answers the whole post with its body and both slugs', async () => {
    const answer = await cms.call('GET', '/api/cms/news/2', { headers: en });
    expect(answer.status).toBe(200);
    const post = NewsPost.parse(answer.body);
    expect(post.title).toBe('How to care for your e-bike battery');
    expect(post.slugs).toEqual({
      pl: 'jak-dbac-o-baterie-roweru-elektrycznego',
      en: 'how-to-care-for-your-e-bike-battery',
    });
    expect(post.body.some((block) => block.kind === 'heading')).toBe(true);
    expect(post.body.map((block) => block.text).join(' ')).toContain('Charge the battery at room temperature');

    const polish = await cms.call('GET', '/api/cms/news/2', { headers: pl });
    expect(polish.body.title).toBe('Jak dbać o baterię roweru elektrycznego');
  });

  it('answers 404 for a post that does not exist and 400 for an id that is not a number', async () => {
    const missing = await cms.call('GET', '/api/cms/news/9999', { headers: en });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: 'Not found.' });
    const bad = await cms.call('GET', '/api/cms/news/abc', { headers: en });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });

  it("answers 404, not a server error, for an id beyond the database's integers", async () => {
    for (const id of [2147483648, 99999999999]) {
      const answer = await cms.call('GET', `/api/cms/news/${id}`, { headers: en });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'not_found' });
    }
  });
});
