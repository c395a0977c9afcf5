import { AdminNewsPost, type Identity, NewsPost, type NewsPostInput } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// The blog section through its routes: posts written in both languages, shown on the storefront only while
// active and dated, previewed before, slugs unique, saves from an older read refused, every write in the
// history. Who may call each row is the standing table-driven tests' (gateway/src/admin-access.test.ts).

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

const editor: Identity = {
  app: 'admin',
  role: 'ADMIN',
  customerId: '00000000-0000-4000-8000-0000000000c3',
  adminType: 'marketing_manager',
  staffName: 'Ola Kowalska',
};

let serial = 0;
/** A post in both languages with slugs no other test uses. */
function draft(overrides: Partial<NewsPostInput> = {}): NewsPostInput {
  serial += 1;
  return {
    title: { pl: `Jesienny przegląd roweru ${serial}`, en: `Autumn bike check ${serial}` },
    lead: { pl: 'Co sprawdzić przed zimą.', en: 'What to check before winter.' },
    body: {
      pl: 'Zacznij od hamulców.\n\n## Bateria\nTrzymaj ją w cieple.',
      en: 'Start with the brakes.\n\n## Battery\nKeep it warm.',
    },
    slug: { pl: `jesienny-przeglad-${serial}`, en: `autumn-check-${serial}` },
    tags: ['service'],
    cover: 'service',
    state: 'draft',
    publishedAt: '2025-10-01T08:00:00Z',
    ...overrides,
  };
}

const create = (body: unknown, lang = en) =>
  cms.call('POST', '/api/admin/news', { identity: editor, body, headers: lang });
const change = (id: number, body: unknown, lang = en) =>
  cms.call('PATCH', `/api/admin/news/${id}`, { identity: editor, body, headers: lang });
const storefrontHas = async (id: number) => {
  const list = await cms.call('GET', '/api/cms/news?limit=100', { headers: en });
  const one = await cms.call('GET', `/api/cms/news/${id}`, { headers: en });
  const listed = list.body.items.some((post: { id: number }) => post.id === id);
  expect(one.status === 200).toBe(listed);
  return listed;
};
const historyOf = (id: number) =>
  cms.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'news'), eq(auditLog.entityId, String(id))));

describe('POST /api/admin/news', () => {
  it('writes a draft the storefront does not show, with its body as blocks and its history', async () => {
    const answer = await create(draft());
    expect(answer.status).toBe(201);
    const post = AdminNewsPost.parse(answer.body);
    expect(post).toMatchObject({ state: 'draft', status: 'draft', version: 1, cover: 'service' });
    // The heading and the paragraph under it come back as blocks, each after an empty line.
    expect(post.body.en).toBe('Start with the brakes.\n\n## Battery\n\nKeep it warm.');
    expect(await storefrontHas(post.id)).toBe(false);

    const [entry] = await historyOf(post.id);
    expect(entry).toMatchObject({ action: 'create', staffName: 'Ola Kowalska', adminType: 'marketing_manager' });
    expect(entry?.changes).toContainEqual({ field: 'title.pl', before: null, after: post.title.pl });
  });

  it('refuses a missing translation, a bad slug, an unknown cover and unknown fields, with the SPEC §5 texts', async () => {
    const answer = await create(
      { ...draft(), title: { pl: 'Tylko po polsku' }, slug: { pl: 'Zły Slug', en: 'ab' }, cover: 'sunset', x: 1 },
      pl,
    );
    expect(answer.status).toBe(400);
    const fields = answer.body.error.fields;
    expect(fields['title.en']).toBe('Tłumaczenia są wymagane dla wszystkich języków');
    expect(fields['slug.pl']).toMatch(/3 znaki|3 znaków/);
    expect(fields['slug.en']).toBe(fields['slug.pl']);
    expect(fields.cover).toBeTruthy();
    expect(Object.keys(fields)).toContain('x');
  });

  it('refuses a slug another post uses, in that language only', async () => {
    const first = AdminNewsPost.parse((await create(draft())).body);
    const second = draft({ slug: { pl: first.slug.pl, en: 'a-fresh-slug-for-this-test' } });
    const answer = await create(second, en);
    expect(answer.status).toBe(409);
    expect(answer.body.error.fields).toEqual({ 'slug.pl': 'This value already exists' });
  });

  it('refuses the body when it holds only empty lines', async () => {
    const answer = await create(draft({ body: { pl: '   ', en: 'Text.' } }), en);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields['body.pl']).toBe('Translations are required for all languages');
  });
});

describe('publication', () => {
  it('an active post with a past date is on the storefront; a future date schedules it; archived hides it', async () => {
    const post = AdminNewsPost.parse((await create(draft({ state: 'active' }))).body);
    expect(post.status).toBe('published');
    expect(await storefrontHas(post.id)).toBe(true);

    const scheduled = await change(post.id, { version: post.version, publishedAt: '2999-01-01T00:00:00Z' });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', version: 2 });
    expect(await storefrontHas(post.id)).toBe(false);

    const archived = await change(post.id, {
      version: 2,
      state: 'archived',
      publishedAt: '2025-10-01T08:00:00Z',
    });
    expect(archived.body).toMatchObject({ status: 'archived', version: 3 });
    expect(await storefrontHas(post.id)).toBe(false);
  });

  it('previews a draft as the storefront will show it, in the language asked', async () => {
    const post = AdminNewsPost.parse((await create(draft())).body);
    const answer = await cms.call('GET', `/api/admin/news/${post.id}/preview?lang=pl`, { identity: editor });
    expect(answer.status).toBe(200);
    const preview = NewsPost.parse(answer.body);
    expect(preview.title).toBe(post.title.pl);
    expect(preview.body).toEqual([
      { kind: 'paragraph', text: 'Zacznij od hamulców.' },
      { kind: 'heading', text: 'Bateria' },
      { kind: 'paragraph', text: 'Trzymaj ją w cieple.' },
    ]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PATCH /api/admin/news/:id', () => {
  it('tells the second of two editors that the post changed, and keeps the first one’s save', async () => {
    const post = AdminNewsPost.parse((await create(draft())).body);
    const first = await change(post.id, { version: 1, title: { pl: 'Pierwsza', en: 'First' } });
    expect(first.status).toBe(200);
    const second = await change(post.id, { version: 1, title: { pl: 'Druga', en: 'Second' } });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/in the meantime/);
    const stored = await cms.call('GET', `/api/admin/news/${post.id}`, { identity: editor });
    expect(stored.body.title).toEqual({ pl: 'Pierwsza', en: 'First' });
  });

  it('records each changed field in the history, and nothing for a save that changes nothing', async () => {
    const post = AdminNewsPost.parse((await create(draft())).body);
    const saved = await change(post.id, { version: 1, lead: { pl: post.lead.pl, en: 'New lead.' } });
    expect(saved.body.version).toBe(2);
    const same = await change(post.id, { version: 2, lead: { pl: post.lead.pl, en: 'New lead.' } });
    expect(same.body.version).toBe(2);

    const history = await cms.call('GET', `/api/admin/news/${post.id}/history`, { identity: editor });
    expect(history.body.total).toBe(2);
    expect(history.body.items[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'lead.en', before: 'What to check before winter.', after: 'New lead.' }],
    });
  });

  it('refuses a slug another post uses and an update without the version read', async () => {
    const one = AdminNewsPost.parse((await create(draft())).body);
    const two = AdminNewsPost.parse((await create(draft())).body);
    const taken = await change(two.id, { version: 1, slug: { pl: two.slug.pl, en: one.slug.en } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ 'slug.en': 'This value already exists' });
    const noVersion = await change(two.id, { title: { pl: 'Bez wersji', en: 'No version' } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.fields.version).toBeTruthy();
  });

  it('answers 404 for posts that do not exist, whatever the id looks like', async () => {
    for (const id of ['999999', '0', 'abc', '99999999999', '1e3']) {
      const answer = await cms.call('PATCH', `/api/admin/news/${id}`, {
        identity: editor,
        body: { version: 1, tags: [] },
      });
      expect(answer.status, id).toBe(404);
      const read = await cms.call('GET', `/api/admin/news/${id}`, { identity: editor });
      expect(read.status, id).toBe(404);
    }
  });
});

describe('DELETE /api/admin/news/:id', () => {
  it('removes the post from the storefront and keeps what it was in the history', async () => {
    const post = AdminNewsPost.parse((await create(draft({ state: 'active' }))).body);
    const answer = await cms.call('DELETE', `/api/admin/news/${post.id}`, { identity: editor });
    expect(answer.status).toBe(204);
    expect(await storefrontHas(post.id)).toBe(false);
    expect((await cms.call('GET', `/api/admin/news/${post.id}`, { identity: editor })).status).toBe(404);
    const again = await cms.call('DELETE', `/api/admin/news/${post.id}`, { identity: editor });
    expect(again.status).toBe(404);
    const entries = await historyOf(post.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('GET /api/admin/news', () => {
  it('finds posts by state and by words of the title, diacritics ignored', async () => {
    const post = AdminNewsPost.parse((await create(draft({ title: { pl: 'Żółty rower', en: 'Yellow bike' } }))).body);
    const found = await cms.call('GET', '/api/admin/news?filters[q]=zolty&filters[state]=draft', {
      identity: editor,
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((p: { id: number }) => p.id)).toEqual([post.id]);
    const seeded = await cms.call('GET', '/api/admin/news?filters[state]=active&limit=100', { identity: editor });
    expect(seeded.body.total).toBeGreaterThanOrEqual(8);
  });
});
